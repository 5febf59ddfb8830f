import { and, eq, notExists, notLike, sql } from "drizzle-orm";
import type { DeadlineKind } from "~/content/licence-rules/plan-rules";
import { todayInSchoolTimeZone } from "~/content/schedule";
import type { Locale } from "~/i18n/locale";
import { hashIdentifier, newToken } from "../auth/token-hash.server";
import { DELETED_DOMAIN } from "../data-requests/customer-deletion.server";
import type { Database } from "../platform/db.server";
import { rule } from "../licence-check/rules.server";
import { log } from "../platform/log.server";
import { queueMail } from "../mail/outbox.server";
import type { Tx } from "../payments/purchase-recording.server";
import {
  conversionPlanReminderOptOuts,
  conversionPlanReminders,
  conversionPlans,
  users,
} from "../platform/schema.server";
import type { AppointmentKind } from "./appointment-form.server";
import { appointmentCalendarFile } from "./appointment-calendar.server";
import { planAppointments } from "./appointment-store.server";
import { planDeadlines } from "./plan-deadlines.server";
import { loadPlan } from "./plan-store.server";
import { appointmentReminderMail, deadlineReminderMail } from "./reminder-mails.server";
import { dueReminders, type ReminderSubject } from "./reminder-schedule.server";

// The plan's reminders, queued by a periodic job (scheduled-jobs keeps it to one instance at a
// time). Each plan is handled in one transaction that first locks its row: a plan deleted meanwhile
// (with its customer) is gone and gets nothing, reminders switched off are read after the lock,
// and each reminder is recorded under its unique key (plan, subject, day, days before) in the
// transaction that queues its mail, so two runs that race anyway send it once. A moved day is a
// new key: its reminders come again.

/** The plans that may get reminders: a living customer who did not switch them off. */
async function remindablePlans(db: Database): Promise<string[]> {
  const rows = await db
    .select({ userId: conversionPlans.userId })
    .from(conversionPlans)
    .innerJoin(users, eq(users.id, conversionPlans.userId))
    .where(
      and(
        notLike(users.email, `%@${DELETED_DOMAIN}`),
        notExists(
          sql`(select 1 from ${conversionPlanReminderOptOuts} where ${conversionPlanReminderOptOuts.userId} = ${conversionPlans.userId})`,
        ),
      ),
    );
  return rows.map((row) => row.userId);
}

/** The dated things of a plan that reminders are about: its deadlines and its appointments. */
async function datedOf(tx: Tx, userId: string, today: string) {
  const plan = await loadPlan(tx, userId);
  if (!plan) return null;
  const place = { country: plan.country, ...(plan.region ? { region: plan.region } : {}) };
  const deadlines = planDeadlines(
    { ...place, ruling: rule(place, plan.classCode ?? undefined), dates: plan.dates },
    today,
  ).flatMap((deadline) =>
    deadline.date ? [{ subject: `deadline:${deadline.kind}` as ReminderSubject, day: deadline.date }] : [],
  );
  const appointments = await planAppointments(tx, userId);
  return {
    appointments,
    dated: [
      ...deadlines,
      ...appointments.map((appointment) => ({
        subject: `appointment:${appointment.kind}` as ReminderSubject,
        day: appointment.day,
      })),
    ],
  };
}

async function remindPlan(
  db: Database,
  userId: string,
  { now, publicUrl }: { now: Date; publicUrl: string },
): Promise<number> {
  return db.transaction(async (tx) => {
    const [customer] = await tx
      .select({ email: users.email, name: users.name, locale: users.locale })
      .from(conversionPlans)
      .innerJoin(users, eq(users.id, conversionPlans.userId))
      .where(eq(conversionPlans.userId, userId))
      .for("update", { of: conversionPlans });
    if (!customer || customer.email.endsWith(`@${DELETED_DOMAIN}`)) return 0;
    const [off] = await tx
      .select({ userId: conversionPlanReminderOptOuts.userId })
      .from(conversionPlanReminderOptOuts)
      .where(eq(conversionPlanReminderOptOuts.userId, userId));
    if (off) return 0;
    const plan = await datedOf(tx, userId, todayInSchoolTimeZone(now));
    if (!plan) return 0;
    const locale: Locale = customer.locale ?? "en";
    let queued = 0;
    for (const due of dueReminders(plan.dated, now)) {
      const token = newToken();
      const [claimed] = await tx
        .insert(conversionPlanReminders)
        .values({
          userId,
          subject: due.subject,
          day: due.day,
          offsetDays: due.offsetDays,
          tokenHash: hashIdentifier(token),
          sentAt: now,
        })
        .onConflictDoNothing({
          target: [
            conversionPlanReminders.userId,
            conversionPlanReminders.subject,
            conversionPlanReminders.day,
            conversionPlanReminders.offsetDays,
          ],
        })
        .returning({ day: conversionPlanReminders.day });
      if (!claimed) continue;
      const recipient = { to: customer.email, name: customer.name, locale, publicUrl, token };
      const [area, kind] = due.subject.split(":") as ["deadline" | "appointment", string];
      const appointment = plan.appointments.find((one) => one.kind === kind);
      const mail =
        area === "appointment" && appointment
          ? appointmentReminderMail(
              recipient,
              { ...appointment, kind: kind as AppointmentKind },
              appointmentCalendarFile(userId, appointment, locale, now),
            )
          : deadlineReminderMail(recipient, { kind: kind as DeadlineKind, day: due.day });
      await queueMail(tx, mail, now);
      queued++;
    }
    return queued;
  });
}

/** Queues every plan reminder that is due; returns how many this run queued. */
export async function queueDuePlanReminders(
  db: Database,
  { now = new Date(), publicUrl }: { now?: Date; publicUrl: string },
): Promise<number> {
  let queued = 0;
  for (const userId of await remindablePlans(db)) {
    queued += await remindPlan(db, userId, { now, publicUrl });
  }
  if (queued) log.info({ queued }, "plan reminders queued");
  return queued;
}

/** The reminder a mail's opt-out link names, or null: its token, never the account's id. */
export async function planOfReminderToken(
  db: Pick<Database, "select">,
  token: string,
): Promise<string | null> {
  if (!token || token.length > 200) return null;
  const [row] = await db
    .select({ userId: conversionPlanReminders.userId })
    .from(conversionPlanReminders)
    .where(eq(conversionPlanReminders.tokenHash, hashIdentifier(token)));
  return row?.userId ?? null;
}
