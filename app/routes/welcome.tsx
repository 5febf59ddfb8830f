import { useEffect, useRef, useState } from "react";
import { useRevalidator } from "react-router";
import { LocalizedLink } from "~/components/localized-link";
import { brand } from "~/content/brand";
import { pageMeta } from "~/i18n/meta";
import { useMessages } from "~/i18n/use-locale";
import { getDatabase } from "~/server/db.server";
import { welcomeState } from "~/server/payments/welcome-state.server";
import type { Route } from "./+types/welcome";

/** While the webhook has not arrived, look again every few seconds, for about a minute. */
const RECHECK_EVERY_MS = 3000;
const RECHECK_FOR_MS = 60_000;

export async function loader({ request }: Route.LoaderArgs) {
  const sessionId = new URL(request.url).searchParams.get("session_id");
  return { state: await welcomeState(await getDatabase(), sessionId) };
}

export const meta = pageMeta("welcome");

/**
 * Re-checks a pending purchase; `gaveUp` once it has done so for RECHECK_FOR_MS without an
 * answer, and `checkAgain` starts another round.
 */
function usePendingRecheck(pending: boolean) {
  const { revalidate, state } = useRevalidator();
  const startedAt = useRef<number | null>(null);
  const [gaveUp, setGaveUp] = useState(false);
  const idle = state === "idle";
  useEffect(() => {
    if (!pending || gaveUp || !idle) return;
    startedAt.current ??= Date.now();
    if (Date.now() - startedAt.current >= RECHECK_FOR_MS) {
      setGaveUp(true);
      return;
    }
    // One timer per idle period: each revalidation ends in a new idle state that sets the next.
    const timer = setTimeout(() => void revalidate(), RECHECK_EVERY_MS);
    return () => clearTimeout(timer);
  }, [pending, gaveUp, idle, revalidate]);
  const checkAgain = () => {
    startedAt.current = null;
    setGaveUp(false);
  };
  return { gaveUp, checkAgain };
}

export default function WelcomePage({ loaderData }: Route.ComponentProps) {
  const t = useMessages().welcome;
  const pending = loaderData.state === "pending";
  const { gaveUp, checkAgain } = usePendingRecheck(pending);
  const text = {
    new: t.newCustomer,
    existing: t.existingCustomer,
    pending: gaveUp ? t.stillPending : t.pending,
    failed: t.failed,
    cancelled: t.cancelled,
    unknown: t.notFound,
  }[loaderData.state];
  return (
    <section className="container form-page">
      <h1>{t.heading}</h1>
      <p className="lead" role="status">
        {text}
      </p>
      <p>
        {t.spam} <a href={`mailto:${brand.supportEmail}`}>{brand.supportEmail}</a>.
      </p>
      {loaderData.state === "existing" ? (
        <LocalizedLink className="button button-primary" to="/login">
          {t.logIn}
        </LocalizedLink>
      ) : null}
      {pending && gaveUp ? (
        <button type="button" className="button button-secondary" onClick={checkAgain}>
          {t.checkAgain}
        </button>
      ) : null}
    </section>
  );
}
