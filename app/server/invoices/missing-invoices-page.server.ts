import { localeFromPath, localizePath } from "~/i18n/locale";
import type { Database } from "../db.server";
import { readForm } from "../form.server";
import { countMissingInvoices, issueAllMissingInvoices } from "./missing-invoices.server";

// The export page's part about paid purchases without an invoice: how many there are, whether this
// staff member may issue them, and what the last "issue them" did (from the redirect's URL).

export interface MissingInvoicesPart {
  count: number;
  canIssue: boolean;
  /** After the action: how many were issued and how many still have none. */
  done: { issued: number; remaining: number } | null;
}

const countParameter = (url: URL, name: string) => {
  const value = url.searchParams.get(name);
  return value !== null && /^\d{1,6}$/.test(value) ? Number(value) : null;
};

export async function missingInvoicesPart(
  db: Database,
  url: URL,
  canIssue: boolean,
): Promise<MissingInvoicesPart> {
  const issued = countParameter(url, "issued");
  const remaining = countParameter(url, "remaining");
  return {
    count: await countMissingInvoices(db),
    canIssue,
    done: issued === null || remaining === null ? null : { issued, remaining },
  };
}

/** Issues the missing invoices (one batch) and answers where to go: the page with the outcome. */
export async function missingInvoicesAction(
  db: Database,
  staffUserId: string,
  request: Request,
): Promise<string> {
  const path = localizePath("/staff/exports", localeFromPath(new URL(request.url).pathname));
  const form = await readForm(request);
  if (form?.get("intent") !== "issue-missing-invoices") return path;
  const { issued, remaining } = await issueAllMissingInvoices(db, staffUserId);
  return `${path}?${new URLSearchParams({ issued: String(issued.length), remaining: String(remaining) })}`;
}
