import { randomUUID } from "node:crypto";
import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { assistanceSteps } from "~/content/assistance-steps";
import { todayInSchoolTimeZone } from "~/content/schedule";
import conversionAssistanceEs from "~/i18n/messages/pages/conversion-assistance-es";
import conversionCasesEn from "~/i18n/messages/conversion-cases-en";
import conversionCasesEs from "~/i18n/messages/conversion-cases-es";
import { loader as myConversionLoader } from "~/routes/my-conversion";
import { action as casesAction, loader as casesLoader } from "~/routes/staff-cases";
import { testServices } from "../../../tests/support/app-context";
import { customerWithSession } from "../../../tests/support/customers";
import { callRoute } from "../../../tests/support/route-call";
import { staffWithSession } from "../../../tests/support/staff";
import { withoutPageKey } from "../../../tests/support/staff-page-key";
import { testDatabaseKinds } from "../../../tests/support/test-database";
import { customerData } from "../data-requests/customer-data.server";
import { deleteCustomerData } from "../data-requests/customer-deletion.server";
import type { DatabaseHandle } from "../platform/db.server";
import { addDays } from "../licence-check/deadlines.server";
import { checkoutSession, event } from "../payments/stripe-events.server";
import { handleStripeEvent } from "../payments/webhook.server";
import type { AppServices } from "../auth/app-services.server";
import {
  conversionCaseSteps,
  conversionCases,
  mailOutbox,
  purchases,
  staffAuditLog,
  users,
} from "../platform/schema.server";
import { addWorkingDays } from "./case-store.server";

// Conversion cases on both databases: one case per buyer of the assistance, opened by the paid
// purchase (once, however often the provider repeats it) or on the buyer's first view; only the
// buyer sees it; the office's board moves a step once per form key, audits it by ids and mails the
// customer in their language; bad input and the wrong people are refused.

const publicUrl = "http://localhost:3000";

describe.each(testDatabaseKinds())("conversion cases on $name", ({ open }) => {
  let handle: DatabaseHandle;
  let services: AppServices;
  let office: { userId: string; cookie: string };

  const stepsOf = (userId: string) =>
    handle.db.select().from(conversionCaseSteps).where(eq(conversionCaseSteps.userId, userId));
  const casesOf = (userId: string) =>
    handle.db.select().from(conversionCases).where(eq(conversionCases.userId, userId));
  const mailsTo = (to: string) =>
    handle.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, to), eq(mailOutbox.kind, "case-step")));

  /** A buyer of the assistance through the webhook, in `locale`, signed in. */
  async function buyer(locale: "en" | "es") {
    const email = `case-${randomUUID()}@example.com`;
    const session = checkoutSession({
      product: "conversion-assistance",
      email,
      locale,
      paymentIntent: `pi_${randomUUID()}`,
    });
    const paid = event("checkout.session.completed", session);
    const signedIn = await customerWithSession(handle, services.auth, email, [paid]);
    return { ...signedIn, email, paid, session };
  }

  beforeAll(async () => {
    handle = await open();
    services = testServices(handle);
    office = await staffWithSession(handle, services.auth, `office-${randomUUID()}@example.com`, {
      staffRole: "office",
    });
  }, 120_000);
  afterAll(() => handle?.close());

  it("opens one case when the assistance is paid, even when the provider repeats the event", async () => {
    const ana = await buyer("es");
    // The same event again, and the same session in a second event (a retry, a late duplicate).
    await handleStripeEvent(handle.db, ana.paid, { publicUrl });
    await handleStripeEvent(handle.db, event("checkout.session.completed", ana.session), {
      publicUrl,
    });
    expect(await casesOf(ana.userId)).toHaveLength(1);
    const steps = await stepsOf(ana.userId);
    expect(steps.map((step) => step.kind).sort()).toEqual([...assistanceSteps].sort());
    const booking = steps.find((step) => step.kind === "booking");
    expect(booking).toMatchObject({
      state: "in-progress",
      responsible: "school",
      dated: addWorkingDays(todayInSchoolTimeZone(), 3),
    });
    expect(steps.filter((step) => step.state === "todo")).toHaveLength(4);
  });

  it("counts working days without weekends and Hesse's public holidays", () => {
    expect(addWorkingDays("2026-11-27", 3)).toBe("2026-12-02"); // Friday → Wednesday
    expect(addWorkingDays("2026-11-23", 3)).toBe("2026-11-26"); // Monday → Thursday
    // Christmas: 24 Dec (Thu) counts, 25 and 26 Dec are holidays, then the weekend.
    expect(addWorkingDays("2026-12-23", 3)).toBe("2026-12-29");
    // Corpus Christi (Fronleichnam), a holiday in Hesse: Thursday 27 May 2027 (Easter + 60 days).
    expect(addWorkingDays("2027-05-26", 1)).toBe("2027-05-28");
  });

  it("opens the case of an earlier buyer on their first view, and shows it only to the buyer", async () => {
    const { userId, cookie } = await customerWithSession(
      handle,
      services.auth,
      `earlier-${randomUUID()}@example.com`,
    );
    await handle.db.insert(purchases).values({
      userId,
      productId: "conversion-assistance",
      checkoutSessionId: `cs_${randomUUID()}`,
      status: "paid",
      amountCents: 15000,
      currency: "eur",
      locale: "en",
      newCustomer: false,
      purchasedAt: new Date(),
      paidAt: new Date(),
    });
    expect(await casesOf(userId)).toHaveLength(0);
    const page = await callRoute(myConversionLoader, services, { path: "/my-conversion", cookie });
    expect(page.status).toBe(200);
    const view = page.data.myCase as {
      steps: { kind: string; state: string; title: string }[];
      next: string;
    };
    expect(view.steps.map((step) => step.kind)).toEqual([...assistanceSteps]);
    expect(view.steps[0]).toMatchObject({ state: "in-progress", title: "Booking" });
    expect(await casesOf(userId)).toHaveLength(1);

    // A customer who did not buy the assistance sees no case, and none is opened for them.
    const other = await customerWithSession(handle, services.auth, `no-case-${randomUUID()}@example.com`);
    const theirs = await callRoute(myConversionLoader, services, {
      path: "/es/my-conversion",
      cookie: other.cookie,
    });
    expect(theirs.data.myCase).toBeNull();
    expect(await casesOf(other.userId)).toHaveLength(0);
  });

  it("the office moves a step once per form key: audited by ids, the customer mailed in their language", async () => {
    const ana = await buyer("es");
    const key = randomUUID();
    const form = {
      key,
      customerId: ana.userId,
      step: "booking",
      state: "done",
      date: "2026-11-20",
      responsible: "school",
      note: "Called her, passport seen",
    };
    const call = () =>
      callRoute(casesAction, services, { path: `/es/staff/cases?key=${key}`, cookie: office.cookie, form });
    const first = await call();
    expect(withoutPageKey(first.location)).toBe("/es/staff/cases?done=moved");
    const again = await call();
    expect(withoutPageKey(again.location)).toBe("/es/staff/cases?done=moved&again=1");

    const booking = (await stepsOf(ana.userId)).find((step) => step.kind === "booking");
    expect(booking).toMatchObject({ state: "done", dated: "2026-11-20", note: "Called her, passport seen" });
    const audit = await handle.db
      .select()
      .from(staffAuditLog)
      .where(and(eq(staffAuditLog.action, "case.step"), eq(staffAuditLog.subjectId, ana.userId)));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actor: office.userId, customerUserId: ana.userId });
    expect(JSON.stringify([audit[0]?.before, audit[0]?.after])).not.toMatch(/passport|Called|@/);

    const mails = await mailsTo(ana.email);
    expect(mails).toHaveLength(1);
    const mail = mails[0];
    expect(mail?.locale).toBe("es");
    expect(mail?.subject).toBe(`Tu conversión: ${conversionAssistanceEs.steps[0]?.title}`);
    expect(mail?.text).toContain(conversionCasesEs.states.done);
    expect(mail?.text).toContain(`Lo siguiente: ${conversionAssistanceEs.steps[1]?.title}`);
    expect(mail?.text).toContain("/es/my-conversion");
    expect(mail?.text).not.toContain("passport");

    // The customer sees the new state, and never the office's note.
    const page = await callRoute(myConversionLoader, services, {
      path: "/es/my-conversion",
      cookie: ana.cookie,
    });
    const view = page.data.myCase as { steps: { kind: string; state: string }[]; next: string };
    expect(view.steps[0]).toMatchObject({ kind: "booking", state: "done" });
    expect(view.next).toContain(conversionAssistanceEs.steps[1]?.title);
    expect(JSON.stringify(page.data)).not.toContain("passport");

    // A new note alone changes nothing the customer sees: no mail, and the audit says so.
    const noteOnly = { ...form, key: randomUUID(), note: "Sent the schedule draft" };
    await callRoute(casesAction, services, {
      path: "/es/staff/cases",
      cookie: office.cookie,
      form: noteOnly,
    });
    expect(await mailsTo(ana.email)).toHaveLength(1);
    const [noteAudit] = await handle.db
      .select()
      .from(staffAuditLog)
      .where(and(eq(staffAuditLog.action, "case.step"), eq(staffAuditLog.subjectId, ana.userId)))
      .orderBy(desc(staffAuditLog.at))
      .limit(1);
    expect(noteAudit?.after).toMatchObject({ noteChanged: true, customerTold: false });

    // The same form without a note (a state change only) keeps the step's note; only the
    // "remove the note" box removes it.
    const move = (extra: Record<string, string>) =>
      callRoute(casesAction, services, {
        path: "/es/staff/cases",
        cookie: office.cookie,
        form: { ...form, key: randomUUID(), note: "", ...extra },
      });
    await move({ state: "in-progress" });
    const kept = (await stepsOf(ana.userId)).find((step) => step.kind === "booking");
    expect(kept).toMatchObject({ state: "in-progress", note: "Sent the schedule draft" });
    await move({ clearNote: "on" });
    const cleared = (await stepsOf(ana.userId)).find((step) => step.kind === "booking");
    expect(cleared).toMatchObject({ state: "done", note: null });
  });

  it("refuses bad input with a 400 in the staff's language and changes nothing", async () => {
    const ana = await buyer("en");
    const base = {
      key: randomUUID(),
      customerId: ana.userId,
      step: "translation",
      state: "done",
      responsible: "school",
    };
    const post = (path: string, form: Record<string, string>) =>
      callRoute(casesAction, services, { path, cookie: office.cookie, form });
    const cases: [string, Record<string, string>, string][] = [
      ["/es/staff/cases", { ...base, state: "finished" }, conversionCasesEs.staff.errors.state],
      ["/staff/cases", { ...base, date: "2026-02-30" }, conversionCasesEn.staff.errors.date],
      ["/es/staff/cases", { ...base, step: "exam" }, conversionCasesEs.staff.errors.step],
      ["/staff/cases", { ...base, responsible: "nobody" }, conversionCasesEn.staff.errors.responsible],
      ["/staff/cases", { ...base, note: "x".repeat(501) }, conversionCasesEn.staff.errors.note],
    ];
    for (const [path, form, message] of cases) {
      const answer = await post(path, form);
      expect(answer.status, JSON.stringify(form).slice(0, 80)).toBe(400);
      expect(answer.data).toEqual({ error: message });
    }
    const unknown = await post("/es/staff/cases", { ...base, customerId: randomUUID() });
    expect(unknown.status).toBe(404);
    expect(unknown.data).toEqual({ error: conversionCasesEs.staff.errors.gone });
    expect((await stepsOf(ana.userId)).find((step) => step.kind === "translation")?.state).toBe("todo");
    expect(await mailsTo(ana.email)).toHaveLength(0);
  });

  it("lets only staff with a second factor see or move cases", async () => {
    const ana = await buyer("en");
    const form = {
      key: randomUUID(),
      customerId: ana.userId,
      step: "schedule",
      state: "done",
      responsible: "school",
    };
    for (const path of ["/staff/cases", "/es/staff/cases"]) {
      // A customer (even the case's own) and a visitor get the site's "not found".
      expect((await callRoute(casesLoader, services, { path, cookie: ana.cookie })).status).toBe(404);
      expect((await callRoute(casesAction, services, { path, cookie: ana.cookie, form })).status).toBe(404);
      expect((await callRoute(casesLoader, services, { path })).status).toBe(404);
    }
    // Staff without a second factor are sent to enrol first.
    const unenrolled = await staffWithSession(handle, services.auth, `new-${randomUUID()}@example.com`, {
      enrolled: false,
      staffRole: "office",
    });
    const page = await callRoute(casesLoader, services, { path: "/staff/cases", cookie: unenrolled.cookie });
    expect(page.status).toBe(302);
    expect(page.location).toBe("/staff/enrol");
    const move = await callRoute(casesAction, services, {
      path: "/staff/cases",
      cookie: unenrolled.cookie,
      form,
    });
    expect(move.status).toBe(302);
    expect((await stepsOf(ana.userId)).find((step) => step.kind === "schedule")?.state).toBe("todo");
  });

  it("the board groups every case by its step, overdue first, linking to the customer", async () => {
    const late = await buyer("en");
    const onTime = await buyer("en");
    const today = todayInSchoolTimeZone();
    for (const [who, dated] of [
      [late, addDays(today, -2)],
      [onTime, addDays(today, 20)],
    ] as const) {
      await handle.db
        .update(conversionCaseSteps)
        .set({ state: "done" })
        .where(and(eq(conversionCaseSteps.userId, who.userId), eq(conversionCaseSteps.kind, "booking")));
      await handle.db
        .update(conversionCaseSteps)
        .set({ state: "in-progress", dated })
        .where(and(eq(conversionCaseSteps.userId, who.userId), eq(conversionCaseSteps.kind, "schedule")));
    }
    const board = await callRoute(casesLoader, services, { path: "/staff/cases", cookie: office.cookie });
    expect(board.status).toBe(200);
    const groups = board.data.groups as { step: string; cases: { userId: string; stepOverdue: boolean }[] }[];
    const schedule = groups.find((group) => group.step === "schedule");
    const ids = schedule?.cases.map((entry) => entry.userId) ?? [];
    expect(ids.indexOf(late.userId)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(late.userId)).toBeLessThan(ids.indexOf(onTime.userId));
    expect(schedule?.cases.find((entry) => entry.userId === late.userId)?.stepOverdue).toBe(true);
    // Steps follow the product's order; groups too.
    const order = groups.map((group) => group.step);
    expect(order).toEqual([...assistanceSteps, "finished"].filter((step) => order.includes(step)));
  });

  it("puts the case in the customer's copy of their data and deletes it with the account", async () => {
    const ana = await buyer("en");
    await handle.db
      .update(conversionCaseSteps)
      .set({ note: "office note" })
      .where(eq(conversionCaseSteps.userId, ana.userId));
    const copy = (await customerData(handle.db, ana.userId, "en")) as unknown as {
      conversionCase: { steps: { step: string; state: string; note: string | null }[] } | null;
    };
    expect(copy.conversionCase?.steps).toHaveLength(5);
    expect(copy.conversionCase?.steps[0]?.note).toBe("office note");
    const outcome = await deleteCustomerData(handle.db, { actor: "system", userId: ana.userId });
    expect(outcome.outcome).toBe("deleted");
    expect(await casesOf(ana.userId)).toHaveLength(0);
    expect(await stepsOf(ana.userId)).toHaveLength(0);
    expect(await handle.db.select().from(users).where(eq(users.id, ana.userId))).toHaveLength(1);
  });
});
