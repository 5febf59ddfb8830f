import { ComingSoon } from "~/components/coming-soon";
import { pageMeta } from "~/i18n/meta";

export const meta = pageMeta("coursedemo1");

export default function Coursedemo1Page() {
  return <ComingSoon page="coursedemo1" />;
}
