import { and, eq, inArray, lt, or, sql } from "drizzle-orm";
import { SESSION_ABSOLUTE_DAYS } from "./auth/current-user.server";
import type { Database } from "./platform/db.server";
import { env } from "./platform/env.server";
import { queueDueInvitations, queueDueReviewReminders } from "./customer-reviews/invitations.server";
import { queueDuePlanReminders } from "./conversion-plan/plan-reminders.server";
import { queueDueReminders } from "./first-aid/course-reminders.server";
import { queueDueLessonReminders } from "./lessons/lesson-reminders.server";
import { forgetEndedTrainingRecords } from "./lessons/training-record-retention.server";
import { paymentsConfig } from "./platform/payments-config.server";
import { queueDuePaymentReminders } from "./payments/payment-reminders.server";
import { fillFirstAidDates } from "./first-aid/date-fill.server";
import { removeSpentWaitlistEntries } from "./first-aid/waitlist-retention.server";
import { log } from "./platform/log.server";
import { removeExpiredLetters } from "./mail/kept-letters.server";
import { kickMailWorker } from "./mail/mail-worker.server";
import { runOnceAcrossInstances } from "./platform/scheduled-jobs.server";
import { rateLimits, sessions, users, verifications } from "./platform/schema.server";
import { STAFF_IDLE_HOURS } from "./auth/staff-session.server";

/**
 * Removes what can no longer be used: ended sessions (7 days unused, 30 days after login, a staff
 * session 12 hours idle: the login check refuses such a session, and this deletes it, with its IP
 * address and user agent, even if it is never presented again), expired links, old throttle
 * windows, spent waiting-list entries, business letters of deleted customers past their period, and
 * the notes of driving trainings that ended more than five full years ago (§ 31 (3) FahrlG).
 */
export async function removeExpired(db: Database, now = new Date()): Promise<void> {
  const staffIdleSince = new Date(now.getTime() - STAFF_IDLE_HOURS * 3600 * 1000);
  await db
    .delete(sessions)
    .where(
      or(
        lt(sessions.expiresAt, now),
        lt(sessions.createdAt, new Date(now.getTime() - SESSION_ABSOLUTE_DAYS * 24 * 3600 * 1000)),
        and(
          sql`coalesce(${sessions.lastActiveAt}, ${sessions.createdAt}) < ${staffIdleSince.toISOString()}::timestamptz`,
          inArray(sessions.userId, db.select({ id: users.id }).from(users).where(eq(users.role, "staff"))),
        ),
      ),
    );
  await db.delete(verifications).where(lt(verifications.expiresAt, now));
  await db.delete(rateLimits).where(lt(rateLimits.windowStart, new Date(now.getTime() - 24 * 3600 * 1000)));
  await removeSpentWaitlistEntries(db, { now });
  await removeExpiredLetters(db, now);
  await removeExpiredAuditEntries(db);
  await forgetEndedTrainingRecords(db, now);
}

/**
 * Staff audit entries past their retention period (Art. 5 (1)(e) GDPR: kept no longer than their
 * purpose needs; site.auditLogYears, decision 049). The app's role may not delete from the log, so
 * it asks the database function that runs with the owning migration role's rights and removes only
 * entries older than the period the database itself holds; the period is counted on the database's
 * clock, the one the entries were stamped with.
 */
export async function removeExpiredAuditEntries(db: Database): Promise<void> {
  await db.execute(sql`select staff_audit_log_remove_expired()`);
}

const HOUR_MS = 60 * 60 * 1000;
/** How often an instance asks whether housekeeping is due: a period is missed by at most this. */
const ASK_EVERY_MS = 5 * 60 * 1000;

/**
 * Hourly, on one instance of all that share the database: removes what expired, and keeps the
 * first-aid dates filled a year ahead (the reads fill too, so a page is right before this runs).
 */
export function startHousekeeping(db: Database): () => void {
  const ask = () => {
    void runOnceAcrossInstances(
      db,
      "housekeeping",
      { periodMs: HOUR_MS, leaseMs: 10 * 60 * 1000 },
      async () => {
        await removeExpired(db).catch((error) => log.error({ error: String(error) }, "housekeeping failed"));
        await fillFirstAidDates(db).catch((error) =>
          log.error({ error: String(error) }, "first-aid date fill failed"),
        );
      },
    ).catch((error) => log.error({ error: String(error) }, "housekeeping claim failed"));
    // Course reminders: every 15 minutes, so one is out soon after its moment (the claim
    // and the reminder's unique key keep it to one mail however many instances ask).
    void runOnceAcrossInstances(
      db,
      "course-reminders",
      { periodMs: 15 * 60 * 1000, leaseMs: 10 * 60 * 1000 },
      () =>
        queueDueReminders(db, { publicUrl: env().PUBLIC_URL }).then(async (queued) => {
          // The one reminder of an awaited bank transfer past its day rides along (its own claim
          // per purchase keeps it to one mail).
          const reminded = await queueDuePaymentReminders(db, { publicUrl: env().PUBLIC_URL });
          if (queued + reminded > 0) void kickMailWorker(db);
        }),
    ).catch((error) => log.error({ error: String(error) }, "course reminders failed"));
    // Review invitations and their one reminder: hourly (each mail's own claim keeps it to one).
    void runOnceAcrossInstances(
      db,
      "review-invitations",
      { periodMs: HOUR_MS, leaseMs: 10 * 60 * 1000 },
      async () => {
        const publicUrl = env().PUBLIC_URL;
        const queued =
          (await queueDueInvitations(db, { publicUrl })) + (await queueDueReviewReminders(db, { publicUrl }));
        if (queued > 0) void kickMailWorker(db);
      },
    ).catch((error) => log.error({ error: String(error) }, "review invitations failed"));
    // Conversion plans' reminders before deadlines and appointments: hourly (each reminder's
    // unique key keeps it to one mail).
    void runOnceAcrossInstances(
      db,
      "plan-reminders",
      { periodMs: HOUR_MS, leaseMs: 10 * 60 * 1000 },
      async () => {
        if ((await queueDuePlanReminders(db, { publicUrl: env().PUBLIC_URL })) > 0) void kickMailWorker(db);
      },
    ).catch((error) => log.error({ error: String(error) }, "plan reminders failed"));
    // Lesson, exam and unpaid-lesson reminders: every 15 minutes, so a reminder a day ahead is out
    // within a quarter of an hour of its moment (each reminder's unique key keeps it to one mail).
    void runOnceAcrossInstances(
      db,
      "lesson-reminders",
      { periodMs: 15 * 60 * 1000, leaseMs: 10 * 60 * 1000 },
      async () => {
        const queued = await queueDueLessonReminders(db, {
          publicUrl: env().PUBLIC_URL,
          simulated: paymentsConfig().simulated,
        });
        if (queued > 0) void kickMailWorker(db);
      },
    ).catch((error) => log.error({ error: String(error) }, "lesson reminders failed"));
  };
  ask();
  const timer = setInterval(ask, ASK_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
