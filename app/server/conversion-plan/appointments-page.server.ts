import { randomUUID } from "node:crypto";
import { redirect } from "react-router";
import type { IsoDate } from "~/content/schedule";
import { textsIn } from "~/i18n/catalogs.server";
import { formatDate } from "~/i18n/format";
import { type Locale, localizePath } from "~/i18n/locale";
import type { PlanAppointmentsTexts } from "~/i18n/messages/plan-appointments-en";
import type { Database } from "../platform/db.server";
import { ownBookings } from "../first-aid/own-bookings.server";
import { formText } from "../platform/form.server";
import { privateNoStore } from "../platform/security-headers.server";
import { formKeyFor, oncePerKey } from "../platform/form-submissions.server";
import {
  type AppointmentError,
  type AppointmentKind,
  appointmentKinds,
  isAppointmentKind,
  readAppointmentForm,
} from "./appointment-form.server";
import {
  planAppointments,
  remindersSwitchedOff,
  removeAppointment,
  saveAppointment,
  switchReminders,
} from "./appointment-store.server";

// The plan page's appointments and reminders: what the section shows, and its forms (save an
// appointment, remove one, switch the reminders off or on). Each form carries the rendering's
// one-time key, claimed with its change (form-submissions.server.ts): a double click or a resend
// changes nothing twice. A first-aid course booked on this site is that appointment, shown with
// its booking; its day is changed on the booking's own page.

export interface AppointmentsView {
  texts: PlanAppointmentsTexts;
  hasPlan: boolean;
  formKey: string;
  items: {
    kind: AppointmentKind;
    title: string;
    day: IsoDate;
    dayText: string;
    time: string | null;
    note: string | null;
    calendarUrl: string;
    /** The booking's page, for a first-aid course booked here (then no change or removal here). */
    bookingUrl: string | null;
  }[];
  /** The kinds the form offers: every one but a booked first-aid course. */
  kinds: { value: AppointmentKind; label: string }[];
  remindersOn: boolean;
  notice: string | null;
  errors: Record<string, string>;
  values: Record<string, string>;
}

/** The licence-office appointment's day: the day the documents are checked against. */
export function officeAppointmentDay(view: AppointmentsView): IsoDate | null {
  return view.items.find((item) => item.kind === "licence-office")?.day ?? null;
}

export async function appointmentsView(
  db: Database,
  {
    userId,
    locale,
    today,
    hasPlan,
    search,
    errors = {},
    values = {},
  }: {
    userId: string;
    locale: Locale;
    today: IsoDate;
    hasPlan: boolean;
    search?: URLSearchParams;
    errors?: Record<string, string>;
    values?: Record<string, string>;
  },
): Promise<AppointmentsView> {
  const texts = textsIn("planAppointments", locale);
  const [stored, booked, off] = await Promise.all([
    planAppointments(db, userId),
    ownBookings(db, userId, today),
    remindersSwitchedOff(db, userId),
  ]);
  const booking = booked.find((one) => one.dateStatus === "open") ?? null;
  const items: AppointmentsView["items"] = stored
    .filter((appointment) => !(booking && appointment.kind === "first-aid"))
    .map((appointment) => ({
      kind: appointment.kind,
      title: texts.kinds[appointment.kind],
      day: appointment.day,
      dayText: formatDate(appointment.day, locale, "long"),
      time: appointment.time,
      note: appointment.note,
      calendarUrl: localizePath(`/my-conversion/appointments/${appointment.kind}/calendar.ics`, locale),
      bookingUrl: null,
    }));
  if (booking) {
    items.push({
      kind: "first-aid",
      title: texts.kinds["first-aid"],
      day: booking.date,
      dayText: formatDate(booking.date, locale, "long"),
      time: booking.startTime,
      note: null,
      calendarUrl: localizePath(`/my-account/bookings/${booking.bookingId}/calendar.ics`, locale),
      bookingUrl: localizePath(`/my-account/bookings/${booking.bookingId}`, locale),
    });
    items.sort((a, b) => a.day.localeCompare(b.day));
  }
  const done = search?.get("appointment");
  const reminders = search?.get("reminders");
  const notice =
    done === "saved"
      ? texts.saved
      : done === "removed"
        ? texts.removed
        : reminders === "off"
          ? texts.switchedOff
          : reminders === "on"
            ? texts.switchedOn
            : null;
  return {
    texts,
    hasPlan,
    // A key per rendering: the forms of this page claim it once (see above).
    formKey: randomUUID(),
    items,
    kinds: appointmentKinds
      .filter((kind) => !(booking && kind === "first-aid"))
      .map((kind) => ({ value: kind, label: texts.kinds[kind] })),
    remindersOn: !off,
    notice,
    errors,
    values,
  };
}

const intents = ["save-appointment", "remove-appointment", "reminders-off", "reminders-on"] as const;
type Intent = (typeof intents)[number];

/** Whether a POST to the plan page is one of the appointment section's forms. */
export function appointmentIntent(form: FormData | null): Intent | null {
  const intent = formText(form, "intent");
  return (intents as readonly string[]).includes(intent ?? "") ? (intent as Intent) : null;
}

type Refusal = AppointmentError | "noPlan" | "firstAidBooked" | "unknownAppointment" | "unreadable";

/**
 * One of the section's forms: a refusal's field → error key (nothing stored), or the redirect back
 * to the page with what was done (thrown; a repeated form key lands there too).
 */
export async function appointmentAction(
  db: Database,
  {
    userId,
    locale,
    today,
    form,
    intent,
  }: { userId: string; locale: Locale; today: IsoDate; form: FormData; intent: Intent },
): Promise<Record<string, Refusal>> {
  const page = localizePath("/my-conversion", locale);
  const back = (query: string) => redirect(`${page}?${query}`, { status: 303, headers: privateNoStore });
  const kindField = formText(form, "kind");
  let refusal: Record<string, Refusal> = {};
  let outcome: string;
  if (intent === "save-appointment") {
    const read = readAppointmentForm(form, today);
    if (!read.ok) return read.errors;
    if (read.appointment.kind === "first-aid") {
      const booked = await ownBookings(db, userId, today);
      if (booked.some((one) => one.dateStatus === "open")) return { kind: "firstAidBooked" };
    }
    const run = await oncePerKey(
      db,
      { form: "plan-appointment", key: formKeyFor(form, intent), staffUserId: userId },
      (tx) => saveAppointment(tx, userId, read.appointment),
      (saved) => (saved ? { outcome: "appointment=saved", path: "/my-conversion" } : null),
    );
    if ("again" in run) throw back(run.again.outcome);
    if (!run.result) refusal = { form: "noPlan" };
    outcome = "appointment=saved";
  } else if (intent === "remove-appointment") {
    if (!isAppointmentKind(kindField)) return { form: "unreadable" };
    const run = await oncePerKey(
      db,
      { form: "plan-appointment", key: formKeyFor(form, intent, kindField), staffUserId: userId },
      (tx) => removeAppointment(tx, userId, kindField),
      (removed) => (removed ? { outcome: "appointment=removed", path: "/my-conversion" } : null),
    );
    if ("again" in run) throw back(run.again.outcome);
    if (!run.result) refusal = { form: "unknownAppointment" };
    outcome = "appointment=removed";
  } else {
    const on = intent === "reminders-on";
    // Switching is idempotent: the same answer however often it is sent.
    if (!(await switchReminders(db, userId, on))) refusal = { form: "noPlan" };
    outcome = on ? "reminders=on" : "reminders=off";
  }
  if (Object.keys(refusal).length) return refusal;
  throw back(outcome);
}

/** The refusal's texts in the page's language. */
export function appointmentErrorTexts(
  errors: Record<string, Refusal>,
  locale: Locale,
): Record<string, string> {
  const own = textsIn("planAppointments", locale).errors;
  return Object.fromEntries(
    Object.entries(errors).map(([field, key]) => [field, own[key] ?? own.unreadable]),
  );
}

/** What the customer typed, sent back with a refusal (the section's own fields only). */
export function appointmentValues(form: FormData | null): Record<string, string> {
  return Object.fromEntries(
    ["kind", "day", "time", "note"].flatMap((name) => {
      const value = formText(form, name);
      return value === undefined ? [] : [[name, value.slice(0, 400)]];
    }),
  );
}
