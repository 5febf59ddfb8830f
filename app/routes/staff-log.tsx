import { Link } from "react-router";
import { StaffTable } from "~/components/staff/staff-table";
import { staffMeta, useStaffTexts } from "~/components/staff/staff-texts";
import { formatMoment } from "~/i18n/format";
import { useLocale } from "~/i18n/use-locale";
import {
  actorEmails,
  CLI_ACTOR,
  decodeCursor,
  encodeCursor,
  listStaffActions,
} from "~/server/staff/audit.server";
import { requireStaff } from "~/server/staff/staff-guard.server";
import { databaseContext, servicesOf } from "~/server/request-context.server";
import type { Route } from "./+types/staff-log";

/** Entries per page of the log. */
const PAGE_SIZE = 50;

// The audit log, newest first, read only (the table refuses changes anyway).
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, servicesOf(context));
  const url = new URL(request.url);
  const db = context.get(databaseContext);
  const before = decodeCursor(url.searchParams.get("before")) ?? undefined;
  const { entries, next } = await listStaffActions(db, { limit: PAGE_SIZE, before });
  const emails = await actorEmails(
    db,
    entries.map((entry) => entry.actor),
  );
  return {
    paged: Boolean(before),
    next: next ? encodeCursor(next) : null,
    entries: entries.map((entry) => ({
      id: entry.id,
      at: entry.at.toISOString(),
      actor: entry.actor === CLI_ACTOR ? null : (emails.get(entry.actor) ?? entry.actor),
      action: entry.action,
      subject: `${entry.subjectType} ${entry.subjectId}`,
      before: entry.before === null ? null : JSON.stringify(entry.before),
      after: entry.after === null ? null : JSON.stringify(entry.after),
    })),
  };
}

export const meta = staffMeta((t) => t.log.title);
export const handle = { hydrate: false };

export default function StaffLog({ loaderData }: Route.ComponentProps) {
  const t = useStaffTexts().log;
  const locale = useLocale();
  return (
    <section className="staff-page">
      <h1>{t.heading}</h1>
      <p className="lead">{t.intro}</p>
      {loaderData.entries.length === 0 ? (
        <p>{t.empty}</p>
      ) : (
        <StaffTable columns={[t.when, t.who, t.what, t.subject, t.change]}>
          {loaderData.entries.map((entry) => (
            <tr key={entry.id}>
              <td>
                <time dateTime={entry.at}>{formatMoment(entry.at, locale)}</time>
              </td>
              <td>{entry.actor ?? t.cli}</td>
              <td>
                {/* The action's name in the page's language; an unknown key as it is. */}
                {t.actions[entry.action] ?? <code>{entry.action}</code>}
              </td>
              <td>{entry.subject}</td>
              <td>
                <code>{entry.before ?? t.nothing}</code> → <code>{entry.after ?? t.nothing}</code>
              </td>
            </tr>
          ))}
        </StaffTable>
      )}
      <p className="staff-pager">
        {loaderData.paged ? <Link to="?">{t.newest}</Link> : null}{" "}
        {loaderData.next ? (
          <Link to={`?before=${encodeURIComponent(loaderData.next)}`}>{t.older}</Link>
        ) : null}
      </p>
    </section>
  );
}
