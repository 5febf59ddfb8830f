import type { DeadlineKind } from "~/content/licence-rules/plan-rules";
import { type IsoDate, schoolMoment, todayInSchoolTimeZone } from "~/content/schedule";
import { addDays } from "../licence-check/deadlines.server";
import type { AppointmentKind } from "./appointment-form.server";

// When a plan's reminders are due: 60, 30 and 7 days before each dated deadline still to come, and
// 2 days before each appointment still to come, each on its day at 9:00 in the school's time zone
// (so a change of the clocks moves nothing). Days are counted on the calendar, as § 188 BGB counts
// periods: "7 days before 5 April" is 29 March whatever the month's length or the clocks do.

export const deadlineOffsets = [60, 30, 7] as const;
export const appointmentOffset = 2;
/** The wall-clock hour a reminder goes out on its day. */
export const reminderTime = "09:00";

export type ReminderSubject = `deadline:${DeadlineKind}` | `appointment:${AppointmentKind}`;

export interface ScheduledReminder {
  subject: ReminderSubject;
  /** The deadline's or appointment's day. */
  day: IsoDate;
  offsetDays: number;
  sendAt: Date;
}

/** Every reminder of the dated things to come, soonest moment first. */
export function reminderSchedule(
  dated: { subject: ReminderSubject; day: IsoDate }[],
  today: IsoDate,
): ScheduledReminder[] {
  return dated
    .filter(({ day }) => day > today)
    .flatMap(({ subject, day }) =>
      (subject.startsWith("appointment:") ? [appointmentOffset] : deadlineOffsets).map((offsetDays) => ({
        subject,
        day,
        offsetDays,
        sendAt: schoolMoment(addDays(day, -offsetDays), reminderTime),
      })),
    )
    .sort((a, b) => a.sendAt.getTime() - b.sendAt.getTime());
}

/**
 * The reminders due at `now`: of each deadline or appointment only the latest whose moment has come,
 * so a plan saved 20 days before a deadline gets one mail (the 30 days' one), not two at once.
 */
export function dueReminders(
  dated: { subject: ReminderSubject; day: IsoDate }[],
  now: Date,
): ScheduledReminder[] {
  const latest = new Map<string, ScheduledReminder>();
  for (const reminder of reminderSchedule(dated, todayInSchoolTimeZone(now))) {
    if (reminder.sendAt > now) continue;
    const key = `${reminder.subject}|${reminder.day}`;
    const before = latest.get(key);
    if (!before || reminder.offsetDays < before.offsetDays) latest.set(key, reminder);
  }
  return [...latest.values()];
}
