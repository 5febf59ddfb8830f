import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import bookingMailsEn from "~/i18n/messages/booking-mails-en";
import bookingMailsEs from "~/i18n/messages/booking-mails-es";
import { parseCalendar } from "../../../tests/support/calendar-file";
import { bookThroughWebhook } from "../../../tests/support/first-aid-seats";
import { testDatabaseKinds } from "../../../tests/support/test-database";
import type { DatabaseHandle } from "../platform/db.server";
import {
  firstAidBookingNotices,
  firstAidBookings,
  invoiceDocuments,
  mailOutbox,
  purchases,
  staffAuditLog,
  users,
} from "../platform/schema.server";
import { env } from "../platform/env.server";
import { fill } from "~/i18n/fill";
import { formatDate } from "~/i18n/format";
import { bookingCalendarAttachment, bookingFacts, calendarUid } from "./booking-calendar.server";
import { bookingDateChangedMail, type DateChange, isMailable } from "./booking-mails.server";
import { changeOwnBooking } from "./own-bookings.server";
import { moveBooking } from "./booking-move.server";
import { cancelFirstAidDate, firstAidDateOn } from "./date-actions.server";
import { fillFirstAidDates } from "./date-fill.server";
import { unchosenAfterCancellation } from "../staff/dashboard.server";
import { dateAction, tellCustomer } from "./date-intents.server";
import type { QueuedAttachment } from "../mail/mail-builders.server";
import { filesWrittenAtOnce } from "../../../tests/support/mail-files";

// The customer hears of what staff do to their booking, with a calendar file that a calendar app
// can match to the entry it holds: one UID per booking, a higher SEQUENCE after a move, METHOD:CANCEL
// for a cancelled date, times in Europe/Berlin. Unticking "tell the customer" keeps the mail back.

const today = "2026-11-25";
const staff = "staff-notify";
const publicUrl = "https://school.example";

describe.each(testDatabaseKinds())("booking notices on $name", ({ open }) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await open();
    await handle.db.insert(users).values({ id: staff, name: "Office", email: "office@example.com" });
    await fillFirstAidDates(handle.db, today);
  });
  afterAll(() => handle?.close());

  const mailsTo = (to: string, kind?: string) =>
    handle.db
      .select()
      .from(mailOutbox)
      .where(kind ? and(eq(mailOutbox.to, to), eq(mailOutbox.kind, kind)) : eq(mailOutbox.to, to))
      .orderBy(mailOutbox.createdAt);
  const dateId = async (language: "en" | "es", date: string) =>
    String((await firstAidDateOn(handle.db, language, date))?.id);
  const calendarOf = (mail: { attachments: QueuedAttachment[] }) => {
    const file = filesWrittenAtOnce(mail.attachments).find((attachment) =>
      attachment.filename.endsWith(".ics"),
    );
    expect(file).toBeDefined();
    return parseCalendar(String(file?.content));
  };

  it("the confirmation carries the time, the venue and a calendar file in Europe/Berlin", async () => {
    const bookingId = await bookThroughWebhook(handle.db, {
      product: "first-aid-en",
      email: "cal@example.com",
      name: "Cal",
      date: "2026-12-19",
    });
    const [mail] = await mailsTo("cal@example.com");
    expect(mail?.text).toContain("9:00–17:00");
    expect(mail?.text).toContain("Erste-Hilfe-Institut Sachsenhausen");
    expect(mail?.text).toContain("passport");
    const { method, event } = calendarOf(mail as NonNullable<typeof mail>);
    expect(method).toBe("PUBLISH");
    expect(event.uid).toBe(calendarUid(bookingId));
    expect(Number(event.sequence)).toBe(0);
    // 9:00 in Frankfurt in December (CET) is 8:00 UTC.
    expect(event.start.toISOString()).toBe("2026-12-19T08:00:00.000Z");
    expect(event.end?.toISOString()).toBe("2026-12-19T16:00:00.000Z");
    expect(event.start.tz).toBe("Europe/Berlin");
    expect(String(event.location)).toContain("Schweizer Straße");
  });

  it("a move mails the new date with the same UID and a higher SEQUENCE, in the customer's language", async () => {
    const bookingId = await bookThroughWebhook(handle.db, {
      product: "first-aid-es",
      email: "mover@example.com",
      name: "Marta",
      date: "2027-01-02",
    });
    const summer = await dateId("es", "2027-06-05");
    expect(
      await moveBooking(handle.db, staff, { bookingId, targetDateId: summer, today, publicUrl }),
    ).toEqual({
      ok: true,
      changed: true,
    });
    const [moved] = await mailsTo("mover@example.com", "booking-moved");
    expect(moved?.locale).toBe("es");
    expect(moved?.subject).toContain("5 de junio de 2027");
    expect(moved?.text).toContain("Fecha anterior");
    // §§ 323, 346 BGB: a date the school moved need not be taken; the mail offers another date or
    // the full refund, with the booking's own page (in the customer's language) to choose it.
    expect(moved?.text).toContain(bookingMailsEs.moved.offer);
    expect(moved?.links).toEqual([`${publicUrl}/es/my-account/bookings/${bookingId}`]);
    const { method, event } = calendarOf(moved as NonNullable<typeof moved>);
    expect(method).toBe("PUBLISH");
    expect(event.uid).toBe(calendarUid(bookingId));
    expect(Number(event.sequence)).toBe(1);
    // Summer time (CEST): 9:00 in Frankfurt is 7:00 UTC.
    expect(event.start.toISOString()).toBe("2027-06-05T07:00:00.000Z");
    // The attachment other code asks for says the same.
    const again = parseCalendar(String((await bookingCalendarAttachment(handle.db, bookingId))?.content));
    expect(again.event.uid).toBe(event.uid);
    expect(Number(again.event.sequence)).toBe(1);
    const [audit] = await handle.db
      .select()
      .from(staffAuditLog)
      .where(and(eq(staffAuditLog.subjectId, bookingId), eq(staffAuditLog.action, "course-booking.move")));
    expect(audit?.after).toMatchObject({ customerTold: true });
  });

  it("a move the customer asked for (by phone): the mail confirms their date without a refund offer, and it is not the school's move", async () => {
    const email = "asked-by-phone@example.com";
    const bookingId = await bookThroughWebhook(handle.db, {
      product: "first-aid-es",
      email,
      date: "2027-02-06",
    });
    const from = await dateId("es", "2027-02-06");
    const form = new FormData();
    for (const [name, value] of Object.entries({
      intent: "move",
      bookingId,
      targetDateId: await dateId("es", "2027-06-05"),
      notifyAsked: "yes",
      notify: "yes",
      customerAsked: "yes",
    }))
      form.set(name, value);
    expect(await dateAction(handle.db, staff, from, form)).toMatchObject({ done: true });
    expect(await mailsTo(email, "booking-moved")).toEqual([]);
    const [changed] = await mailsTo(email, "booking-changed");
    expect(changed?.subject).toContain("5 de junio de 2027");
    expect(changed?.text).toContain(bookingMailsEs.movedAsAsked.intro);
    // The date is the one the customer chose (§ 311 (1) BGB: a change by agreement), so nothing
    // in the mail offers the withdrawal that a move by the school gives (§§ 323, 346 BGB).
    expect(changed?.text).not.toContain(bookingMailsEs.moved.offer);
    const [row] = await handle.db.select().from(firstAidBookings).where(eq(firstAidBookings.id, bookingId));
    expect(row?.movedBySchoolAt).toBeNull();
    expect(row?.calendarSequence).toBe(1);
    const [audit] = await handle.db
      .select()
      .from(staffAuditLog)
      .where(and(eq(staffAuditLog.subjectId, bookingId), eq(staffAuditLog.action, "course-booking.move")));
    expect(audit?.after).toMatchObject({ customerTold: true, askedByCustomer: true });
  });

  it("an unticked move tells nobody, but the sequence still rises", async () => {
    const bookingId = await bookThroughWebhook(handle.db, {
      product: "first-aid-en",
      email: "quiet@example.com",
      date: "2026-12-19",
    });
    const target = await dateId("en", "2027-01-16");
    await moveBooking(handle.db, staff, { bookingId, targetDateId: target, today, publicUrl, notify: false });
    expect(await mailsTo("quiet@example.com", "booking-moved")).toEqual([]);
    const [row] = await handle.db.select().from(firstAidBookings).where(eq(firstAidBookings.id, bookingId));
    expect(row?.calendarSequence).toBe(1);
    const [audit] = await handle.db
      .select()
      .from(staffAuditLog)
      .where(and(eq(staffAuditLog.subjectId, bookingId), eq(staffAuditLog.action, "course-booking.move")));
    expect(audit?.after).toMatchObject({ customerTold: false });
  });

  it("a cancelled date mails every booked customer the next dates, the choice link and METHOD:CANCEL", async () => {
    const day = "2027-02-20";
    const cancelled = await dateId("en", day);
    const en = await bookThroughWebhook(handle.db, {
      product: "first-aid-en",
      email: "c-en@example.com",
      date: day,
    });
    const es = await bookThroughWebhook(handle.db, {
      product: "first-aid-en-eye-test",
      email: "c-es@example.com",
      date: day,
    });
    // The second customer reads Spanish (their account's language), though the course is in English.
    await handle.db.update(users).set({ locale: "es" }).where(eq(users.email, "c-es@example.com"));
    expect(await cancelFirstAidDate(handle.db, staff, { dateId: cancelled, today, publicUrl })).toEqual({
      ok: true,
      changed: true,
    });
    const [toEn] = await mailsTo("c-en@example.com", "date-cancelled");
    const [toEs] = await mailsTo("c-es@example.com", "date-cancelled");
    expect(toEn?.links).toEqual([`${publicUrl}/my-account/bookings/${en}`]);
    expect(toEs?.links).toEqual([`${publicUrl}/es/my-account/bookings/${es}`]);
    expect(toEn?.text).toContain("Saturday, 20 March 2027");
    expect(toEs?.locale).toBe("es");
    expect(toEs?.text).toContain("sábado, 20 de marzo de 2027");
    // §§ 323, 346 BGB: a free new date or the full price back, the customer's choice.
    expect(toEn?.text).toContain(bookingMailsEn.cancelled.choose);
    expect(toEs?.text).toContain(bookingMailsEs.cancelled.choose);
    for (const [mail, bookingId] of [
      [toEn as NonNullable<typeof toEn>, en],
      [toEs as NonNullable<typeof toEs>, es],
    ] as const) {
      const { method, event } = calendarOf(mail);
      expect(method).toBe("CANCEL");
      expect(event.uid).toBe(calendarUid(bookingId));
      expect(Number(event.sequence)).toBe(1);
      expect(event.status).toBe("CANCELLED");
    }
    const notices = await handle.db
      .select()
      .from(firstAidBookingNotices)
      .where(eq(firstAidBookingNotices.dateId, cancelled));
    expect(notices.map((notice) => notice.kind)).toEqual(["date-cancelled", "date-cancelled"]);
    const [audit] = await handle.db
      .select()
      .from(staffAuditLog)
      .where(and(eq(staffAuditLog.subjectId, cancelled), eq(staffAuditLog.action, "course-date.cancel")));
    expect(audit?.after).toMatchObject({ status: "cancelled", customersTold: 2 });
  });

  it("the dashboard lists who has not chosen a new date three days after the notice", async () => {
    const day = "2027-04-03";
    const cancelled = await dateId("es", day);
    const stays = await bookThroughWebhook(handle.db, {
      product: "first-aid-es",
      email: "stays@example.com",
      date: day,
    });
    const moves = await bookThroughWebhook(handle.db, {
      product: "first-aid-es",
      email: "moves@example.com",
      date: day,
    });
    await cancelFirstAidDate(handle.db, staff, { dateId: cancelled, today, publicUrl });
    const later = (days: number) => new Date(Date.now() + days * 24 * 3600 * 1000);
    const listed = async (now: Date) =>
      (await unchosenAfterCancellation(handle.db, now))
        .filter((row) => row.courseDate === day)
        .map((row) => row.bookingId)
        .sort();
    expect(await listed(later(2))).toEqual([]);
    expect(await listed(later(3.01))).toEqual([stays, moves].sort());
    await moveBooking(handle.db, staff, {
      bookingId: moves,
      targetDateId: await dateId("es", "2027-06-05"),
      today,
      publicUrl,
    });
    expect(await listed(later(3.01))).toEqual([stays]);
  });

  it("an unticked cancellation tells nobody", async () => {
    const day = "2027-03-06";
    const cancelled = await dateId("es", day);
    await bookThroughWebhook(handle.db, { product: "first-aid-es", email: "c-quiet@example.com", date: day });
    await cancelFirstAidDate(handle.db, staff, { dateId: cancelled, today, publicUrl, notify: false });
    expect(await mailsTo("c-quiet@example.com", "date-cancelled")).toEqual([]);
  });

  it("a staff move and a customer's own move mail the new date through the same builder", async () => {
    const first = "2027-02-06";
    const staffMoved = await bookThroughWebhook(handle.db, {
      product: "first-aid-es",
      email: "moved-by-office@example.com",
      name: "Sofía",
      date: first,
    });
    const selfMoved = await bookThroughWebhook(handle.db, {
      product: "first-aid-es",
      email: "moved-by-self@example.com",
      name: "Pablo",
      date: first,
    });
    const [from, to] = [await dateId("es", first), await dateId("es", "2027-06-05")];
    expect(
      await moveBooking(handle.db, staff, { bookingId: staffMoved, targetDateId: to, today, publicUrl }),
    ).toEqual({ ok: true, changed: true });
    const [customer] = await handle.db
      .select()
      .from(users)
      .where(eq(users.email, "moved-by-self@example.com"));
    expect(
      await changeOwnBooking(handle.db, {
        userId: String(customer?.id),
        bookingId: selfMoved,
        targetDateId: to,
      }),
    ).toEqual({ ok: true, changed: true });

    // Each move reissued the invoice with the new day: the credit note and the new invoice go along.
    const reissuedOf = async (email: string) => {
      const documents = await handle.db
        .select({ document: invoiceDocuments })
        .from(invoiceDocuments)
        .innerJoin(purchases, eq(purchases.id, invoiceDocuments.purchaseId))
        .innerJoin(users, eq(users.id, purchases.userId))
        .where(eq(users.email, email))
        .orderBy(invoiceDocuments.sequence);
      const [, creditNote, invoice] = documents.map((row) => row.document);
      if (!creditNote || !invoice) throw new Error("the move reissued no invoice");
      return { creditNote, invoice };
    };
    const built = async (bookingId: string, email: string, change: DateChange, url: string) => {
      const facts = await bookingFacts(handle.db, bookingId);
      if (!facts || !isMailable(facts)) throw new Error("no mailable booking");
      return bookingDateChangedMail(facts, change, url, await reissuedOf(email));
    };
    const ownUrl = env().PUBLIC_URL;
    const page = `${ownUrl}/es/my-account/bookings/${selfMoved}`;
    const expected = [
      await built(
        staffMoved,
        "moved-by-office@example.com",
        { by: "school", previousDate: first },
        publicUrl,
      ),
      // The seat left on the first date is still free: the way back is offered.
      await built(
        selfMoved,
        "moved-by-self@example.com",
        { by: "customer", previousDate: first, wayBack: { state: "free", link: `${page}?to=${from}` } },
        ownUrl,
      ),
    ];
    const queued = [
      ...(await mailsTo("moved-by-office@example.com", "booking-moved")),
      ...(await mailsTo("moved-by-self@example.com", "booking-changed")),
    ];
    const shown = (mail: {
      kind: string;
      to: string;
      locale: string;
      subject: string;
      text: string;
      html: string;
      links: string[];
    }) => ({
      kind: mail.kind,
      to: mail.to,
      locale: mail.locale,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      links: mail.links,
    });
    expect(queued.map(shown)).toEqual(expected.map(shown));
    // What each mover's mail offers stays its own: the school's move another date or the money
    // back (§§ 323, 346 BGB), the customer's own move the way back to the seat left.
    expect(queued[0]?.text).toContain(bookingMailsEs.moved.offer);
    expect(queued[1]?.text).toContain(
      fill(bookingMailsEs.movedByYou.wayBackFree, { date: formatDate(first, "es") }),
    );
    // Both carry the booking's calendar file, raised past the entry the customer holds.
    for (const [mail, bookingId] of [
      [queued[0], staffMoved],
      [queued[1], selfMoved],
    ] as const) {
      const { event } = calendarOf(mail as NonNullable<typeof mail>);
      expect(event.uid).toBe(calendarUid(bookingId));
      expect(Number(event.sequence)).toBe(1);
    }
  });
});

describe("the tell-the-customer tick", () => {
  const form = (fields: Record<string, string>) => {
    const data = new FormData();
    for (const [key, value] of Object.entries(fields)) data.set(key, value);
    return data;
  };
  it("tells by default, when ticked, and not when the box was shown and unticked", () => {
    expect(tellCustomer(form({ intent: "move" }))).toBe(true);
    expect(tellCustomer(form({ intent: "move", notifyAsked: "yes", notify: "yes" }))).toBe(true);
    expect(tellCustomer(form({ intent: "move", notifyAsked: "yes" }))).toBe(false);
  });
});
