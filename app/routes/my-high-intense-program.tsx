import { ThankYou } from "~/components/thank-you";
import { pageMeta } from "~/i18n/meta";
import { useMessages } from "~/i18n/use-locale";
import { requireArea } from "~/server/account/account-guard.server";
import { servicesOf } from "~/server/auth/app-services.server";
import type { Route } from "./+types/my-high-intense-program";

// Only the customer who bought this product sees this page.
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireArea(request, servicesOf(context), "high-intense");
  return null;
}

export const meta = pageMeta("myHighIntenseProgram");

export default function MyHighIntenseProgramPage() {
  return <ThankYou page="myHighIntenseProgram" text={useMessages().account.highIntenseText} lessons />;
}
