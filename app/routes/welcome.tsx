import { LocalizedLink } from "~/components/localized-link";
import { WelcomeRecheck } from "~/components/welcome-recheck";
import { brand } from "~/content/brand";
import { pageMeta } from "~/i18n/meta";
import { useMessages } from "~/i18n/use-locale";
import { privateNoStore } from "~/server/platform/security-headers.server";
import { welcomeState } from "~/server/payments/welcome-state.server";
import { seatOverbooked } from "~/server/first-aid/double-bookings.server";
import { paidSeatNote } from "~/server/first-aid/paid-seat-notes.server";
import { textsFor } from "~/i18n/catalogs.server";
import { databaseContext } from "~/server/platform/request-context.server";
import type { Route } from "./+types/welcome";

/** While the webhook has not arrived, look again every few seconds, for about a minute. */
const RECHECK_EVERY_MS = 3000;
const RECHECK_FOR_MS = 60_000;

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const db = context.get(databaseContext);
  const sessionId = url.searchParams.get("session_id");
  const state = await welcomeState(db, sessionId);
  const paid = state === "new" || state === "existing";
  // A date closed or cancelled while paying says what to do next; else a date that filled up.
  const dateNote = paid ? await paidSeatNote(db, sessionId) : null;
  const overbooked = paid && !dateNote ? await seatOverbooked(db, sessionId) : false;
  const notes = textsFor(request, "bookingDateChanges").paid;
  return {
    state,
    here: `${url.pathname}${url.search}`,
    overbookedNote: overbooked ? textsFor(request, "bookings").welcome.overbooked : null,
    dateNote: dateNote
      ? {
          kind: dateNote.kind,
          text: notes[dateNote.kind],
          link: `/my-account/bookings/${dateNote.bookingId}`,
          linkLabel: notes.linkLabel,
        }
      : null,
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
      {loaderData.dateNote ? <DateNote note={loaderData.dateNote} /> : null}
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

/** The note of a date closed or cancelled while paying, with the link to the booking's page. */
function DateNote({ note }: { note: { kind: string; text: string; link: string; linkLabel: string } }) {
  const [before, after] = note.text.split("{link}");
  return (
    <p className="notification notification-error" data-date-note={note.kind}>
      {before}
      <LocalizedLink to={note.link}>{note.linkLabel}</LocalizedLink>
      {after}
    </p>
  );
}
