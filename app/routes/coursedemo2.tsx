import { ComingSoon } from "~/components/coming-soon";
import { pageMeta } from "~/i18n/meta";

export const meta = pageMeta("coursedemo2");

export default function Coursedemo2Page() {
  return <ComingSoon page="coursedemo2" />;
}
