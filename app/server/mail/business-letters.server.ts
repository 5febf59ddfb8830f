import { schoolMoment, todayInSchoolTimeZone } from "~/content/schedule";
import type { MailMessage } from "./mail-builders.server";

// Which sent mails are business letters. § 147 (1) Nr. 2 and 3 AO (and § 257 (1) HGB) oblige the
// school to keep the business letters it received and the copies of those it sent, six years
// (§ 147 (3) AO). A business letter prepares, concludes, carries out or reverses a contract. When a
// customer's data is deleted, such a copy stays, its processing restricted (Art. 17 (3)(b) and
// Art. 18 GDPR: erasure gives way to a legal duty to keep); every other mail goes. § 257 (2) HGB
// counts all correspondence about a deal, so a reminder to pay, a changed or cancelled booked date
// and the answer to a refund claim are letters too; a sign-in link or a course reminder is none.

/** Kept for six years after a deletion, or deleted with the rest of the customer's data, and why. */
export type MailKeeping = { keep: true; why: string } | { keep: false; why: string };

const letter = (why: string): MailKeeping => ({ keep: true, why });
const notLetter = (why: string): MailKeeping => ({ keep: false, why });

/** Every kind of mail the site sends: a new kind does not compile until it is placed here. */
export const mailKeeping: Record<MailMessage["kind"], MailKeeping> = {
  "set-password": letter("the purchase confirmation with its terms and withdrawal form (§ 312f BGB)"),
  "account-updated": letter("the purchase confirmation with its terms and withdrawal form (§ 312f BGB)"),
  invoice: letter("carries the invoice (§ 14 UStG)"),
  refund: letter("confirms the refund and carries the credit note: the contract reversed"),
  "password-reset": notLetter("a sign-in link, no contract in it"),
  "sign-in-link": notLetter("a sign-in link, no contract in it"),
  "email-change": notLetter("a link confirming an address, no contract in it"),
  "staff-invite": notLetter("an invitation to the staff area, no customer contract"),
  "account-deleted": notLetter("tells of the deletion; its own address and body go once it is sent"),
  // A reminder to pay (Zahlungserinnerung, Mahnung) demands the contract's performance: a letter.
  "payment-reminder": letter("asks for the payment the contract owes (a reminder to pay)"),
  "booking-changed": letter("confirms the customer's change of the booked date: the contract changed"),
  "refund-request-closed": letter("answers a claim under the contract (a refund requested)"),
  "waitlist-confirm": notLetter("a waiting-list mail: no contract came of it"),
  "waitlist-already": notLetter("a waiting-list mail: no contract came of it"),
  "waitlist-held": notLetter("a waiting-list mail: no contract came of it"),
  "waitlist-date-cancelled": notLetter("a waiting-list mail: no contract came of it"),
  "course-reminder": notLetter("a reminder of a course day, course progress"),
  "booking-moved": letter("the school changes the booked date and offers a new date or a refund"),
  "date-cancelled": letter("the school cancels the booked date and offers a new date or a refund"),
  "review-invitation": notLetter("an invitation to review a finished service, no contract in it"),
  "review-reminder": notLetter("an invitation to review a finished service, no contract in it"),
  "review-withheld": notLetter("about a review on the site, no contract in it"),
  "plan-reminder": notLetter("a reminder of the customer's own plan, no contract in it"),
  "appointment-reminder": notLetter("a reminder of the customer's own plan, no contract in it"),
  "case-step": notLetter("tells how the booked assistance progresses, course progress"),
  "course-date-message": notLetter("a message to a course day's attendees, course progress"),
  "school-purchase": notLetter("a notice to the school's own inbox, no letter to anyone"),
  "school-overbooked": notLetter("a notice to the school's own inbox, no letter to anyone"),
  "school-mail-failed": notLetter("a notice to the school's own inbox, no letter to anyone"),
  "school-deletion-request": notLetter("a notice to the school's own inbox, no letter to anyone"),
  "school-booking-changed": notLetter("a notice to the school's own inbox, no letter to anyone"),
  "school-refund-requested": notLetter("a notice to the school's own inbox, no letter to anyone"),
  "school-booking-cancelled": notLetter("a notice to the school's own inbox, no letter to anyone"),
  "exam-recorded": letter(
    "the exam the contract includes, booked for the customer on a date: carries it out",
  ),
  "exam-moved": letter("the school changes the booked exam's date: the contract's performance changed"),
  "exam-cancelled": letter("the school cancels the booked exam's date: the contract's performance changed"),
  "exam-result": notLetter("tells the exam's result and offers a repetition to buy, training progress"),
  "exam-reminder": notLetter("a reminder of a booked exam, like a course reminder"),
  "lesson-reminder": notLetter("a reminder of a booked lesson, like a course reminder"),
  "lesson-payment-reminder": letter("asks for the payment the booked lesson owes (a reminder to pay)"),
  "lesson-booked": letter("confirms a booked driving lesson and how it is paid: the contract carried out"),
  "lesson-moved": letter("a booked driving lesson's new time: the contract changed"),
  "lesson-cancelledByCustomer": letter("a driving lesson cancelled, free or charged: the contract changed"),
  "lesson-cancelledBySchool": letter("the school cancels a booked driving lesson and offers other times"),
  "lesson-waived": letter("the school waives a late cancellation's charge: the contract changed"),
};

/** The kinds whose sent copies are business letters. */
export const businessLetterKinds = Object.entries(mailKeeping)
  .filter(([, keeping]) => keeping.keep)
  .map(([kind]) => kind);

/** Years a sent business letter is kept (§ 147 (3) AO). */
export const LETTER_YEARS = 6;

/**
 * When a letter sent at `sentAt` may go: § 147 (4) AO starts the period at the end of the calendar
 * year it was sent in (the school's calendar), so six years later, at the start of the next year.
 */
export function letterKeptUntil(sentAt: Date): Date {
  const year = Number(todayInSchoolTimeZone(sentAt).slice(0, 4));
  return schoolMoment(`${year + LETTER_YEARS + 1}-01-01`, "00:00");
}
