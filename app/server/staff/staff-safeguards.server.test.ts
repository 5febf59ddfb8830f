import { and, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { action as customerAction, loader as customerLoader } from "~/routes/staff-customer";
import { action as purchaseAction } from "~/routes/staff-customers-new-purchase";
import { action as dashboardAction, loader as dashboardLoader } from "~/routes/staff-dashboard";
import { action as dateAction } from "~/routes/staff-date";
import { action as datesAction } from "~/routes/staff-dates";
import staffCustomersEs from "~/i18n/messages/staff-customers-es";
import staffDatesEn from "~/i18n/messages/staff-dates-en";
import staffDatesEs from "~/i18n/messages/staff-dates-es";
import mailEn from "~/i18n/messages/mail-en";
import mailEs from "~/i18n/messages/mail-es";
import { testServices } from "../../../tests/support/app-context";
import { callRoute, type RouteAnswer } from "../../../tests/support/route-call";
import { staffWithSession } from "../../../tests/support/staff";
import { testDatabaseKinds } from "../../../tests/support/test-database";
import type { Auth } from "../auth/auth.server";
import type { DatabaseHandle } from "../platform/db.server";
import { attendeesOf } from "../first-aid/attendees.server";
import { firstAidDateOn } from "../first-aid/date-actions.server";
import { mailOutbox, purchases, users } from "../platform/schema.server";
import { listStaffActions } from "../platform/audit.server";
import { dashboardAlerts } from "./dashboard.server";
import { mailTextForStaff } from "./customers-page.server";

// The staff area's safeguards, through the pages' loaders and actions: a form sent again (Back,
// a double click, two at once) is recognised and answered as such; a payment reference used
// before asks first; number fields refuse what is no whole number; consents are asked, mailed and
// flagged as they were given; the customer page shows what the customer owns, their mails and
// the office's notes; dashboard alerts can be seen to, and the office's own refunds are none.

type Answer = RouteAnswer;

describe.each(testDatabaseKinds())("staff safeguards on $name", ({ open }) => {
  let handle: DatabaseHandle;
  let auth: Auth;
  let staffCookie: string;
  beforeAll(async () => {
    handle = await open();
    auth = testServices(handle).auth;
    staffCookie = (await staffWithSession(handle, auth, "office@example.com")).cookie;
  }, 60_000);
  afterAll(() => handle?.close());

  /** Calls a loader or action as React Router would, and reads what it answered or threw. */
  const call = (
    handler: (args: never) => unknown,
    path: string,
    { form, params = {} }: { form?: Record<string, string>; params?: Record<string, string> } = {},
  ): Promise<Answer> =>
    callRoute(handler, { db: handle.db, auth }, { path, cookie: staffCookie, form, params });

  const purchaseForm = (fields: Record<string, string>) => ({
    email: "cash@example.com",
    name: "Cash Buyer",
    productId: "conversion-assistance",
    method: "cash",
    locale: "en",
    courseDate: "",
    reference: "",
    note: "",
    key: crypto.randomUUID(),
    ...fields,
  });
  const userId = async (email: string) =>
    (await handle.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]?.id ?? "";
  const purchasesOf = async (email: string) =>
    handle.db
      .select()
      .from(purchases)
      .where(eq(purchases.userId, await userId(email)));
  const mailsTo = (email: string) => handle.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
  const customerPath = async (email: string) => `/staff/customers/${await userId(email)}`;
  const customerPage = async (email: string, prefix = "") =>
    (
      await call(customerLoader, `${prefix}${await customerPath(email)}`, {
        params: { id: await userId(email) },
      })
    ).data as Record<string, unknown> & {
      course: unknown;
      notes: { text: string; author: string }[];
      mails: { text: string; subject: string }[];
      purchases: { id: string; healthConsent: { given: string } | null }[];
    };

  it("answers a manual purchase sent again after Back with 'already recorded' and its link: one purchase", async () => {
    const form = purchaseForm({ email: "back@example.com", reference: "receipt B-1" });
    const first = await call(purchaseAction, "/staff/customers/new-purchase", { form });
    expect(first.status).toBe(303);
    // Back, then the same page (its key came in the URL) sent again, even with another method.
    const again = await call(purchaseAction, "/es/staff/customers/new-purchase", {
      form: { ...form, method: "bank-transfer" },
    });
    expect(again.status).toBe(409);
    const [purchase] = await purchasesOf("back@example.com");
    expect(again.data?.already).toBe(`/es${await customerPath("back@example.com")}#purchase-${purchase?.id}`);
    expect(again.data?.values).toMatchObject({ email: "back@example.com", reference: "receipt B-1" });
    expect(await purchasesOf("back@example.com")).toHaveLength(1);
    expect(await mailsTo("back@example.com")).toHaveLength(1);
  });

  it("asks for a confirmation before a second purchase with the same payment reference, then records it", async () => {
    const reference = "SEPA 2026-11-7777";
    await call(purchaseAction, "/staff/customers/new-purchase", {
      form: purchaseForm({ email: "first-ref@example.com", reference, method: "bank-transfer" }),
    });
    const second = purchaseForm({ email: "second-ref@example.com", reference, method: "bank-transfer" });
    const asked = await call(purchaseAction, "/es/staff/customers/new-purchase", { form: second });
    expect(asked.status).toBe(409);
    const [earlier] = await purchasesOf("first-ref@example.com");
    expect(asked.data?.earlier).toMatchObject({
      customer: "first-ref@example.com",
      state: staffCustomersEs.customer.purchases.statuses.paid,
      path: `/es${await customerPath("first-ref@example.com")}#purchase-${earlier?.id}`,
    });
    expect(asked.data?.values).toMatchObject({ email: "second-ref@example.com", reference });
    expect(await userId("second-ref@example.com")).toBe("");

    const confirmed = await call(purchaseAction, "/staff/customers/new-purchase", {
      form: { ...second, confirmReference: "yes" },
    });
    expect(confirmed.status).toBe(303);
    const [recorded] = await purchasesOf("second-ref@example.com");
    expect(recorded?.paymentReference).toBe(reference);
    const { entries } = await listStaffActions(handle.db, {
      customerId: await userId("second-ref@example.com"),
      limit: 5,
    });
    expect(entries[0]?.after).toMatchObject({ sameReferenceConfirmed: true });
  });

  it("refuses '12,5', 'zwölf', '1e3' and negatives in number fields, in the page's language, keeping what was typed", async () => {
    await call(purchaseAction, "/staff/customers/new-purchase", {
      form: purchaseForm({ email: "seat-holder@example.com", productId: "first-aid-en" }),
    });
    const [booked] = await purchasesOf("seat-holder@example.com");
    const date = await firstAidDateOn(handle.db, "en", booked?.courseDate ?? "");
    if (!date) throw new Error("no course date");
    for (const typed of ["12,5", "zwölf", "1e3", "-3", "12.5", " "]) {
      for (const [prefix, texts] of [
        ["", staffDatesEn],
        ["/es", staffDatesEs],
      ] as const) {
        const answer = await call(dateAction, `${prefix}/staff/dates/${date.id}`, {
          form: { intent: "capacity", capacity: typed },
          params: { id: date.id },
        });
        expect(answer.status, typed).toBe(400);
        expect(answer.data?.errors).toEqual({ capacity: "capacityInvalid" });
        expect(texts.errors.capacityInvalid).toBeTruthy();
        expect(answer.data?.values).toMatchObject({ capacity: typed });
      }
      const add = await call(datesAction, "/es/staff/dates", {
        form: { language: "es", date: "2031-05-10", startTime: "9:00", endTime: "16:00", capacity: typed },
      });
      expect(add.status, typed).toBe(400);
      expect(add.data?.errors).toMatchObject({ capacity: "capacityInvalid" });
    }
    expect((await firstAidDateOn(handle.db, "en", date.courseDate))?.capacity).toBe(date.capacity);
    expect(await firstAidDateOn(handle.db, "es", "2031-05-10")).toBeUndefined();
  });

  it("answers two submissions of one form at the same moment: the second says 'already done', not 'nothing added'", async () => {
    await call(purchaseAction, "/staff/customers/new-purchase", {
      form: purchaseForm({
        email: "double@example.com",
        productId: "examiner-course",
        immediateStart: "yes",
      }),
    });
    const id = await userId("double@example.com");
    const path = `/staff/customers/${id}`;
    const strip = (answer: Answer) => answer.location?.replace(/&key=[0-9a-f-]{36}$/, "");
    const key = crypto.randomUUID();
    const resends = await Promise.all(
      [1, 2].map(() => call(customerAction, path, { form: { intent: "resend", key }, params: { id } })),
    );
    expect(resends.map(strip).sort()).toEqual([
      `${path}?done=set-password`,
      `${path}?done=set-password&again=1`,
    ]);
    // The purchase's mail and one resend: not two.
    expect(await mailsTo("double@example.com")).toHaveLength(2);

    const extend = { intent: "extend", months: "2", key: crypto.randomUUID() };
    const extensions = await Promise.all(
      [1, 2].map(() => call(customerAction, path, { form: extend, params: { id } })),
    );
    expect(extensions.map(strip).sort()).toEqual([`${path}?done=extended`, `${path}?done=extended&again=1`]);

    const added = { language: "en", date: "2031-06-14", startTime: "9:00", endTime: "16:00", capacity: "10" };
    const dateKey = crypto.randomUUID();
    const adds = await Promise.all(
      [1, 2].map(() => call(datesAction, "/staff/dates", { form: { ...added, key: dateKey } })),
    );
    expect(adds.map((answer) => answer.status)).toEqual([302, 302]);
    const created = await firstAidDateOn(handle.db, "en", "2031-06-14");
    expect(adds.map((answer) => answer.location?.replace(/&key=.*$/, "")).sort()).toEqual([
      `/staff/dates?added=${created?.id}`,
      `/staff/dates?added=${created?.id}&again=1`,
    ]);
  });

  it("mails only what was agreed for the course and flags an eye test without consent until it is recorded", async () => {
    await call(purchaseAction, "/staff/customers/new-purchase", {
      form: purchaseForm({ email: "kept@example.com", productId: "examiner-course", immediateStart: "no" }),
    });
    const [kept] = await mailsTo("kept@example.com");
    expect(kept?.text).toContain(mailEn.purchase.withdrawalKept);
    expect(kept?.text).not.toContain(mailEn.purchase.digitalWaiver);
    await call(purchaseAction, "/staff/customers/new-purchase", {
      form: purchaseForm({
        email: "waived@example.com",
        productId: "examiner-course",
        immediateStart: "yes",
        locale: "es",
      }),
    });
    const [waived] = await mailsTo("waived@example.com");
    expect(waived?.text).toContain(mailEs.purchase.digitalWaiver);
    expect(waived?.text).not.toContain(mailEs.purchase.withdrawalKept);
    // The question must be answered: never assumed.
    const unanswered = await call(purchaseAction, "/staff/customers/new-purchase", {
      form: purchaseForm({ email: "unasked@example.com", productId: "examiner-course" }),
    });
    expect(unanswered.status).toBe(400);
    expect(unanswered.data?.errors).toHaveProperty("immediateStart");

    await call(purchaseAction, "/staff/customers/new-purchase", {
      form: purchaseForm({
        email: "eyes@example.com",
        productId: "first-aid-en-eye-test",
        healthConsent: "no",
      }),
    });
    const [eyes] = await purchasesOf("eyes@example.com");
    expect(eyes?.healthDataConsentAt).toBeNull();
    const [eyesMail] = await mailsTo("eyes@example.com");
    expect(eyesMail?.text).toContain(mailEn.purchase.healthConsentMissing);
    expect(eyesMail?.text).not.toContain(mailEn.purchase.healthConsent.slice(0, 40));
    const dateId = (await firstAidDateOn(handle.db, "en", eyes?.courseDate ?? ""))?.id ?? "";
    const flagged = async () => ({
      attendee: (await attendeesOf(handle.db, dateId)).find((a) => a.email === "eyes@example.com")
        ?.healthConsentMissing,
      page: (await customerPage("eyes@example.com")).purchases[0]?.healthConsent?.given,
      dashboard: (await dashboardAlerts(handle.db)).consentMissing.some((row) => row.id === eyes?.id),
    });
    expect(await flagged()).toEqual({ attendee: true, page: "missing", dashboard: true });

    const id = await userId("eyes@example.com");
    const consent = { intent: "health-consent", purchaseId: eyes?.id ?? "", key: crypto.randomUUID() };
    const recorded = await call(customerAction, `/staff/customers/${id}`, { form: consent, params: { id } });
    expect(recorded.location).toMatch(/\?done=consent-recorded&key=/);
    expect(await flagged()).toEqual({ attendee: false, page: "written", dashboard: false });
    const { entries } = await listStaffActions(handle.db, { customerId: id, limit: 5 });
    expect(entries[0]).toMatchObject({ action: "customer.health-consent", subjectId: eyes?.id });

    await call(purchaseAction, "/staff/customers/new-purchase", {
      form: purchaseForm({
        email: "signed@example.com",
        productId: "first-aid-es-eye-test",
        healthConsent: "yes",
      }),
    });
    const [signed] = await purchasesOf("signed@example.com");
    expect(signed?.healthDataConsentAt).not.toBeNull();
    expect(signed?.healthDataConsentRecordedBy).toBeTruthy();
    expect((await mailsTo("signed@example.com"))[0]?.text).not.toContain(
      mailEn.purchase.healthConsentMissing,
    );
  });

  it("shows a first-aid-only customer no course section, their mails' text without private links, and notes", async () => {
    await call(purchaseAction, "/staff/customers/new-purchase", {
      form: purchaseForm({ email: "firstaid@example.com", productId: "first-aid-es" }),
    });
    const page = await customerPage("firstaid@example.com", "/es");
    expect(page.course).toBeNull();
    expect(page.mails).toHaveLength(1);
    expect(page.mails[0]?.text).toContain("Cash Buyer");
    expect(page.mails[0]?.text).not.toMatch(/token=/);

    const id = await userId("firstaid@example.com");
    const note = {
      intent: "note",
      text: "  Called: will pay the eye test later.  ",
      key: crypto.randomUUID(),
    };
    const added = await call(customerAction, `/staff/customers/${id}`, { form: note, params: { id } });
    expect(added.location).toMatch(/\?done=noted&key=/);
    // The same note form again: not a second note.
    const again = await call(customerAction, `/staff/customers/${id}`, { form: note, params: { id } });
    expect(again.location).toMatch(/\?done=noted&again=1&key=/);
    const empty = await call(customerAction, `/es/staff/customers/${id}`, {
      form: { intent: "note", text: "   ", key: crypto.randomUUID() },
      params: { id },
    });
    expect(empty.status).toBe(400);
    expect(empty.data?.errors).toEqual({ text: staffCustomersEs.errors.note });
    const notes = (await customerPage("firstaid@example.com")).notes;
    expect(notes).toEqual([
      expect.objectContaining({ text: "Called: will pay the eye test later.", author: "office@example.com" }),
    ]);
    const { entries } = await listStaffActions(handle.db, { customerId: id, limit: 5 });
    expect(entries.filter((entry) => entry.action === "customer.note")).toHaveLength(1);
  });

  it("hides set-password links from the office when it reads a mail", () => {
    const link = "http://localhost:3000/set-password?token=abc.DEF";
    expect(mailTextForStaff({ text: `Set it here: ${link}\nThanks`, links: [link] }, "[hidden]")).toBe(
      "Set it here: [hidden]\nThanks",
    );
  });

  it("lets staff see to an alert (who, when, audited); the office's own refund is no alert", async () => {
    await call(purchaseAction, "/staff/customers/new-purchase", {
      form: purchaseForm({ email: "refund-me@example.com", productId: "conversion-assistance" }),
    });
    const id = await userId("refund-me@example.com");
    const [bought] = await purchasesOf("refund-me@example.com");
    await call(customerAction, `/staff/customers/${id}`, {
      form: {
        intent: "refund",
        purchaseId: bought?.id ?? "",
        note: "",
        paidBackBy: "bank-transfer",
        key: crypto.randomUUID(),
      },
      params: { id },
    });
    expect((await purchasesOf("refund-me@example.com"))[0]?.status).toBe("refunded");
    expect((await dashboardAlerts(handle.db)).reversedPurchases.map((row) => row.id)).not.toContain(
      bought?.id,
    );

    // A dispute the office did not make is an alert, until someone sees to it.
    await handle.db
      .update(purchases)
      .set({ status: "disputed", updatedAt: new Date() })
      .where(eq(purchases.id, bought?.id ?? ""));
    const alert = (await dashboardAlerts(handle.db)).reversedPurchases.find((row) => row.id === bought?.id);
    expect(alert?.alertKey).toBe(`reversed:${bought?.id}:disputed`);
    const key = crypto.randomUUID();
    const seen = await Promise.all(
      [1, 2].map(() =>
        call(dashboardAction, "/es/staff", {
          form: { intent: "acknowledge", alertKey: alert?.alertKey ?? "", key },
        }),
      ),
    );
    expect(seen.map((answer) => answer.location?.replace(/&key=.*$/, ""))).toEqual([
      "/es/staff?acknowledged=1",
      "/es/staff?acknowledged=1",
    ]);
    expect((await dashboardAlerts(handle.db)).reversedPurchases.map((row) => row.id)).not.toContain(
      bought?.id,
    );
    const page = await call(dashboardLoader, "/staff");
    expect(JSON.stringify(page.data?.alerts)).not.toContain(bought?.id ?? "-");
    const { entries } = await listStaffActions(handle.db, { limit: 50 });
    const acknowledged = entries.filter((entry) => entry.action === "dashboard.acknowledge");
    expect(acknowledged).toEqual([
      expect.objectContaining({ subjectId: alert?.alertKey, actor: expect.any(String) }),
    ]);
    expect(
      await handle.db
        .select({ n: count() })
        .from(purchases)
        .where(and(eq(purchases.id, bought?.id ?? ""), eq(purchases.status, "disputed"))),
    ).toEqual([{ n: 1 }]);
    const refused = await call(dashboardAction, "/staff", { form: { intent: "acknowledge", alertKey: "x" } });
    expect(refused.status).toBe(400);
  });
});
