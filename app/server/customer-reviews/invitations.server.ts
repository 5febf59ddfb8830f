import { and, desc, eq, isNull, lte, notExists, notLike, or, sql } from "drizzle-orm";
import { site } from "~/content/site";
import type { Locale } from "~/i18n/locale";
import { hashIdentifier, newToken } from "../auth/token-hash.server";
import { DELETED_DOMAIN } from "../data-requests/customer-deletion.server";
import type { Database } from "../platform/db.server";
import { log } from "../platform/log.server";
import { queueMail } from "../mail/outbox.server";
import { reviewInvitations, reviewOptOuts, users } from "../platform/schema.server";
import { servicesToInvite } from "./finished-services.server";
import { reviewInvitationMail, reviewLink } from "./review-mails.server";

// One invitation per finished service, and at most one reminder: the job runs on one instance at a
// time (scheduled-jobs), and each mail is queued in the transaction that records it under a unique
// key (the purchase for the invitation, the still-empty reminder for the reminder), so two runs
// that race anyway send each mail once.

/** Invites every customer with a finished service not yet invited; returns how many. */
export async function queueDueInvitations(
  db: Database,
  { now = new Date(), publicUrl }: { now?: Date; publicUrl: string },
): Promise<number> {
  let queued = 0;
  for (const finished of await servicesToInvite(db, now)) {
    const token = newToken();
    const sent = await db.transaction(async (tx) => {
      const [claimed] = await tx
        .insert(reviewInvitations)
        .values({
          checkoutSessionId: finished.checkoutSessionId,
          userId: finished.userId,
          service: finished.service,
          finishedOn: finished.finishedOn,
          tokenHash: hashIdentifier(token),
          invitedAt: now,
        })
        .onConflictDoNothing()
        .returning({ id: reviewInvitations.id });
      if (!claimed) return false;
      await queueMail(
        tx,
        reviewInvitationMail({
          to: finished.email,
          name: finished.name,
          locale: finished.locale,
          service: finished.service,
          finishedOn: finished.finishedOn,
          link: reviewLink(publicUrl, finished.locale, token),
        }),
        now,
      );
      return true;
    });
    if (sent) queued++;
  }
  if (queued) log.info({ queued }, "review invitations queued");
  return queued;
}

/** Sends the one reminder of invitations left unused for site.reviewInvitations.reminderAfterDays. */
export async function queueDueReviewReminders(
  db: Database,
  { now = new Date(), publicUrl }: { now?: Date; publicUrl: string },
): Promise<number> {
  const before = new Date(now.getTime() - site.reviewInvitations.reminderAfterDays * 24 * 3600 * 1000);
  const due = await db
    .select({ id: reviewInvitations.id })
    .from(reviewInvitations)
    .innerJoin(users, eq(users.id, reviewInvitations.userId))
    .where(
      and(
        isNull(reviewInvitations.remindedAt),
        isNull(reviewInvitations.usedAt),
        lte(reviewInvitations.invitedAt, before),
        notLike(users.email, `%@${DELETED_DOMAIN}`),
        notExists(sql`(select 1 from ${reviewOptOuts} where ${reviewOptOuts.userId} = ${users.id})`),
      ),
    );
  let queued = 0;
  for (const { id } of due) {
    const token = newToken();
    const sent = await db.transaction(async (tx) => {
      // The claim: only the run that sets the empty reminder sends it.
      const [claimed] = await tx
        .update(reviewInvitations)
        .set({ remindedAt: now, reminderTokenHash: hashIdentifier(token) })
        .where(
          and(
            eq(reviewInvitations.id, id),
            isNull(reviewInvitations.remindedAt),
            isNull(reviewInvitations.usedAt),
          ),
        )
        .returning();
      if (!claimed) return false;
      const [customer] = await tx
        .select({ email: users.email, name: users.name, locale: users.locale })
        .from(users)
        .where(eq(users.id, claimed.userId));
      if (!customer) return false;
      const locale: Locale = customer.locale ?? "en";
      await queueMail(
        tx,
        reviewInvitationMail(
          {
            to: customer.email,
            name: customer.name,
            locale,
            service: claimed.service,
            finishedOn: claimed.finishedOn,
            link: reviewLink(publicUrl, locale, token),
          },
          true,
        ),
        now,
      );
      return true;
    });
    if (sent) queued++;
  }
  if (queued) log.info({ queued }, "review reminders queued");
  return queued;
}

/** The invitation a link's token opens (the invitation's or the reminder's), or null. */
export async function invitationByToken(db: Database, token: string) {
  if (!token || token.length > 200) return null;
  const hash = hashIdentifier(token);
  const [row] = await db
    .select({
      invitation: reviewInvitations,
      name: users.name,
      email: users.email,
      locale: users.locale,
    })
    .from(reviewInvitations)
    .innerJoin(users, eq(users.id, reviewInvitations.userId))
    .where(or(eq(reviewInvitations.tokenHash, hash), eq(reviewInvitations.reminderTokenHash, hash)));
  return row ?? null;
}

/** "Do not invite me again", from the invitation's page or the mail program's one-click unsubscribe. */
export async function optOutOfReviews(db: Database, userId: string): Promise<void> {
  await db.insert(reviewOptOuts).values({ userId }).onConflictDoNothing();
}

/** Every invitation, newest first, for the office: who was invited, reminded, and wrote. */
export async function invitationList(db: Database, limit = 200) {
  return db
    .select({
      id: reviewInvitations.id,
      userId: reviewInvitations.userId,
      email: users.email,
      service: reviewInvitations.service,
      finishedOn: reviewInvitations.finishedOn,
      invitedAt: reviewInvitations.invitedAt,
      remindedAt: reviewInvitations.remindedAt,
      usedAt: reviewInvitations.usedAt,
    })
    .from(reviewInvitations)
    .innerJoin(users, eq(users.id, reviewInvitations.userId))
    .orderBy(desc(reviewInvitations.invitedAt))
    .limit(limit);
}
