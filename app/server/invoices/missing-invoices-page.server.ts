import { localeFromPath, localizePath } from "~/i18n/locale";
import type { Database } from "../platform/db.server";
import { readForm, formText } from "../platform/form.server";
import {
  formKeyFor,
  type PreviousSubmission,
  previousSubmission,
  rememberSubmission,
  submittedBefore,
  withFreshKey,
} from "../platform/form-submissions.server";
import {
  countMissingInvoices,
  countWaitingForAddress,
  issueAllMissingInvoices,
} from "./missing-invoices.server";

// The export page's part about paid purchases without an invoice: how many there are, whether this
// staff member may issue them, and what the last "issue them" did (from the redirect's URL).

export interface MissingInvoicesPart {
  count: number;
  /** Of `count`, those over €250 waiting for the customer's address: no batch issues them. */
  waitingForAddress: number;
  canIssue: boolean;
  /** After the action: how many were issued and how many still have none. */
  done: { issued: number; remaining: number } | null;
  /** The page was reached by sending the same form again: `done` is what the first one did. */
  again: boolean;
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
    waitingForAddress: await countWaitingForAddress(db),
    canIssue,
    done: issued === null || remaining === null ? null : { issued, remaining },
    again: url.searchParams.get("again") === "1",
  };
}

const FORM = "issue-missing-invoices" as const;

/**
 * Issues the missing invoices (one batch) and answers where to go: the page with the outcome. The
 * same form sent again (Back, a double click) is answered with what the first one did. The batch
 * is not one transaction with the form key (each invoice keeps its own short one, so a batch never
 * holds the number series for long); a twin racing past the first check issues nothing twice, as
 * each invoice is issued under the purchase's row lock, and then finds the first one remembered.
 */
export async function missingInvoicesAction(
  db: Database,
  staffUserId: string,
  request: Request,
): Promise<string> {
  const path = localizePath("/staff/exports", localeFromPath(new URL(request.url).pathname));
  const form = await readForm(request);
  if (formText(form, "intent") !== FORM) return withFreshKey(path);
  const key = formKeyFor(form, FORM);
  const shown = (outcome: string, again: boolean) => {
    const [issued = "0", remaining = "0"] = outcome.split(":");
    return withFreshKey(path, { issued, remaining, ...(again ? { again: "1" } : {}) });
  };
  const sentBefore = key ? await submittedBefore(db, FORM, key) : null;
  if (sentBefore) return shown(sentBefore.outcome, true);
  const { issued, remaining } = await issueAllMissingInvoices(db, staffUserId);
  const outcome = `${issued.length}:${remaining}`;
  if (key) {
    const twin = await db.transaction(async (tx): Promise<PreviousSubmission | null> => {
      const first = await previousSubmission(tx, FORM, key);
      if (!first)
        await rememberSubmission(tx, { form: FORM, key, staffUserId, outcome, path: "/staff/exports" });
      return first;
    });
    if (twin) return shown(twin.outcome, true);
  }
  return shown(outcome, false);
}
