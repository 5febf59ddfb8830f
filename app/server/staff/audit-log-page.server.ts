import { textsIn } from "~/i18n/catalogs.server";
import type { Locale } from "~/i18n/locale";
import type { Database } from "../platform/db.server";
import { actionName, presentAuditEntries } from "./audit-entries.server";
import {
  type AuditFilter,
  decodeCursor,
  encodeCursor,
  listStaffActions,
  loggedActions,
  loggedActors,
} from "../platform/audit.server";
import { userIdsMatching } from "./customers-search.server";

// What /staff/log shows for its query string: the filter as read (a malformed date is dropped and
// said so, never a 500), one page of entries, the filter's choices and the paging links, which
// carry the filter along.

/** Entries per page of the log. */
export const LOG_PAGE_SIZE = 50;

const filterNames = ["actor", "action", "customer", "from", "to"] as const;

function isDay(value: string): boolean {
  if (!/^\d{4}-\d\d-\d\d$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

export async function auditLogPage(
  db: Database,
  params: URLSearchParams,
  locale: Locale,
  pageSize = LOG_PAGE_SIZE,
) {
  const given = Object.fromEntries(
    filterNames.map((name) => [name, (params.get(name) ?? "").trim().slice(0, 200)]),
  ) as Record<(typeof filterNames)[number], string>;
  const badDate = [given.from, given.to].some((day) => day !== "" && !isDay(day));
  const from = isDay(given.from) ? given.from : "";
  const to = isDay(given.to) ? given.to : "";
  const filter: AuditFilter = {
    actor: given.actor || undefined,
    action: given.action || undefined,
    customerIds: given.customer ? await userIdsMatching(db, given.customer) : undefined,
    from: from || undefined,
    to: to || undefined,
  };
  const before = decodeCursor(params.get("before")) ?? undefined;
  const { entries, next } = await listStaffActions(db, { limit: pageSize, before, filter });

  const kept = new URLSearchParams();
  for (const name of filterNames) {
    const value = name === "from" ? from : name === "to" ? to : given[name];
    if (value) kept.set(name, value);
  }
  const href = (cursor: string | null) => {
    const query = new URLSearchParams(kept);
    if (cursor) query.set("before", cursor);
    return `?${query.toString()}`;
  };

  const texts = textsIn("staffAudit", locale);
  const actionKeys = [...new Set([...Object.keys(texts.actions), ...(await loggedActions(db))])];
  return {
    filter: { ...given, from, to },
    filtered: kept.size > 0,
    badDate,
    entries: await presentAuditEntries(db, entries, locale),
    actors: await loggedActors(db),
    actions: actionKeys
      .map((key) => ({ key, name: actionName(texts, key) }))
      .sort((a, b) => a.name.localeCompare(b.name, locale)),
    newestHref: before ? href(null) : null,
    olderHref: next ? href(encodeCursor(next)) : null,
  };
}
