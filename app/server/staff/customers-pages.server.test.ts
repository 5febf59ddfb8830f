import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { withoutPageKey } from "../../../tests/support/staff-page-key";
import { action as customerAction, loader as customerLoader } from "~/routes/staff-customer";
import { loader as searchLoader } from "~/routes/staff-customers";
import { action as purchaseAction } from "~/routes/staff-customers-new-purchase";
import { testServices } from "../../../tests/support/app-context";
import { callRoute } from "../../../tests/support/route-call";
import { customerWithSession } from "../../../tests/support/customers";
import { staffWithSession } from "../../../tests/support/staff";
import { testDatabaseKinds } from "../../../tests/support/test-database";
import type { Auth } from "../auth/auth.server";
import type { DatabaseHandle } from "../platform/db.server";
import { checkoutSession, event } from "../payments/stripe-events.server";
import { courseAccess, courseAccessExtensions, mailOutbox, purchases, users } from "../platform/schema.server";
import { listStaffActions } from "../platform/audit.server";

// Through the pages' loaders and actions: the guard, one audit row per action,
// no-ops on double submission, bad input as a 4xx in the page's language, private answers.

describe.each(testDatabaseKinds())("staff customer pages on $name", ({ open }) => {
  let handle: DatabaseHandle;
  let auth: Auth;
  let staffCookie: string;
  let customerCookie: string;
  let customerId: string;
  beforeAll(async () => {
    handle = await open();
    auth = testServices(handle).auth;
    staffCookie = (await staffWithSession(handle, auth, "office@example.com")).cookie;
    const session = checkoutSession({
      product: "examiner-course",
      email: "ana@example.com",
      name: "Ana Ruiz",
    });
    const customer = await customerWithSession(handle, auth, "ana@example.com", [
      event("checkout.session.completed", session),
    ]);
    customerCookie = customer.cookie;
    customerId = customer.userId;
  });
  afterAll(() => handle?.close());

  type Answer = {
    status: number;
    headers: Headers;
    data?: Record<string, unknown>;
    location?: string | null;
  };
  /** Calls a loader or action as React Router would, and reads what it answered or threw. */
  async function call(
    handler: (args: never) => unknown,
    path: string,
    { cookie = staffCookie, form }: { cookie?: string; form?: Record<string, string> } = {},
  ): Promise<Answer> {
    const id = /\/staff\/customers\/([^/?]+)/.exec(path)?.[1];
    const params: Record<string, string> = id === undefined ? {} : { id };
    const answer = await callRoute(handler, { db: handle.db, auth }, { path, cookie, form, params });
    // The redirect carries the next page's fresh one-time form key: compared without it.
    return { ...answer, headers: answer.headers ?? new Headers(), location: withoutPageKey(answer.location) };
  }
  const auditCount = async () =>
    (await listStaffActions(handle.db, { customerId, limit: 100 })).entries.length;

  it("answers a visitor and a customer with the site's 404, on every page and action", async () => {
    for (const cookie of ["", customerCookie]) {
      expect((await call(searchLoader, "/staff/customers?q=ana", { cookie })).status).toBe(404);
      expect((await call(customerLoader, `/es/staff/customers/${customerId}`, { cookie })).status).toBe(404);
      const resend = await call(customerAction, `/staff/customers/${customerId}`, {
        cookie,
        form: { intent: "resend" },
      });
      expect(resend.status).toBe(404);
    }
    expect(await auditCount()).toBe(0);
  });

  it("finds the customer and shows their page privately, with the texts of its language", async () => {
    const search = await call(searchLoader, "/es/staff/customers?q=RUIZ");
    expect(search.headers.get("cache-control")).toBe("private, no-store");
    expect(search.data?.hits).toEqual([
      expect.objectContaining({ id: customerId, email: "ana@example.com" }),
    ]);
    const page = await call(customerLoader, `/es/staff/customers/${customerId}`);
    expect(page.headers.get("cache-control")).toBe("private, no-store");
    expect(page.data).toMatchObject({
      customer: { email: "ana@example.com" },
      purchases: [{ productName: "Entiende al examinador", status: "paid" }],
      customersTexts: { customer: { title: "Cliente" } },
    });
    // The review state beside the course (no lesson opened yet: no cards).
    expect((page.data?.course as { review: unknown }).review).toEqual({
      cards: 0,
      reviewed: 0,
      dueToday: 0,
      lastReviewAt: null,
    });
    expect((await call(customerLoader, "/staff/customers/no-such-customer")).status).toBe(404);
  });

  it("resends the set-password mail once per pause, with one audit row", async () => {
    const form = { intent: "resend" };
    const first = await call(customerAction, `/staff/customers/${customerId}`, { form });
    expect(first.status).toBe(303);
    expect(first.location).toBe(`/staff/customers/${customerId}?done=password-reset`);
    expect(first.headers.get("cache-control")).toBe("private, no-store");
    const second = await call(customerAction, `/staff/customers/${customerId}`, { form });
    expect(second.location).toBe(`/staff/customers/${customerId}?done=recently-sent`);
    expect(await auditCount()).toBe(1);
    const page = await call(customerLoader, `/staff/customers/${customerId}`);
    expect(page.data?.audit).toEqual([
      expect.objectContaining({ actionKey: "customer.resend-set-password", actor: "office@example.com" }),
    ]);
  });

  it("refuses bad input with a 4xx and the page's language, changing nothing", async () => {
    const before = await auditCount();
    const path = `/es/staff/customers/${customerId}`;
    const months = await call(customerAction, path, {
      form: { intent: "extend", months: "13", key: crypto.randomUUID() },
    });
    expect(months).toMatchObject({ status: 400, data: { errors: { months: "Elige de 1 a 12 meses." } } });
    const refund = await call(customerAction, path, { form: { intent: "refund", purchaseId: "x" } });
    expect(refund).toMatchObject({
      status: 400,
      data: { errors: { purchaseId: expect.stringMatching(/compras/) } },
    });
    const unknown = await call(customerAction, path, { form: { intent: "delete" } });
    expect(unknown).toMatchObject({ status: 400, data: { errors: { intent: "Acción desconocida." } } });
    const purchase = await call(purchaseAction, "/es/staff/customers/new-purchase", {
      form: {
        email: "nope",
        productId: "examiner-course",
        method: "cheque",
        locale: "es",
        key: crypto.randomUUID(),
      },
    });
    expect(purchase).toMatchObject({
      status: 400,
      data: {
        errors: {
          email: "Escribe el correo electrónico del cliente.",
          method: "Elige cómo se pagó, o que la transferencia está pendiente.",
        },
      },
    });
    expect(await auditCount()).toBe(before);
    expect(await handle.db.select().from(courseAccessExtensions)).toEqual([]);
  });

  it("extends access and records a refund once each, however often the form is sent", async () => {
    const path = `/staff/customers/${customerId}`;
    const before = await auditCount();
    const extend = { intent: "extend", months: "2", key: crypto.randomUUID() };
    expect((await call(customerAction, path, { form: extend })).location).toBe(`${path}?done=extended`);
    // The same form again: told what its first submission did, not that nothing changed.
    expect((await call(customerAction, path, { form: extend })).location).toBe(
      `${path}?done=extended&again=1`,
    );
    const [purchase] = await handle.db.select().from(purchases).where(eq(purchases.userId, customerId));
    const refund = { intent: "refund", purchaseId: purchase?.id ?? "", note: "" };
    // More than the purchase's amount, or no amount at all: refused with the field's message, nothing written.
    const tooMuch = await call(customerAction, path, { form: { ...refund, amount: "99999" } });
    expect(tooMuch.status).toBe(409);
    expect(tooMuch.data).toMatchObject({ form: "refund", errors: { amount: expect.any(String) } });
    expect((await call(customerAction, path, { form: { ...refund, amount: "zwölf" } })).status).toBe(400);
    expect((await call(customerAction, path, { form: refund })).location).toBe(`${path}?done=refunded`);
    expect((await call(customerAction, path, { form: refund })).location).toBe(
      `${path}?done=unchanged&status=refunded`,
    );
    expect(await handle.db.select().from(courseAccess).where(eq(courseAccess.userId, customerId))).toEqual(
      [],
    );
    expect(await auditCount()).toBe(before + 2);
  });

  it("records a manual purchase: a new account, its set-password mail, one audit row, once", async () => {
    const form = {
      email: "Cash.Buyer@Example.com",
      name: "Cash Buyer",
      productId: "conversion-assistance",
      method: "cash",
      locale: "en",
      courseDate: "",
      reference: "receipt 17",
      note: "",
      key: crypto.randomUUID(),
    };
    const first = await call(purchaseAction, "/staff/customers/new-purchase", { form });
    const [buyer] = await handle.db.select().from(users).where(eq(users.email, "cash.buyer@example.com"));
    expect(first).toMatchObject({ status: 303, location: `/staff/customers/${buyer?.id}?done=purchased` });
    // Sent again (Back, a double click): "already recorded", with the link to that purchase.
    const again = await call(purchaseAction, "/staff/customers/new-purchase", { form });
    expect(again.status).toBe(409);
    expect(again.data?.already).toMatch(new RegExp(`^/staff/customers/${buyer?.id}#purchase-`));
    const mails = await handle.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, "cash.buyer@example.com"));
    expect(mails.map((mail) => mail.kind)).toEqual(["set-password"]);
    const { entries } = await listStaffActions(handle.db, { customerId: buyer?.id ?? "", limit: 10 });
    expect(entries).toEqual([expect.objectContaining({ action: "customer.manual-purchase" })]);
  });
});
