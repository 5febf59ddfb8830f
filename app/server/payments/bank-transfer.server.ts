import type { IsoDate } from "~/content/schedule";
import { site } from "~/content/site";
import type { AwaitedTransfer } from "../mail/mail-builders.server";
import { addDays } from "../licence-check/deadlines.server";

// A purchase the office records before its bank transfer arrives: the invoice goes out at once with
// the school's account and a due day; some days after that day one reminder goes out. The numbers
// are the site config's (site.bankTransfer); docs/decisions/048-bank-transfers-awaiting-payment.md.

/** The day an awaited transfer is due: the configured number of days after the purchase day. */
export function paymentDueOn(recordedOn: IsoDate, days = site.bankTransfer.paymentDays): IsoDate {
  return addDays(recordedOn, days);
}

/** The first day the reminder of a transfer due on `dueOn` may go out. */
export function paymentReminderOn(dueOn: IsoDate, days = site.bankTransfer.reminderDaysAfterDue): IsoDate {
  return addDays(dueOn, days);
}

/** What the customer needs to pay: the school's account, the due day and the reference to quote. */
export function awaitedTransfer(dueOn: IsoDate, reference: string): AwaitedTransfer {
  const { accountHolder, iban, bic } = site.bankTransfer;
  return { dueOn, reference, accountHolder, iban, bic };
}
