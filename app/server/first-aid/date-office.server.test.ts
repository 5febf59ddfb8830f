import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookThroughWebhook } from "../../../tests/support/first-aid-seats";
import { testDatabaseKinds } from "../../../tests/support/test-database";
import type { DatabaseHandle } from "../platform/db.server";
import { bookableCourseDate, bookableDates, nextFirstAidAppointment } from "./offered-dates.server";
import { firstAidBookings, mailOutbox, staffAuditLog, users } from "../platform/schema.server";
import { attendeesOf } from "./attendees.server";
import { markAttendance } from "./booking-attendance.server";
import { closeDateBookings, firstAidDateOn, reopenDateBookings } from "./date-actions.server";
import { fillFirstAidDates } from "./date-fill.server";
import { messageRecipientCount, sendDateMessage } from "./date-message.server";

// The office's tools for a date: attendance after the course, a date closed for new bookings
// (offered nowhere, its bookings kept, reopened), one message to its attendees in their languages.

const today = "2026-11-25";
const staff = "office-staff";

describe.each(testDatabaseKinds())("first-aid office tools on $name", ({ open }) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await open();
    await handle.db.insert(users).values({ id: staff, name: "Office", email: "office-tools@example.com" });
    await fillFirstAidDates(handle.db, today);
  });
  afterAll(() => handle?.close());

  const dateId = async (language: "en" | "es", date: string) => {
    const row = await firstAidDateOn(handle.db, language, date);
    if (!row) throw new Error(`no ${language} date on ${date}`);
    return row.id;
  };
  const audit = (action: string) =>
    handle.db.select().from(staffAuditLog).where(eq(staffAuditLog.action, action));

  it("closes a date for new bookings: offered nowhere, bookings kept, reopened, each change audited", async () => {
    const id = await dateId("es", "2026-12-05");
    await bookThroughWebhook(handle.db, {
      product: "first-aid-es",
      email: "kept@example.com",
      date: "2026-12-05",
    });
    expect((await nextFirstAidAppointment(handle.db, "es", today))?.date).toBe("2026-12-05");

    expect(await closeDateBookings(handle.db, staff, { dateId: id, today })).toEqual({
      ok: true,
      changed: true,
    });
    expect(await closeDateBookings(handle.db, staff, { dateId: id, today })).toEqual({
      ok: true,
      changed: false,
    });
    // The public page, the checkout (even asked for that day) and the list of bookable dates skip it.
    expect((await nextFirstAidAppointment(handle.db, "es", today))?.date).toBe("2027-01-02");
    expect(await bookableCourseDate(handle.db, "es", "2026-12-05", today)).toBe("2027-01-02");
    expect(
      (await bookableDates(handle.db, { language: "es", after: today })).map((d) => d.date),
    ).not.toContain("2026-12-05");
    expect(await attendeesOf(handle.db, id)).toHaveLength(1);

    expect(await reopenDateBookings(handle.db, staff, { dateId: id, today })).toEqual({
      ok: true,
      changed: true,
    });
    expect((await nextFirstAidAppointment(handle.db, "es", today))?.date).toBe("2026-12-05");
    expect(
      (await audit("course-date.close-bookings")).map((row) => [row.subjectId, row.actor, row.after]),
    ).toEqual([[id, staff, { bookings: "closed" }]]);
    expect(await audit("course-date.reopen-bookings")).toHaveLength(1);
    expect(await closeDateBookings(handle.db, staff, { dateId: id, today: "2026-12-06" })).toMatchObject({
      status: 409,
      error: "datePast",
    });
  });

  it("marks attendance from the course day on, audited for the customer, shown in the attendee list", async () => {
    const bookingId = await bookThroughWebhook(handle.db, {
      product: "first-aid-en",
      email: "came@example.com",
      date: "2026-12-19",
    });
    const early = await markAttendance(handle.db, staff, { bookingId, attendance: "attended", today });
    expect(early).toMatchObject({ ok: false, status: 409, error: "dateNotYet" });
    const courseDay = "2026-12-19";
    expect(
      await markAttendance(handle.db, staff, { bookingId, attendance: "no-show", today: courseDay }),
    ).toEqual({
      ok: true,
      changed: true,
    });
    expect(
      await markAttendance(handle.db, staff, { bookingId, attendance: "attended", today: courseDay }),
    ).toEqual({
      ok: true,
      changed: true,
    });
    expect(
      await markAttendance(handle.db, staff, { bookingId, attendance: "attended", today: courseDay }),
    ).toEqual({
      ok: true,
      changed: false,
    });
    const [attendee] = await attendeesOf(handle.db, await dateId("en", "2026-12-19"));
    expect(attendee).toMatchObject({ email: "came@example.com", attendance: "attended" });
    const [customer] = await handle.db.select().from(users).where(eq(users.email, "came@example.com"));
    const rows = await audit("course-booking.attendance");
    expect(rows.map((row) => [row.subjectId, row.customerUserId, row.before, row.after])).toEqual([
      [
        bookingId,
        customer?.id,
        { attendance: null, dateId: await dateId("en", "2026-12-19") },
        { attendance: "no-show" },
      ],
      [
        bookingId,
        customer?.id,
        { attendance: "no-show", dateId: await dateId("en", "2026-12-19") },
        { attendance: "attended" },
      ],
    ]);
    expect(
      await markAttendance(handle.db, staff, { bookingId: "nope", attendance: "attended", today: courseDay }),
    ).toMatchObject({ status: 404, error: "bookingNotFound" });
  });

  it("sends one message to every attendee in their language, once per confirmation, audited", async () => {
    const id = await dateId("es", "2027-01-02");
    await bookThroughWebhook(handle.db, {
      product: "first-aid-es",
      email: "ana@example.com",
      name: "Ana",
      date: "2027-01-02",
    });
    await bookThroughWebhook(handle.db, {
      product: "first-aid-es-eye-test",
      email: "tom@example.com",
      name: "Tom",
      date: "2027-01-02",
    });
    await handle.db.update(users).set({ locale: "en" }).where(eq(users.email, "tom@example.com"));
    expect(await messageRecipientCount(handle.db, id)).toBe(2);
    const message = {
      subjectEn: "Room change",
      textEn: "We meet in room 2.\n\nBring your ID.",
      subjectEs: "Cambio de sala",
      textEs: "Nos vemos en la sala 2.\n\nTrae tu documento.",
    };
    const token = "tok-0123456789abcdef";
    expect(await sendDateMessage(handle.db, staff, { dateId: id, message, token })).toEqual({
      ok: true,
      changed: true,
      recipients: 2,
    });
    // The same confirmation again (a second click, a reload): nothing more is sent.
    expect(await sendDateMessage(handle.db, staff, { dateId: id, message, token })).toEqual({
      ok: true,
      changed: false,
    });
    const mails = await handle.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.kind, "course-date-message"))
      .orderBy(mailOutbox.to);
    expect(mails.map((mail) => [mail.to, mail.locale, mail.subject])).toEqual([
      ["ana@example.com", "es", "Cambio de sala"],
      ["tom@example.com", "en", "Room change"],
    ]);
    expect(mails[0]?.text).toContain("Hola, Ana:");
    expect(mails[0]?.text).toContain("Nos vemos en la sala 2.\n\nTrae tu documento.");
    expect(mails[0]?.text).toContain("2 de enero de 2027");
    expect(mails[1]?.text).toContain("Bring your ID.");
    expect(mails[1]?.html).not.toContain("Nos vemos");
    const [entry] = await audit("course-date.message");
    expect(entry).toMatchObject({ subjectId: id, actor: staff, after: { recipients: 2, token, ...message } });

    const empty = await dateId("en", "2027-01-16");
    expect(
      await sendDateMessage(handle.db, staff, { dateId: empty, message, token: "tok-other-0123456789" }),
    ).toMatchObject({
      ok: false,
      status: 409,
      error: "noRecipients",
    });
    const seats = await handle.db
      .select()
      .from(firstAidBookings)
      .where(and(eq(firstAidBookings.dateId, id)));
    expect(seats).toHaveLength(2);
  });
});
