import { LocalizedLink } from "~/components/localized-link";
import { WelcomeRecheck } from "~/components/welcome-recheck";
import { brand } from "~/content/brand";
import { pageMeta } from "~/i18n/meta";
import { useMessages } from "~/i18n/use-locale";
import { privateNoStore } from "~/server/security-headers.server";
import { welcomeState } from "~/server/payments/welcome-state.server";
import { seatOverbooked } from "~/server/first-aid/double-bookings.server";
import { textsFor } from "~/i18n/catalogs.server";
import { databaseContext } from "~/server/request-context.server";
import type { Route } from "./+types/welcome";

/** While the webhook has not arrived, look again every few seconds, for about a minute. */
const RECHECK_EVERY_MS = 3000;
const RECHECK_FOR_MS = 60_000;

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const db = context.get(databaseContext);
  const sessionId = url.searchParams.get("session_id");
  const state = await welcomeState(db, sessionId);
  const overbooked = state === "new" || state === "existing" ? await seatOverbooked(db, sessionId) : false;
  return {
    state,
    here: `${url.pathname}${url.search}`,
    overbookedNote: overbooked ? textsFor(request, "bookings").welcome.overbooked : null,
  };
}

export const meta = pageMeta("welcome");
// The state of one person's payment: never kept by a cache.
export const headers = () => privateNoStore;

// HTML and CSS only; a pending payment is re-checked by a small inline script.
export const handle = { hydrate: false };

export default function WelcomePage({ loaderData }: Route.ComponentProps) {
  const t = useMessages().welcome;
  const { state } = loaderData;
  const text = {
    new: t.newCustomer,
    existing: t.existingCustomer,
    pending: t.pending,
    failed: t.failed,
    cancelled: t.cancelled,
    unknown: t.notFound,
  }[state];
  return (
    <section className="container form-page">
      <h1>{t.heading}</h1>
      <p
        className="lead"
        role="status"
        data-welcome-state={state}
        data-still-pending={state === "pending" ? t.stillPending : undefined}
      >
        {text}
      </p>
      {loaderData.overbookedNote ? (
        <p className="notification notification-error" data-overbooked="">
          {loaderData.overbookedNote}
        </p>
      ) : null}
      <p>
        {t.spam} <a href={`mailto:${brand.supportEmail}`}>{brand.supportEmail}</a>.
      </p>
      {state === "existing" ? (
        <LocalizedLink className="button button-primary" to="/login">
          {t.logIn}
        </LocalizedLink>
      ) : null}
      {state === "pending" ? (
        <>
          <a className="button button-secondary welcome-check-again" href={loaderData.here}>
            {t.checkAgain}
          </a>
          <WelcomeRecheck everyMs={RECHECK_EVERY_MS} forMs={RECHECK_FOR_MS} />
        </>
      ) : null}
    </section>
  );
}
