import { and, asc, eq, sql } from "drizzle-orm";
import type { IsoDate } from "~/content/schedule";
import type { Database } from "../platform/db.server";
import type { Tx } from "../payments/purchase-recording.server";
import { conversionPlanAppointments, conversionPlanReminderOptOuts, conversionPlans } from "../platform/schema.server";
import { type AppointmentInput, type AppointmentKind, isAppointmentKind } from "./appointment-form.server";

// A plan's appointments, one of each kind, and whether its reminders are switched off. A changed
// day or time counts the entry's SEQUENCE up, so the calendar file sent or downloaded next replaces
// the entry a calendar already holds (RFC 5545 §3.8.7.4).

type Reader = Pick<Database, "select"> | Tx;

export interface StoredAppointment {
  kind: AppointmentKind;
  day: IsoDate;
  /** "09:30", or null for a day without a time. */
  time: string | null;
  note: string | null;
  sequence: number;
}

function stored(row: typeof conversionPlanAppointments.$inferSelect): StoredAppointment | null {
  if (!isAppointmentKind(row.kind)) return null;
  return {
    kind: row.kind,
    day: row.day,
    time: row.startsAt ? row.startsAt.slice(0, 5) : null,
    note: row.note,
    sequence: row.sequence,
  };
}

export async function planAppointments(db: Reader, userId: string): Promise<StoredAppointment[]> {
  const rows = await db
    .select()
    .from(conversionPlanAppointments)
    .where(eq(conversionPlanAppointments.userId, userId))
    .orderBy(asc(conversionPlanAppointments.day), asc(conversionPlanAppointments.kind));
  return rows.flatMap((row) => stored(row) ?? []);
}

export async function planAppointment(
  db: Reader,
  userId: string,
  kind: AppointmentKind,
): Promise<StoredAppointment | null> {
  const [row] = await db
    .select()
    .from(conversionPlanAppointments)
    .where(and(eq(conversionPlanAppointments.userId, userId), eq(conversionPlanAppointments.kind, kind)));
  return row ? stored(row) : null;
}

/** Adds or changes the plan's appointment of its kind; false when the customer has no plan. */
export async function saveAppointment(
  db: Database,
  userId: string,
  input: AppointmentInput,
): Promise<boolean> {
  const [plan] = await db
    .select({ userId: conversionPlans.userId })
    .from(conversionPlans)
    .where(eq(conversionPlans.userId, userId));
  if (!plan) return false;
  const values = { day: input.day, startsAt: input.time, note: input.note };
  await db
    .insert(conversionPlanAppointments)
    .values({ userId, kind: input.kind, ...values })
    .onConflictDoUpdate({
      target: [conversionPlanAppointments.userId, conversionPlanAppointments.kind],
      set: {
        ...values,
        // Only a new day or time is a new version of the calendar entry.
        sequence: sql`${conversionPlanAppointments.sequence} + case when ${conversionPlanAppointments.day} is distinct from excluded.day or ${conversionPlanAppointments.startsAt} is distinct from excluded.starts_at then 1 else 0 end`,
        updatedAt: sql`now()`,
      },
    });
  return true;
}

/** Removes the appointment; false when there was none. */
export async function removeAppointment(
  db: Database,
  userId: string,
  kind: AppointmentKind,
): Promise<boolean> {
  const removed = await db
    .delete(conversionPlanAppointments)
    .where(and(eq(conversionPlanAppointments.userId, userId), eq(conversionPlanAppointments.kind, kind)))
    .returning({ kind: conversionPlanAppointments.kind });
  return removed.length > 0;
}

export async function remindersSwitchedOff(db: Reader, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: conversionPlanReminderOptOuts.userId })
    .from(conversionPlanReminderOptOuts)
    .where(eq(conversionPlanReminderOptOuts.userId, userId));
  return Boolean(row);
}

/** Switches the plan's reminders off or on again; false when the customer has no plan. */
export async function switchReminders(db: Database, userId: string, on: boolean): Promise<boolean> {
  if (on) {
    await db.delete(conversionPlanReminderOptOuts).where(eq(conversionPlanReminderOptOuts.userId, userId));
    return true;
  }
  const [plan] = await db
    .select({ userId: conversionPlans.userId })
    .from(conversionPlans)
    .where(eq(conversionPlans.userId, userId));
  if (!plan) return false;
  await db.insert(conversionPlanReminderOptOuts).values({ userId }).onConflictDoNothing();
  return true;
}
