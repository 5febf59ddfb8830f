import type { LoaderFunctionArgs } from "react-router";
import { ComingSoon } from "~/components/coming-soon";
import { pageMeta } from "~/i18n/meta";
import { requireUser } from "~/server/current-user.server";

// SPEC §2: login-protected; a visitor is sent to the login page and back.
export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request);
  return null;
}

export const meta = pageMeta("myHighIntenseProgram");

export default function MyHighIntenseProgramPage() {
  return <ComingSoon page="myHighIntenseProgram" />;
}
