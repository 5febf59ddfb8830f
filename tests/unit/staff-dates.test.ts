import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { withoutPageKey } from "../support/staff-page-key";
import { todayInSchoolTimeZone } from "~/content/schedule";
import staffDatesEn from "~/i18n/messages/staff-dates-en";
import staffDatesEs from "~/i18n/messages/staff-dates-es";
import type { Auth } from "~/server/auth/auth.server";
import type { DatabaseHandle } from "~/server/platform/db.server";
import { firstAidDatesWithSeats } from "~/server/first-aid/offered-dates.server";
import { attendeesOf } from "~/server/first-aid/attendees.server";
import { firstAidDates, purchases, staffAuditLog, users } from "~/server/platform/schema.server";
import { customerWithSession } from "../support/customers";
import { bookThroughWebhook } from "../support/first-aid-seats";
import { realAppPerFile } from "../support/app-per-file";
import { formulaCells } from "../support/spreadsheet-split";
import { staffWithSession } from "../support/staff";
import { plural } from "~/i18n/plural";

// Through the real Express app: the staff date pages and exports, their guard,
// zod errors in the page's language with a 4xx, one audit row per action, nothing done twice.

const http = realAppPerFile();

const html = (text: string) =>
  text.replaceAll("&#x27;", "'").replaceAll("&quot;", '"').replaceAll("&amp;", "&");

describe.each(http.kinds)("staff course dates and exports on $name", (kind) => {
  const { name } = kind;
  let handle: DatabaseHandle;
  let auth: Auth;
  let customer: string;
  let staff: string;
  let staffId: string;
  beforeAll(async () => {
    handle = await http.database(kind);
    auth = http.serve(handle);
    ({ cookie: customer } = await customerWithSession(handle, auth, `customer-${name}@example.com`));
    ({ cookie: staff, userId: staffId } = await staffWithSession(handle, auth, `staff-${name}@example.com`));
  }, 120_000);
  afterAll(async () => {
    await http.release(handle);
  });

  const get = http.page;
  const post = (path: string, fields: Record<string, string>, cookie = staff) =>
    http.postForm(path, fields, cookie);
  const auditRows = async () => (await handle.db.select({ n: count() }).from(staffAuditLog))[0]?.n ?? 0;
  const upcoming = async (language: "en" | "es") => {
    await get("/staff/dates", staff);
    return (await firstAidDatesWithSeats(handle.db, { language, after: todayInSchoolTimeZone() })).filter(
      (d) => d.status === "open",
    );
  };
  const expectNotFound = async (path: string) => {
    for (const cookie of [undefined, customer]) {
      expect((await get(path, cookie)).status, `${path} ${cookie ? "customer" : "visitor"}`).toBe(404);
    }
  };

  it("lists the year's dates for staff in both languages and hides every date URL from others", async () => {
    const [next] = await upcoming("en");
    if (!next) throw new Error("no English date");
    const list = await get("/staff/dates", staff);
    expect(list.status).toBe(200);
    expect(list.headers["cache-control"]).toBe("private, no-store");
    expect(html(list.text)).toContain(staffDatesEn.dates.title);
    expect(list.text).toContain(`href="/staff/dates/${next.id}"`);
    expect(list.text).not.toContain('<script type="module"');
    const spanish = await get("/es/staff/dates", staff);
    expect(html(spanish.text)).toContain(staffDatesEs.dates.title);
    expect(spanish.text).toContain(`href="/es/staff/dates/${next.id}"`);
    // The date's pages and the downloads are the site's own 404 page to visitors and customers, as
    // an unknown URL's.
    for (const [path, locale] of [
      [`/staff/dates/${next.id}`, ""],
      [`/es/staff/dates/${next.id}/print`, "/es"],
      [`/es/staff/dates/${next.id}/attendees.csv`, "/es"],
      ["/staff/exports/purchases.csv", ""],
    ] as const) {
      for (const cookie of [undefined, customer]) {
        const [answer, reference] = await Promise.all([
          get(path, cookie),
          get(`${locale}/no-such-page`, cookie),
        ]);
        expect(answer.status).toBe(404);
        const strip = (text: string, own: string) =>
          text.replace(/nonce="[^"]*"/g, "").replaceAll(own, "{path}");
        expect(strip(answer.text, path.slice(locale.length))).toBe(strip(reference.text, "/no-such-page"));
      }
    }
    for (const path of [
      `/staff/dates/${next.id}`,
      `/es/staff/dates/${next.id}/print`,
      `/staff/dates/${next.id}/attendees.csv`,
      "/es/staff/exports/purchases.csv?month=2026-11",
    ])
      await expectNotFound(path);
    expect(
      (await post(`/staff/dates/${next.id}`, { intent: "cancel", confirm: "yes" }, customer)).status,
    ).toBe(404);
    expect((await get("/staff/dates/not-a-date", staff)).status).toBe(404);
    // A download of a date that does not exist: staff get the site's not-found page, as for an
    // unknown URL of that language (the path in its language link the only difference).
    const csvPath = "/es/staff/dates/not-a-date/attendees.csv";
    const [csv, unknown] = await Promise.all([get(csvPath, staff), get("/es/no-such-page", staff)]);
    expect(csv.status).toBe(404);
    expect(csv.headers["content-type"]).toBe("text/html; charset=utf-8");
    const neutral = (text: string, own: string) =>
      text.replace(/nonce="[^"]*"/g, "").replaceAll(own, "{path}");
    expect(neutral(csv.text, csvPath.slice(3))).toBe(neutral(unknown.text, "/no-such-page"));
  });

  it("cancels a date once, with a confirmation, and flags its bookings; moves one with seat checks", async () => {
    const [cancelled, target] = await upcoming("en");
    const [spanish] = await upcoming("es");
    if (!cancelled || !target || !spanish) throw new Error("dates missing");
    const ana = await bookThroughWebhook(handle.db, {
      product: "first-aid-en-eye-test",
      email: `ana-${name}@example.com`,
      name: "Ana Núñez",
      date: cancelled.date,
    });
    const bo = { product: "first-aid-en", email: `bo-${name}@example.com`, name: "Bo" } as const;
    await bookThroughWebhook(handle.db, { ...bo, date: cancelled.date });
    const page = `/es/staff/dates/${cancelled.id}`;
    const before = await auditRows();

    const unconfirmed = await post(page, { intent: "cancel" });
    expect(unconfirmed.status).toBe(400);
    expect(html(unconfirmed.text)).toContain(staffDatesEs.errors.confirmMissing);
    expect(await auditRows()).toBe(before);

    const done = await post(page, { intent: "cancel", confirm: "yes" });
    expect(done.status).toBe(302);
    expect(withoutPageKey(done.headers.location)).toBe(`${page}?done=cancel`);
    expect(await post(page, { intent: "cancel", confirm: "yes" })).toMatchObject({ status: 302 });
    const [row] = await handle.db.select().from(firstAidDates).where(eq(firstAidDates.id, cancelled.id));
    expect(row).toMatchObject({ status: "cancelled", changedBy: staffId });
    const cancels = await handle.db
      .select()
      .from(staffAuditLog)
      .where(eq(staffAuditLog.action, "course-date.cancel"));
    expect(cancels).toHaveLength(1);
    expect(cancels[0]).toMatchObject({ actor: staffId, subjectType: "course-date", subjectId: cancelled.id });
    expect(await auditRows()).toBe(before + 1);
    const flagged = html((await get("/staff/dates", staff)).text);
    expect(flagged).toContain(plural(staffDatesEn.dates.cancelledWithBookings, 2, "en"));
    expect(html((await get(`${page}?done=cancel`, staff)).text)).toContain("Ana Núñez");

    const otherLanguage = await post(page, { intent: "move", bookingId: ana, targetDateId: spanish.id });
    expect(otherLanguage.status).toBe(400);
    expect(html(otherLanguage.text)).toContain(staffDatesEs.errors.targetOtherLanguage);
    const noTarget = await post(page, { intent: "move", bookingId: ana });
    expect(noTarget.status).toBe(400);
    expect(html(noTarget.text)).toContain(staffDatesEs.errors.targetMissing);
    expect(await auditRows()).toBe(before + 1);

    const moved = await post(page, { intent: "move", bookingId: ana, targetDateId: target.id });
    expect(withoutPageKey(moved.headers.location)).toBe(`${page}?done=move`);
    expect(await post(page, { intent: "move", bookingId: ana, targetDateId: target.id })).toMatchObject({
      status: 302,
    });
    expect((await attendeesOf(handle.db, target.id)).map((a) => a.name)).toEqual(["Ana Núñez"]);
    const [anaUser] = await handle.db
      .select()
      .from(users)
      .where(eq(users.email, `ana-${name}@example.com`));
    const moves = await handle.db
      .select()
      .from(staffAuditLog)
      .where(eq(staffAuditLog.action, "course-booking.move"));
    expect(moves).toHaveLength(1);
    expect(moves[0]).toMatchObject({ actor: staffId, subjectId: ana, customerUserId: anaUser?.id });
    expect(moves[0]?.before).toMatchObject({ date: cancelled.date });
    expect(moves[0]?.after).toMatchObject({ date: target.date });
  });

  it("changes a capacity, never below the seats booked, with errors next to the field", async () => {
    // The date the booking was moved to in the test above: one seat taken.
    const target = (await upcoming("en")).find((d) => d.booked === 1);
    if (!target) throw new Error("date missing");
    const page = `/staff/dates/${target.id}`;
    const before = await auditRows();
    const below = await post(page, { intent: "capacity", capacity: "0" });
    expect(below.status).toBe(409);
    expect(html(below.text)).toContain(
      staffDatesEn.errors.capacityBelowBooked.replace("{booked}", "1 seat is booked"),
    );
    expect(below.text).toContain('aria-describedby="capacity-error"');
    const nonsense = await post(`/es${page}`, { intent: "capacity", capacity: "-3" });
    expect(nonsense.status).toBe(400);
    expect(html(nonsense.text)).toContain(staffDatesEs.errors.capacityInvalid);
    expect(await auditRows()).toBe(before);
    expect(withoutPageKey((await post(page, { intent: "capacity", capacity: "7" })).headers.location)).toBe(
      `${page}?done=capacity`,
    );
    expect((await post(page, { intent: "capacity", capacity: "7" })).status).toBe(302);
    const [row] = await handle.db
      .select()
      .from(staffAuditLog)
      .where(eq(staffAuditLog.action, "course-date.capacity"));
    expect(row).toMatchObject({ before: { capacity: 20 }, after: { capacity: 7 } });
    expect(await auditRows()).toBe(before + 1);
    expect((await post(page, { intent: "nonsense" })).status).toBe(400);
  });

  it("reopens a date cancelled by mistake, once", async () => {
    const open = await upcoming("es");
    const day = open.at(-1);
    if (!day) throw new Error("date missing");
    const page = `/es/staff/dates/${day.id}`;
    const before = await auditRows();
    expect((await post(page, { intent: "cancel", confirm: "yes" })).status).toBe(302);
    expect(html((await get(page, staff)).text)).toContain(staffDatesEs.date.reopenButton);
    expect(withoutPageKey((await post(page, { intent: "reopen" })).headers.location)).toBe(
      `${page}?done=reopen`,
    );
    expect((await post(page, { intent: "reopen" })).status).toBe(302);
    expect(await auditRows()).toBe(before + 2);
    const [row] = await handle.db.select().from(firstAidDates).where(eq(firstAidDates.id, day.id));
    expect(row?.status).toBe("open");
  });

  it("adds an extra date once; bad fields answer 400 in the page's language", async () => {
    const day = new Date(Date.now() + 40 * 24 * 3600 * 1000).toISOString().slice(0, 10);
    const before = await auditRows();
    const bad = await post("/es/staff/dates", {
      language: "de",
      date: "2027-02-30",
      startTime: "9",
      endTime: "8:00",
      capacity: "x",
    });
    expect(bad.status).toBe(400);
    for (const key of ["languageInvalid", "dateInvalid", "timeInvalid", "capacityInvalid"] as const)
      expect(html(bad.text)).toContain(staffDatesEs.errors[key]);
    const fields = { language: "es", date: day, startTime: "10:00", endTime: "14:00", capacity: "8" };
    const added = await post("/staff/dates", fields);
    expect(added.headers.location).toMatch(/^\/staff\/dates\?added=[0-9a-f-]{36}&key=[0-9a-f-]{36}$/);
    const again = await post("/staff/dates", fields);
    expect(again.status).toBe(409);
    expect(html(again.text)).toContain(staffDatesEn.errors.dateDuplicate);
    expect(await auditRows()).toBe(before + 1);
    const [row] = await handle.db
      .select()
      .from(staffAuditLog)
      .where(eq(staffAuditLog.action, "course-date.add"));
    expect(row).toMatchObject({ actor: staffId, after: { language: "es", courseDate: day, capacity: 8 } });
  });

  it("gives the attendee list as CSV and as a print view", async () => {
    const [cancelledDate] = (await firstAidDatesWithSeats(handle.db, { language: "en" })).filter(
      (d) => d.status === "cancelled",
    );
    if (!cancelledDate) throw new Error("cancelled date missing");
    // The office recorded Bo's phone and date of birth; the partner institute's list shows both.
    await handle.db
      .update(users)
      .set({ phone: "0170 555-1234", dateOfBirth: "1990-03-05" })
      .where(eq(users.email, `bo-${name}@example.com`));
    const [paid] = await handle.db
      .select({ cents: purchases.amountCents })
      .from(purchases)
      .innerJoin(users, eq(users.id, purchases.userId))
      .where(eq(users.email, `bo-${name}@example.com`));
    const euros = (paid?.cents ?? 0) / 100;
    const csv = await get(`/es/staff/dates/${cancelledDate.id}/attendees.csv`, staff);
    expect(csv.status).toBe(200);
    expect(csv.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(csv.headers["cache-control"]).toBe("private, no-store");
    expect(csv.headers["content-disposition"]).toBe(
      `attachment; filename="first-aid-${cancelledDate.date}-en.csv"`,
    );
    // German Excel's format: semicolons, a decimal comma, DD.MM.YYYY, UTF-8 with its BOM.
    expect(euros).toBeGreaterThan(0);
    expect(csv.text).toBe(
      "\uFEFFNombre;Correo electrónico;Teléfono;Fecha de nacimiento;Test de visión;Compra;Importe pagado (EUR);Asistencia\r\n" +
        `Bo;bo-${name}@example.com;0170 555-1234;05.03.1990;no;pagada;${euros.toFixed(2).replace(".", ",")};\r\n`,
    );
    const print = await get(`/staff/dates/${cancelledDate.id}/print`, staff);
    expect(print.status).toBe(200);
    expect(html(print.text)).toContain(staffDatesEn.print.signature);
    expect(print.text).toContain("Bo");
    expect(print.text).toContain("0170 555-1234");
    expect(print.text).toContain("5 March 1990");
  });

  it("gives an attendee list no cell of which starts a formula, split on either separator", async () => {
    const [next] = await upcoming("es");
    if (!next) throw new Error("no Spanish date");
    const names = ["Dde;=cmd|' /C calc'!A0;x", "Ana,@SUM(9*9)", "Eve\n+1+1", 'Zoe; "-2+3'];
    for (const [index, hostile] of names.entries()) {
      await bookThroughWebhook(handle.db, {
        product: "first-aid-es",
        email: `hostile-${index}-${name}@example.com`,
        name: hostile,
        date: next.date,
      });
    }
    const csv = await get(`/staff/dates/${next.id}/attendees.csv`, staff);
    expect(csv.status).toBe(200);
    expect(csv.text).toContain("Dde;");
    expect(formulaCells(csv.text)).toEqual([]);
  });
});
