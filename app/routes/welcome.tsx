import { eq } from "drizzle-orm";
import { useEffect } from "react";
import { useRevalidator } from "react-router";
import { LocalizedLink } from "~/components/localized-link";
import { site } from "~/content/site";
import { pageMeta } from "~/i18n/meta";
import { useMessages } from "~/i18n/use-locale";
import { getDatabase } from "~/server/db.server";
import { purchases } from "~/server/schema";
import type { Route } from "./+types/welcome";

type WelcomeState = "new" | "existing" | "pending" | "unknown";

// SPEC §2 welcome: the purchase is looked up by the provider's session id. Only the kind of
// message is revealed, nothing about the customer.
export async function loader({ request }: Route.LoaderArgs) {
  const sessionId = new URL(request.url).searchParams.get("session_id") ?? "";
  if (!/^cs_[\w-]{1,200}$/.test(sessionId)) return { state: "unknown" as WelcomeState };
  const db = await getDatabase();
  const [purchase] = await db
    .select({ status: purchases.status, newCustomer: purchases.newCustomer })
    .from(purchases)
    .where(eq(purchases.checkoutSessionId, sessionId));
  if (!purchase) return { state: "pending" as WelcomeState };
  if (purchase.status === "pending") return { state: "pending" as WelcomeState };
  return { state: (purchase.newCustomer ? "new" : "existing") as WelcomeState };
}

export const meta = pageMeta("welcome");

export default function WelcomePage({ loaderData }: Route.ComponentProps) {
  const t = useMessages().welcome;
  const { revalidate, state } = useRevalidator();
  // While the webhook has not arrived, look again every 3 seconds (for about a minute).
  useEffect(() => {
    if (loaderData.state !== "pending") return;
    const timer = setInterval(() => state === "idle" && revalidate(), 3000);
    const stop = setTimeout(() => clearInterval(timer), 60_000);
    return () => {
      clearInterval(timer);
      clearTimeout(stop);
    };
  }, [loaderData.state, revalidate, state]);

  const text = {
    new: t.newCustomer,
    existing: t.existingCustomer,
    pending: t.pending,
    unknown: t.notFound,
  }[loaderData.state];
  return (
    <section className="container form-page">
      <h1>{t.heading}</h1>
      <p className="lead" role="status">
        {text}
      </p>
      <p>
        {t.spam} <a href={`mailto:${site.supportEmail}`}>{site.supportEmail}</a>.
      </p>
      {loaderData.state === "existing" ? (
        <LocalizedLink className="button button-primary" to="/login">
          {t.logIn}
        </LocalizedLink>
      ) : null}
    </section>
  );
}
