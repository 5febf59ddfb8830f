import { ComingSoon } from "~/components/coming-soon";
import { pageMeta } from "~/i18n/meta";

export const meta = pageMeta("familyDayTrips");

export default function FamilyDayTripsPage() {
  return <ComingSoon page="familyDayTrips" />;
}
