import { forgetEmailChange } from "../customers/email-change.server";
import { and, eq, gt, inArray, isNull, or, sql } from "drizzle-orm";
import type { Database } from "../platform/db.server";
import { formKeyFor, oncePerKey } from "../platform/form-submissions.server";
import {
  accounts,
  courseAccess,
  conversionPlanAppointments,
  conversionCaseSteps,
  conversionCases,
  conversionPlanDocuments,
  conversionPlanReminderOptOuts,
  conversionPlanReminders,
  conversionPlans,
  courseAccessExtensions,
  customerNotes,
  deletionRequests,
  exams,
  firstAidWaitlist,
  lessonProgress,
  lessonReadiness,
  lessonReminders,
  lessons,
  mailOutbox,
  purchases,
  reviewCards,
  reviewInvitations,
  reviewOptOuts,
  reviews,
  reviewGrades,
  sessions,
  twoFactors,
  users,
  verifications,
} from "../platform/schema.server";
import { recordStaffAction } from "../platform/audit.server";
import { env } from "../platform/env.server";
import { accountDeletedMail } from "../mail/account-deleted-mail.server";
import { queueMail } from "../mail/outbox.server";
import { businessLetterKinds, letterKeptUntil } from "../mail/business-letters.server";
import { revokeCachedSessions } from "../auth/session-revocations.server";
import { endSeatsOfDeletedCustomer } from "./deletion-seats.server";

// Deleting a customer's data (Art. 17 GDPR) as far as the law lets us. Gone: name, e-mail
// address, password, sessions, course progress and access, review state and grades, places on
// first-aid waiting lists, the staff's notes about them, the mails to them or naming them that are
// no business letters. Kept, because § 147 AO and § 14b UStG require it (Art. 17 (3) b): the
// purchases and invoices behind the account (8 years for invoices and booking records, 10 for the
// books); the first-aid bookings that belong to them; the sent business letters (6 years, processing
// restricted); the audit log, which records the deletion itself. The user row stays as an anonymous stub: the kept
// purchases point to it. One transaction with its audit row.

/** The domain of an anonymised address: reserved (RFC 2606), so nothing is ever sent there. */
export const DELETED_DOMAIN = "deleted.invalid";

export function deletedAddress(userId: string): string {
  return `deleted-${userId}@${DELETED_DOMAIN}`;
}

export function isDeletedAddress(email: string): boolean {
  return email.endsWith(`@${DELETED_DOMAIN}`);
}

/** What a deletion did, as the finished request page says it (also the audit row's `after`). */
export interface DeletionDone {
  keptPurchases: number;
  /** Seats on coming first-aid dates ended, and how many of them went to the waiting list. */
  endedSeats: number;
  offeredSeats: number;
  /** The last mail to the old address was queued. */
  lastMail: boolean;
}

export type DeletionOutcome =
  ({ outcome: "deleted" } & DeletionDone) | { outcome: "not-found" | "staff" | "already-deleted" };

export async function deleteCustomerData(
  db: Database,
  { actor, userId, now = new Date() }: { actor: string; userId: string; now?: Date },
): Promise<DeletionOutcome> {
  const result = await db.transaction(async (tx): Promise<DeletionOutcome> => {
    const [user] = await tx.select().from(users).where(eq(users.id, userId)).for("update");
    if (!user) return { outcome: "not-found" };
    // A colleague is removed from the team first (the team page); their staff actions stay theirs.
    if (user.role === "staff") return { outcome: "staff" };
    if (isDeletedAddress(user.email)) return { outcome: "already-deleted" };
    const email = user.email;
    const anonymous = deletedAddress(userId);

    await tx.delete(sessions).where(eq(sessions.userId, userId));
    await tx.delete(accounts).where(eq(accounts.userId, userId));
    await tx.delete(twoFactors).where(eq(twoFactors.userId, userId));
    await tx.delete(verifications).where(eq(verifications.value, userId));
    await forgetEmailChange(tx, userId);
    const progress = await tx.delete(lessonProgress).where(eq(lessonProgress.userId, userId)).returning();
    const cards = await tx.delete(reviewCards).where(eq(reviewCards.userId, userId)).returning();
    const grades = await tx.delete(reviewGrades).where(eq(reviewGrades.userId, userId)).returning();
    // The staff's notes about them: free text about a person, which no law asks to keep.
    const notes = await tx.delete(customerNotes).where(eq(customerNotes.customerUserId, userId)).returning();
    // Their conversion plan: their own notes of dates, which no law asks to keep.
    await tx.delete(conversionPlanDocuments).where(eq(conversionPlanDocuments.userId, userId));
    await tx.delete(conversionPlanAppointments).where(eq(conversionPlanAppointments.userId, userId));
    await tx.delete(conversionPlanReminders).where(eq(conversionPlanReminders.userId, userId));
    await tx.delete(conversionPlanReminderOptOuts).where(eq(conversionPlanReminderOptOuts.userId, userId));
    await tx.delete(conversionPlans).where(eq(conversionPlans.userId, userId));
    // The assistance's case and the office's notes on it: the kept purchase records the booking.
    await tx.delete(conversionCaseSteps).where(eq(conversionCaseSteps.userId, userId));
    await tx.delete(conversionCases).where(eq(conversionCases.userId, userId));
    await tx.delete(courseAccessExtensions).where(eq(courseAccessExtensions.userId, userId));
    await tx.delete(courseAccess).where(eq(courseAccess.userId, userId));
    // Reviews stay published without their author (privacy policy): the name shown and the link to
    // the account go; the rating and text, tied to the kept purchase, stay anonymous. Invitations
    // and "do not invite me" go (a deleted account is never invited again: its address is gone).
    await tx.update(reviews).set({ authorName: null, userId: null }).where(eq(reviews.userId, userId));
    await tx.delete(reviewInvitations).where(eq(reviewInvitations.userId, userId));
    await tx.delete(reviewOptOuts).where(eq(reviewOptOuts.userId, userId));
    // Places on waiting lists go by address: no record the law asks for.
    await tx.delete(firstAidWaitlist).where(eq(firstAidWaitlist.email, email));
    // After their own waiting-list places are gone: a freed seat is never offered back to them.
    const seats = await endSeatsOfDeletedCustomer(tx, userId, now);
    // Driving lessons: the coming ones are cancelled (their slots free again); the driven ones stay
    // as the training record the law asks the school to keep (personal-data-exceptions), under the
    // anonymous account stub. Exams, the test readiness and the reminders go.
    await tx
      .update(lessons)
      .set({ state: "cancelled", cancelledAt: now, cancelledBy: "customer", updatedAt: now })
      .where(and(eq(lessons.customerId, userId), eq(lessons.state, "booked"), gt(lessons.startsAt, now)));
    await tx.delete(exams).where(eq(exams.customerId, userId));
    await tx.delete(lessonReadiness).where(eq(lessonReadiness.customerId, userId));
    await tx.delete(lessonReminders).where(eq(lessonReminders.customerId, userId));

    // Mails to them, and notices to the school that name them. Sent business letters stay as they
    // were sent, processing restricted, until six years after the year they went out (§ 147 (1)
    // Nr. 2, 3 and (3) AO; Art. 17 (3)(b), Art. 18 GDPR; mail/business-letters.server.ts); every
    // other mail goes, and one not sent yet never will be. Letters kept by an earlier deletion of
    // the same address are already restricted and stay as they are.
    const mentions = sql`strpos(lower(${mailOutbox.text}), ${email}) > 0`;
    const mails = await tx
      .select({
        id: mailOutbox.id,
        to: mailOutbox.to,
        kind: mailOutbox.kind,
        status: mailOutbox.status,
        sentAt: mailOutbox.sentAt,
      })
      .from(mailOutbox)
      .where(and(or(eq(mailOutbox.to, email), mentions), isNull(mailOutbox.restrictedAt)))
      .for("update");
    const letters = mails.filter(
      (mail) => mail.to === email && mail.status === "sent" && businessLetterKinds.includes(mail.kind),
    );
    for (const mail of letters) {
      await tx
        .update(mailOutbox)
        .set({ restrictedAt: now, keptUntil: letterKeptUntil(mail.sentAt ?? now) })
        .where(eq(mailOutbox.id, mail.id));
    }
    const kept = new Set(letters.map((mail) => mail.id));
    const gone = mails.filter((mail) => !kept.has(mail.id)).map((mail) => mail.id);
    if (gone.length) await tx.delete(mailOutbox).where(inArray(mailOutbox.id, gone));
    // Art. 12 (3) GDPR: the person hears what was done, at the address that is about to go. Queued
    // after the cancellation above, so it is the one mail still to be sent to them.
    await queueMail(
      tx,
      accountDeletedMail({
        to: email,
        locale: user.locale,
        name: user.name,
        publicUrl: env().PUBLIC_URL,
        deletedAt: now,
        endedSeats: seats.seats,
      }),
      now,
    );

    await tx
      .update(users)
      .set({
        name: "",
        email: anonymous,
        phone: null,
        dateOfBirth: null,
        emailVerified: false,
        image: null,
        twoFactorEnabled: false,
        updatedAt: now,
      })
      .where(eq(users.id, userId));
    await tx
      .update(deletionRequests)
      .set({ status: "done", doneAt: now, doneBy: actor })
      .where(and(eq(deletionRequests.userId, userId), eq(deletionRequests.status, "open")));
    const keptPurchases = await tx
      .select({ id: purchases.id })
      .from(purchases)
      .where(eq(purchases.userId, userId));
    const done: DeletionDone = {
      keptPurchases: keptPurchases.length,
      endedSeats: seats.seats,
      offeredSeats: seats.offered,
      lastMail: true,
    };
    // No address or name in the log: it is kept, and must not keep what was just deleted.
    await recordStaffAction(tx, {
      actor,
      action: "customer.delete-data",
      subjectType: "user",
      subjectId: userId,
      customerUserId: userId,
      before: {
        lessons: progress.length,
        reviewCards: cards.length,
        reviewGrades: grades.length,
        mails: mails.length,
        lettersKept: letters.length,
        notes: notes.length,
      },
      after: done,
      at: now,
    });
    return { outcome: "deleted", ...done };
  });
  // This process trusts no cached session cookie of theirs from now on (decision 046).
  if (result.outcome === "deleted") revokeCachedSessions(userId, now);
  return result;
}

/**
 * The deletion form once per page key (see pageFormKey): sent again (Back, a double click), the
 * answer is the first's with `again`, not "already deleted" as if someone else had done it. The
 * finished page reads what was done from the deletion's audit row (`deletionDoneOf`).
 */
export async function deleteCustomerDataOnce(
  db: Database,
  { actor, userId, form }: { actor: string; userId: string; form: FormData | null },
): Promise<DeletionOutcome | { outcome: "deleted"; again: true }> {
  const once = await oncePerKey(
    db,
    { form: "data-deletion", key: formKeyFor(form, userId), staffUserId: actor },
    (tx) => deleteCustomerData(tx, { actor, userId }),
    (result) =>
      result.outcome === "deleted"
        ? { outcome: `deleted:${result.keptPurchases}`, path: `/staff/data-requests/${userId}` }
        : null,
  );
  if ("again" in once) return { outcome: "deleted", again: true };
  return once.result;
}
