import { randomUUID } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loader as logLoader } from "~/routes/staff-log";
import { testContext, testServices } from "../../../tests/support/app-context";
import { staffWithSession } from "../../../tests/support/staff";
import { testDatabaseKinds } from "../../../tests/support/test-database";
import staffAuditEn from "~/i18n/messages/staff-audit-en";
import staffAuditEs from "~/i18n/messages/staff-audit-es";
import type { Auth } from "../auth/auth.server";
import type { DatabaseHandle } from "../platform/db.server";
import { firstAidDates, purchases, users } from "../platform/schema.server";
import { actionName, readableKey } from "./audit-entries.server";
import { CLI_ACTOR, recordStaffAction } from "../platform/audit.server";
import { auditLogPage } from "./audit-log-page.server";

// The audit log as the office reads it: action names in the page's language from one catalog
// (unknown keys readable), each entry's customer, date or purchase named and linked, values as
// labelled fields (money, Frankfurt time), filters and paging that keep the filter.

describe("the catalog of action names", () => {
  it("names every action in both languages, and an unknown key readably", () => {
    expect(Object.keys(staffAuditEs.actions).sort()).toEqual(Object.keys(staffAuditEn.actions).sort());
    expect(actionName(staffAuditEn, "course-booking.move")).toBe("Booking moved to another date");
    expect(actionName(staffAuditEs, "course-booking.move")).toBe("Reserva cambiada a otra fecha");
    expect(actionName(staffAuditEs, "waiting-list.remove")).toBe("Waiting list: remove");
    expect(readableKey("refundAmountCents")).toBe("Refund amount cents");
    expect(readableKey("team.change-role")).toBe("Team: change role");
    expect(readableKey("")).toBe("");
  });

  it("has a name for every action the app records", () => {
    // The keys as the code writes them (`action: "…"`), so a new action cannot reach the log unnamed.
    const appFolder = path.resolve(import.meta.dirname, "../..");
    const files = readdirSync(appFolder, { recursive: true, encoding: "utf8" }).filter(
      (file) => file.endsWith(".ts") && !file.endsWith(".test.ts"),
    );
    const recorded = new Set(
      files.flatMap((file) =>
        [...readFileSync(path.join(appFolder, file), "utf8").matchAll(/action: "([a-z-]+\.[a-z-]+)"/g)].map(
          (match) => match[1] as string,
        ),
      ),
    );
    expect(recorded.size).toBeGreaterThan(10);
    const unnamed = [...recorded].filter(
      (key) => !(key in staffAuditEn.actions) || !(key in staffAuditEs.actions),
    );
    expect(unnamed).toEqual([]);
  });
});

describe.each(testDatabaseKinds())("the audit log page on $name", ({ open }) => {
  let handle: DatabaseHandle;
  let auth: Auth;
  let staffCookie: string;
  let staffId: string;
  const annaId = randomUUID();
  const otherId = randomUUID();
  const dateId = randomUUID();
  const laterDateId = randomUUID();
  const purchaseId = randomUUID();

  beforeAll(async () => {
    handle = await open();
    auth = testServices(handle).auth;
    const staff = await staffWithSession(handle, auth, "office@example.com");
    staffCookie = staff.cookie;
    staffId = staff.userId;
    await handle.db.insert(users).values([
      { id: annaId, email: "anna.k@example.com", name: "Anna Kowalski" },
      { id: otherId, email: "other@example.com", name: "Otto Other" },
    ]);
    await handle.db.insert(firstAidDates).values([
      {
        id: dateId,
        language: "es",
        courseDate: "2026-12-05",
        startTime: "09:00",
        endTime: "17:00",
        capacity: 12,
      },
      {
        id: laterDateId,
        language: "es",
        courseDate: "2027-01-02",
        startTime: "09:00",
        endTime: "17:00",
        capacity: 12,
      },
    ]);
    await handle.db.insert(purchases).values({
      id: purchaseId,
      userId: annaId,
      productId: "examiner-course",
      checkoutSessionId: "cs_audit_log",
      status: "paid",
      locale: "en",
      newCustomer: true,
      purchasedAt: new Date("2026-11-20T09:00:00Z"),
    });
    const at = (iso: string) => new Date(iso);
    const entries = [
      {
        actor: staffId,
        action: "customer.manual-purchase",
        subjectType: "purchase",
        subjectId: purchaseId,
        customerUserId: annaId,
        after: {
          purchaseId,
          productId: "examiner-course",
          method: "bank-transfer",
          amountCents: 15000,
          newAccount: true,
        },
        at: at("2026-11-20T09:00:00Z"),
      },
      {
        actor: staffId,
        action: "customer.extend-course-access",
        subjectType: "customer",
        subjectId: annaId,
        customerUserId: annaId,
        before: { endsAt: "2027-02-20T09:00:00.000Z" },
        after: { endsAt: "2027-03-20T23:30:00.000Z", months: 1 },
        at: at("2026-11-21T10:00:00Z"),
      },
      {
        actor: staffId,
        action: "course-booking.move",
        subjectType: "course-booking",
        subjectId: randomUUID(),
        customerUserId: annaId,
        before: { dateId, date: "2026-12-05" },
        after: { dateId: laterDateId, date: "2027-01-02" },
        // 00:30 on 27 November in Frankfurt.
        at: at("2026-11-26T23:30:00Z"),
      },
      {
        actor: staffId,
        action: "course-date.capacity",
        subjectType: "course-date",
        subjectId: dateId,
        before: { capacity: 12 },
        after: { capacity: 14 },
        at: at("2026-11-27T08:00:00Z"),
      },
      {
        actor: CLI_ACTOR,
        action: "waiting-list.remove",
        subjectType: "waiting-list-entry",
        subjectId: "w-1",
        customerUserId: otherId,
        after: { refundAmountCents: 2500, callerNote: "asked by phone" },
        at: at("2026-11-28T08:00:00Z"),
      },
    ];
    for (const entry of entries) await recordStaffAction(handle.db, entry);
  });
  afterAll(() => handle?.close());

  const page = (query: string, locale: "en" | "es" = "en", pageSize?: number) =>
    auditLogPage(handle.db, new URLSearchParams(query), locale, pageSize);
  /** One entry, its values with plain spaces (Intl puts a no-break space before "€"). */
  const byAction = async (key: string, locale: "en" | "es" = "en") => {
    const entry = (await page("", locale)).entries.find((candidate) => candidate.actionKey === key);
    const plain = (fields: { label: string; value: string }[] | null) =>
      fields && fields.map((field) => ({ ...field, value: field.value.replace(/\s/g, " ") }));
    return entry && { ...entry, before: plain(entry.before), after: plain(entry.after) };
  };

  it("names each entry's subject with a link to its staff page, in the page's language", async () => {
    const purchase = await byAction("customer.manual-purchase");
    expect(purchase?.action).toBe("Manual purchase recorded");
    expect(purchase?.subjects).toEqual([
      {
        kind: "Purchase",
        text: "Understand the Examiner · 20 November 2026",
        href: `/staff/customers/${annaId}`,
      },
      { kind: "Customer", text: "Anna Kowalski (anna.k@example.com)", href: `/staff/customers/${annaId}` },
    ]);
    const move = await byAction("course-booking.move", "es");
    expect(move?.action).toBe("Reserva cambiada a otra fecha");
    expect(move?.subjects).toEqual([
      {
        kind: "Fecha de curso",
        text: "2 de enero de 2027 (español)",
        href: `/es/staff/dates/${laterDateId}`,
      },
      { kind: "Cliente", text: "Anna Kowalski (anna.k@example.com)", href: `/es/staff/customers/${annaId}` },
    ]);
    const capacity = await byAction("course-date.capacity");
    expect(capacity?.subjects).toEqual([
      { kind: "Course date", text: "5 December 2026 (Spanish)", href: `/staff/dates/${dateId}` },
    ]);
  });

  it("shows before and after as labelled fields: money as money, moments in Frankfurt time", async () => {
    const purchase = await byAction("customer.manual-purchase");
    expect(purchase?.before).toBeNull();
    expect(purchase?.after).toEqual([
      { label: "Product", value: "Understand the Examiner" },
      { label: "Payment method", value: "bank transfer" },
      { label: "Amount", value: "€150.00" },
      { label: "New account", value: "yes" },
    ]);
    const spanish = await byAction("customer.manual-purchase", "es");
    expect(spanish?.after).toContainEqual({ label: "Importe", value: "150,00 €" });
    expect(spanish?.after).toContainEqual({ label: "Forma de pago", value: "transferencia bancaria" });
    const extend = await byAction("customer.extend-course-access");
    expect(extend?.after).toEqual([
      { label: "Course access until", value: "21 Mar 2027, 00:30" },
      { label: "Months added", value: "1" },
    ]);
    const move = await byAction("course-booking.move");
    expect(move?.before).toEqual([{ label: "Date", value: "5 December 2026" }]);
  });

  it("shows an action nobody named yet readably, with readable fields", async () => {
    const unknown = await byAction("waiting-list.remove", "es");
    expect(unknown?.action).toBe("Waiting list: remove");
    expect(unknown?.actor).toBeNull();
    expect(unknown?.subjects[0]).toEqual({ kind: "Waiting list entry", text: "w-1", href: null });
    expect(unknown?.after).toEqual([
      { label: "Caller note", value: "asked by phone" },
      { label: "Refund amount", value: "25,00 €" },
    ]);
  });

  it("filters by staff member, action, customer and Frankfurt dates", async () => {
    const keys = async (query: string) => (await page(query)).entries.map((entry) => entry.actionKey);
    expect(await keys(`actor=${CLI_ACTOR}`)).toEqual(["waiting-list.remove"]);
    expect(await keys(`actor=${staffId}&action=course-date.capacity`)).toEqual(["course-date.capacity"]);
    expect(await keys("customer=Kowalski+Anna")).toEqual([
      "course-booking.move",
      "customer.extend-course-access",
      "customer.manual-purchase",
    ]);
    expect(await keys(`customer=${otherId}`)).toEqual(["waiting-list.remove"]);
    expect(await keys("customer=nobody-at-all")).toEqual([]);
    // 23:30 UTC on the 26th is the 27th in Frankfurt.
    expect(await keys("from=2026-11-27&to=2026-11-27")).toEqual([
      "course-date.capacity",
      "course-booking.move",
    ]);
    expect(await keys("to=2026-11-26")).toEqual([
      "customer.extend-course-access",
      "customer.manual-purchase",
    ]);
    const bad = await page("from=2026-13-45&action=course-date.capacity");
    expect(bad.badDate).toBe(true);
    expect(bad.entries.map((entry) => entry.actionKey)).toEqual(["course-date.capacity"]);
    const choices = await page("", "es");
    expect(choices.actions).toContainEqual({ key: "waiting-list.remove", name: "Waiting list: remove" });
    expect(choices.actions).toContainEqual({ key: "course-date.cancel", name: "Fecha de curso cancelada" });
    expect(choices.actors).toContainEqual({ id: CLI_ACTOR, email: null });
    expect(choices.actors).toContainEqual({ id: staffId, email: "office@example.com" });
  });

  it("pages through the entries with links that keep the filter", async () => {
    const first = await page("customer=anna", "en", 2);
    expect(first.entries.map((entry) => entry.actionKey)).toEqual([
      "course-booking.move",
      "customer.extend-course-access",
    ]);
    expect(first.newestHref).toBeNull();
    expect(first.olderHref).toMatch(/^\?customer=anna&before=/);
    const second = await page((first.olderHref as string).slice(1), "en", 2);
    expect(second.entries.map((entry) => entry.actionKey)).toEqual(["customer.manual-purchase"]);
    expect(second.olderHref).toBeNull();
    expect(second.newestHref).toBe("?customer=anna");
  });

  it("answers the Spanish page through its loader, privately", async () => {
    const request = new Request("http://localhost:3000/es/staff/log?action=course-booking.move", {
      headers: { cookie: staffCookie },
    });
    const result = (await logLoader({
      request,
      params: {},
      context: testContext({ db: handle.db, auth }),
    } as never)) as unknown as {
      data: Awaited<ReturnType<typeof auditLogPage>>;
      init: { headers: HeadersInit };
    };
    expect(new Headers(result.init.headers).get("cache-control")).toBe("private, no-store");
    expect(result.data.entries.map((entry) => entry.action)).toEqual(["Reserva cambiada a otra fecha"]);
    expect(result.data.filtered).toBe(true);
  });

  it("offers staff members as the actor filter, never customers who acted themselves", async () => {
    const formerId = randomUUID();
    await handle.db.insert(users).values({ id: formerId, email: "former@example.com", name: "Former Staff" });
    const old = new Date("2020-01-01T10:00:00Z");
    // Anna moved her own booking in My account; a staff member acted, then left the team.
    await recordStaffAction(handle.db, {
      actor: annaId,
      action: "course-booking.move",
      subjectType: "course-booking",
      subjectId: randomUUID(),
      customerUserId: annaId,
      at: old,
    });
    await recordStaffAction(handle.db, {
      actor: formerId,
      action: "course-date.capacity",
      subjectType: "course-date",
      subjectId: dateId,
      at: old,
    });
    await recordStaffAction(handle.db, {
      actor: staffId,
      action: "staff.remove",
      subjectType: "user",
      subjectId: formerId,
      at: old,
    });
    const actors = (await page("")).actors.map((actor) => actor.id);
    expect(actors).toContain(staffId);
    expect(actors).toContain(formerId);
    expect(actors).not.toContain(annaId);
  });
});
