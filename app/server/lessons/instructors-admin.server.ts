import { asc, eq, gte } from "drizzle-orm";
import { z } from "zod";
import { isCalendarDate, schoolMoment, todayInSchoolTimeZone } from "~/content/schedule";
import type { Database } from "../platform/db.server";
import { formFields, formText } from "../platform/form.server";
import {
  cars,
  instructorAbsences,
  instructorHours,
  instructorLanguages,
  instructors,
  schoolClosedDays,
  transmissions,
  users,
} from "../platform/schema.server";
import { recordStaffAction } from "../platform/audit.server";
import { formKeyFor, oncePerKey } from "../platform/form-submissions.server";
import { formatHoursSpans, type HoursSpan, parseHoursSpans } from "./working-hours.server";

// The team page's lesson resources (owners only): who drives and in which languages, their
// working hours and absences, the cars, the school's closed days. One form per change, each in one
// transaction with its audit row (ids and values, never a note's text); bad input changes nothing.

export const NOTE_MAX = 200;
export const CAR_NAME_MAX = 60;

export type InstructorsDone =
  | "instructor"
  | "hours"
  | "absence-added"
  | "absence-removed"
  | "car"
  | "closed-day-added"
  | "closed-day-removed";
export type InstructorsError =
  | "unreadable"
  | "not-staff"
  | "name"
  | "languages"
  | "hours"
  | "absence"
  | "car-name"
  | "car-taken"
  | "transmission"
  | "day"
  | "note"
  | "not-found";
export type InstructorsAnswer =
  { done: InstructorsDone } | { status: 400 | 404 | 409; error: InstructorsError };

const weekdays = [1, 2, 3, 4, 5, 6, 7] as const;
const id = z.string().min(1).max(100);
const note = z
  .string()
  .optional()
  .transform((value) => (value ?? "").trim())
  .pipe(z.string().max(NOTE_MAX, { error: "note" }));
const localMoment = z.string().regex(/^\d{4}-\d{2}-\d{2}T([01]\d|2[0-3]):[0-5]\d$/, { error: "absence" });

const instructorForm = z.object({
  userId: id,
  displayName: z
    .string({ error: "name" })
    .transform((value) => value.trim().replace(/\s+/g, " "))
    .pipe(z.string().min(1, { error: "name" }).max(80, { error: "name" })),
});
const absenceForm = z.object({ userId: id, from: localMoment, to: localMoment, note });
const carForm = z.object({
  carId: z.union([z.uuid(), z.literal("")]).optional(),
  name: z
    .string({ error: "car-name" })
    .transform((value) => value.trim().replace(/\s+/g, " "))
    .pipe(z.string().min(1, { error: "car-name" }).max(CAR_NAME_MAX, { error: "car-name" })),
  transmission: z.enum(transmissions, { error: "transmission" }),
});
const closedDayForm = z.object({
  day: z.string().refine(isCalendarDate, { error: "day" }),
  note,
});

const ticked = (form: FormData, name: string) => formText(form, name) === "on";

/** The page's lists: staff who could drive, the instructors with hours and coming absences, cars, closed days. */
export async function instructorsPage(db: Pick<Database, "select">, now: Date = new Date()) {
  const staff = await db
    .select({ id: users.id, email: users.email, name: users.name, staffRole: users.staffRole })
    .from(users)
    .where(eq(users.role, "staff"))
    .orderBy(asc(users.email));
  const profiles = await db.select().from(instructors).orderBy(asc(instructors.displayName));
  const hours = await db
    .select()
    .from(instructorHours)
    .orderBy(asc(instructorHours.weekday), asc(instructorHours.startsAt));
  const absences = await db
    .select()
    .from(instructorAbsences)
    .where(gte(instructorAbsences.endsAt, now))
    .orderBy(asc(instructorAbsences.startsAt));
  const carList = await db.select().from(cars).orderBy(asc(cars.name));
  const closedDays = await db
    .select()
    .from(schoolClosedDays)
    .where(gte(schoolClosedDays.day, todayInSchoolTimeZone(now)))
    .orderBy(asc(schoolClosedDays.day));
  return {
    staff,
    instructors: profiles.map((profile) => ({
      ...profile,
      email: staff.find((member) => member.id === profile.userId)?.email ?? "",
      hours: Object.fromEntries(
        weekdays.map((weekday) => [
          weekday,
          formatHoursSpans(
            hours.filter((row) => row.instructorId === profile.userId && row.weekday === weekday),
          ),
        ]),
      ) as Record<(typeof weekdays)[number], string>,
      absences: absences.filter((row) => row.instructorId === profile.userId),
    })),
    cars: carList,
    closedDays,
  };
}

export async function instructorsAction(
  db: Database,
  actor: string,
  form: FormData | null,
): Promise<InstructorsAnswer> {
  if (!form) return { status: 400, error: "unreadable" };
  const audit = (
    tx: Database,
    entry: { action: string; subjectType: string; subjectId: string; before?: unknown; after?: unknown },
  ) => recordStaffAction(tx, { actor, ...entry });
  switch (formText(form, "intent")) {
    case "instructor": {
      const fields = formFields<z.infer<typeof instructorForm>, InstructorsError>(instructorForm, form);
      if (!fields.ok) return { status: 400, error: fields.errors.displayName ?? "unreadable" };
      const languages = instructorLanguages.filter((language) => ticked(form, `lang-${language}`));
      if (languages.length === 0) return { status: 400, error: "languages" };
      const { userId, displayName } = fields.data;
      const active = ticked(form, "active");
      return db.transaction(async (tx) => {
        const [member] = await tx.select({ role: users.role }).from(users).where(eq(users.id, userId));
        if (member?.role !== "staff") return { status: 404, error: "not-staff" } as const;
        const [before] = await tx.select().from(instructors).where(eq(instructors.userId, userId));
        const values = { displayName, languages, active, updatedAt: new Date() };
        await tx
          .insert(instructors)
          .values({ userId, ...values })
          .onConflictDoUpdate({ target: instructors.userId, set: values });
        await audit(tx as unknown as Database, {
          action: "instructor.save",
          subjectType: "instructor",
          subjectId: userId,
          before: before
            ? { name: before.displayName, languages: before.languages, active: before.active }
            : null,
          after: { name: displayName, languages, active },
        });
        return { done: "instructor" } as const;
      });
    }
    case "hours": {
      const userId = formText(form, "userId");
      if (!userId) return { status: 400, error: "unreadable" };
      const perDay: { weekday: number; spans: HoursSpan[] }[] = [];
      for (const weekday of weekdays) {
        const spans = parseHoursSpans(formText(form, `hours-${weekday}`) ?? "");
        if (!spans) return { status: 400, error: "hours" };
        perDay.push({ weekday, spans });
      }
      return db.transaction(async (tx) => {
        const [profile] = await tx
          .select()
          .from(instructors)
          .where(eq(instructors.userId, userId))
          .for("update");
        if (!profile) return { status: 404, error: "not-found" } as const;
        const before = await tx
          .select()
          .from(instructorHours)
          .where(eq(instructorHours.instructorId, userId));
        await tx.delete(instructorHours).where(eq(instructorHours.instructorId, userId));
        const rows = perDay.flatMap(({ weekday, spans }) =>
          spans.map((span) => ({ instructorId: userId, weekday, ...span })),
        );
        if (rows.length > 0) await tx.insert(instructorHours).values(rows);
        const summary = (list: { weekday: number; startsAt: string; endsAt: string }[]) =>
          Object.fromEntries(
            weekdays.map((weekday) => [
              weekday,
              formatHoursSpans(list.filter((row) => row.weekday === weekday)),
            ]),
          );
        await audit(tx as unknown as Database, {
          action: "instructor.hours",
          subjectType: "instructor",
          subjectId: userId,
          before: { hours: summary(before) },
          after: { hours: summary(rows) },
        });
        return { done: "hours" } as const;
      });
    }
    case "absence-add": {
      const fields = formFields<z.infer<typeof absenceForm>, InstructorsError>(absenceForm, form);
      if (!fields.ok) return { status: 400, error: fields.errors.note ?? "absence" };
      const { userId, from, to } = fields.data;
      const [fromDay, fromTime] = from.split("T") as [string, string];
      const [toDay, toTime] = to.split("T") as [string, string];
      if (!isCalendarDate(fromDay) || !isCalendarDate(toDay)) return { status: 400, error: "absence" };
      // Wall-clock times of Frankfurt, whatever the server's zone (the change of the clocks included).
      const startsAt = schoolMoment(fromDay, fromTime);
      const endsAt = schoolMoment(toDay, toTime);
      if (startsAt.getTime() >= endsAt.getTime()) return { status: 400, error: "absence" };
      return db.transaction(async (tx) => {
        const [profile] = await tx.select().from(instructors).where(eq(instructors.userId, userId));
        if (!profile) return { status: 404, error: "not-found" } as const;
        const [row] = await tx
          .insert(instructorAbsences)
          .values({ instructorId: userId, startsAt, endsAt, note: fields.data.note || null })
          .returning({ id: instructorAbsences.id });
        await audit(tx as unknown as Database, {
          action: "instructor.absence-add",
          subjectType: "instructor",
          subjectId: userId,
          after: { absence: row?.id, startsAt: startsAt.toISOString(), endsAt: endsAt.toISOString() },
        });
        return { done: "absence-added" } as const;
      });
    }
    case "absence-remove": {
      const absenceId = z.uuid().safeParse(formText(form, "absenceId"));
      if (!absenceId.success) return { status: 400, error: "unreadable" };
      return db.transaction(async (tx) => {
        const [row] = await tx
          .delete(instructorAbsences)
          .where(eq(instructorAbsences.id, absenceId.data))
          .returning();
        if (!row) return { status: 404, error: "not-found" } as const;
        await audit(tx as unknown as Database, {
          action: "instructor.absence-remove",
          subjectType: "instructor",
          subjectId: row.instructorId,
          before: { absence: row.id, startsAt: row.startsAt.toISOString(), endsAt: row.endsAt.toISOString() },
        });
        return { done: "absence-removed" } as const;
      });
    }
    case "car": {
      const fields = formFields<z.infer<typeof carForm>, InstructorsError>(carForm, form);
      if (!fields.ok) {
        return { status: 400, error: fields.errors.name ?? fields.errors.transmission ?? "unreadable" };
      }
      const { carId, name, transmission } = fields.data;
      const values = { name, transmission, b197: ticked(form, "b197"), active: ticked(form, "active") };
      return db.transaction(async (tx) => {
        const [sameName] = await tx.select({ id: cars.id }).from(cars).where(eq(cars.name, name));
        if (sameName && sameName.id !== carId) return { status: 409, error: "car-taken" } as const;
        let before: typeof cars.$inferSelect | undefined;
        let subjectId: string;
        if (carId) {
          [before] = await tx.select().from(cars).where(eq(cars.id, carId)).for("update");
          if (!before) return { status: 404, error: "not-found" } as const;
          await tx
            .update(cars)
            .set({ ...values, updatedAt: new Date() })
            .where(eq(cars.id, carId));
          subjectId = carId;
        } else {
          const [row] = await tx.insert(cars).values(values).returning({ id: cars.id });
          subjectId = row?.id ?? "";
        }
        await audit(tx as unknown as Database, {
          action: "car.save",
          subjectType: "car",
          subjectId,
          before: before
            ? {
                name: before.name,
                transmission: before.transmission,
                b197: before.b197,
                active: before.active,
              }
            : null,
          after: values,
        });
        return { done: "car" } as const;
      });
    }
    case "closed-day-add": {
      const fields = formFields<z.infer<typeof closedDayForm>, InstructorsError>(closedDayForm, form);
      if (!fields.ok) return { status: 400, error: fields.errors.day ?? fields.errors.note ?? "unreadable" };
      const { day } = fields.data;
      return db.transaction(async (tx) => {
        const added = await tx
          .insert(schoolClosedDays)
          .values({ day, note: fields.data.note || null })
          .onConflictDoNothing()
          .returning({ day: schoolClosedDays.day });
        if (added.length > 0) {
          await audit(tx as unknown as Database, {
            action: "school.closed-day-add",
            subjectType: "closed-day",
            subjectId: day,
            after: { date: day },
          });
        }
        return { done: "closed-day-added" } as const;
      });
    }
    case "closed-day-remove": {
      const day = formText(form, "day") ?? "";
      if (!isCalendarDate(day)) return { status: 400, error: "day" };
      return db.transaction(async (tx) => {
        const [row] = await tx.delete(schoolClosedDays).where(eq(schoolClosedDays.day, day)).returning();
        if (!row) return { status: 404, error: "not-found" } as const;
        await audit(tx as unknown as Database, {
          action: "school.closed-day-remove",
          subjectType: "closed-day",
          subjectId: day,
          before: { date: day },
        });
        return { done: "closed-day-removed" } as const;
      });
    }
    default:
      return { status: 400, error: "unreadable" };
  }
}

const doneKeys: readonly string[] = [
  "instructor",
  "hours",
  "absence-added",
  "absence-removed",
  "car",
  "closed-day-added",
  "closed-day-removed",
];

/** The message key of the page after a change (?done=…); anything else is ignored. */
export function instructorsDoneOf(url: URL): InstructorsDone | null {
  const done = url.searchParams.get("done") ?? "";
  return doneKeys.includes(done) ? (done as InstructorsDone) : null;
}

/** A form of the page once per page key: sent again (Back, a double click), it changes nothing twice. */
export async function instructorsActionOnce(
  db: Database,
  actor: string,
  form: FormData | null,
): Promise<InstructorsAnswer | { done: InstructorsDone; again: true }> {
  const about = [
    formText(form, "intent") ?? "",
    formText(form, "userId") ??
      formText(form, "carId") ??
      formText(form, "absenceId") ??
      formText(form, "day") ??
      "",
  ];
  const once = await oncePerKey(
    db,
    { form: "instructors", key: formKeyFor(form, ...about), staffUserId: actor },
    (tx) => instructorsAction(tx, actor, form),
    (answer) => ("done" in answer ? { outcome: answer.done, path: "/staff/team/instructors" } : null),
  );
  if ("again" in once) return { done: once.again.outcome as InstructorsDone, again: true };
  return once.result;
}
