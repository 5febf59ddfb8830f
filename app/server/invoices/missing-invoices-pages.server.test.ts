import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { action as customerAction, loader as customerLoader } from "~/routes/staff-customer";
import { action as exportsAction, loader as exportsLoader } from "~/routes/staff-exports";
import { testContext, testServices } from "../../../tests/support/app-context";
import { staffWithSession } from "../../../tests/support/staff";
import { withoutPageKey, withPageKey } from "../../../tests/support/staff-page-key";
import { testDatabaseKinds } from "../../../tests/support/test-database";
import type { Auth } from "../auth/auth.server";
import type { DatabaseHandle } from "../platform/db.server";
import { invoiceDocuments, mailOutbox, purchases, users } from "../platform/schema.server";
import { accountPageData } from "../account/account-page.server";

// The staff pages' side of missing invoices: any staff member issues one on the customer's page
// (once per form, mailed when asked); only an owner issues them all from the export page.

/** The value, or the test fails here. */
function must<T>(value: T | null | undefined): T {
  if (value === null || value === undefined) throw new Error("expected a value");
  return value;
}

const origin = "http://localhost:3000";

describe.each(testDatabaseKinds())("missing invoices on the staff pages on $name", ({ open }) => {
  let handle: DatabaseHandle;
  let auth: Auth;
  let office: string;
  let owner: string;
  let customerId: string;
  beforeAll(async () => {
    handle = await open();
    auth = testServices(handle).auth;
    office = (await staffWithSession(handle, auth, "office@example.com", { staffRole: "office" })).cookie;
    owner = (await staffWithSession(handle, auth, "owner@example.com")).cookie;
    customerId = randomUUID();
    await handle.db
      .insert(users)
      .values({ id: customerId, email: "ana@example.com", name: "Ana Ruiz", locale: "es" });
  }, 60_000);
  afterAll(() => handle?.close());

  async function oldPurchase(purchasedAt: string) {
    const [row] = await handle.db
      .insert(purchases)
      .values({
        userId: customerId,
        productId: "examiner-course",
        checkoutSessionId: `cs_old_${randomUUID()}`,
        paymentIntentId: `pi_old_${randomUUID()}`,
        status: "paid",
        amountCents: 12_900,
        currency: "eur",
        locale: "es",
        newCustomer: false,
        purchasedAt: new Date(purchasedAt),
        paidAt: new Date(purchasedAt),
      })
      .returning();
    return must(row).id;
  }

  /** Calls a loader or action as React Router would: its data and status, or the thrown answer. */
  async function call(
    handler: (args: never) => unknown,
    path: string,
    { cookie, form }: { cookie: string; form?: Record<string, string> },
  ): Promise<{ status: number; data?: Record<string, unknown>; location?: string | null }> {
    // Loaders are called as the browser reaches them: after the keyed redirect of a staff page.
    const request = new Request(`${origin}${form ? path : withPageKey(path)}`, {
      method: form ? "POST" : "GET",
      headers: { cookie },
      body: form ? new URLSearchParams(form) : undefined,
    });
    const id = /\/staff\/customers\/([^/?]+)/.exec(path)?.[1];
    try {
      const result = (await handler({
        request,
        params: { id },
        context: testContext({ db: handle.db, auth }),
      } as never)) as { data?: Record<string, unknown>; init?: { status?: number } } & Record<
        string,
        unknown
      >;
      if ("data" in result && result.init) return { status: result.init.status ?? 200, data: result.data };
      return { status: 200, data: "data" in result ? result.data : result };
    } catch (thrown) {
      if (thrown instanceof Response)
        return { status: thrown.status, location: withoutPageKey(thrown.headers.get("location")) };
      const routeError = thrown as { type?: string; init?: { status?: number } };
      if (routeError?.type === "DataWithResponseInit") return { status: routeError.init?.status ?? 500 };
      throw thrown;
    }
  }

  it("issues one purchase's invoice from the customer's page once, mailed in the customer's language", async () => {
    const purchaseId = await oldPurchase("2026-02-10T09:00:00Z");
    const page = `/es/staff/customers/${customerId}`;
    const before = await call(customerLoader, page, { cookie: office });
    expect((before.data?.invoices as { invoiced: Record<string, unknown> }).invoiced).not.toHaveProperty(
      purchaseId,
    );
    expect(JSON.stringify(before.data?.missingInvoiceTexts)).toContain("Emitir factura");

    const key = randomUUID();
    const form = {
      intent: "issue-invoice",
      key,
      purchaseId,
      billingName: "Ana Ruiz",
      billingAddress: "",
      notify: "on",
    };
    const first = await call(customerAction, page, { cookie: office, form });
    expect(first.status).toBe(303);
    expect(first.location).toContain("done=invoice-issued-mailed");
    // The same form again (a double click, Back): said so, nothing issued twice.
    const again = await call(customerAction, page, { cookie: office, form });
    expect(again.location).toContain("done=invoice-issued-mailed");
    expect(again.location).toContain("again=1");
    const documents = await handle.db
      .select()
      .from(invoiceDocuments)
      .where(eq(invoiceDocuments.purchaseId, purchaseId));
    expect(documents).toHaveLength(1);
    expect(await handle.db.select().from(mailOutbox).where(eq(mailOutbox.kind, "invoice"))).toHaveLength(1);
    // A fresh form for the same purchase finds the invoice there.
    const fresh = await call(customerAction, page, { cookie: office, form: { ...form, key: randomUUID() } });
    expect(fresh.location).toContain("done=invoice-existed");

    const after = await call(customerLoader, `${page}?done=invoice-issued`, { cookie: office });
    expect((after.data?.invoices as { invoiced: Record<string, unknown> }).invoiced).toHaveProperty(
      purchaseId,
    );
    const account = await accountPageData(handle.db, customerId);
    expect(account.documents.map((document) => document.number)).toEqual([must(documents[0]).number]);
  });

  it("refuses a malformed form with a 400 in the page's language", async () => {
    const answer = await call(customerAction, `/es/staff/customers/${customerId}`, {
      cookie: office,
      form: { intent: "issue-invoice", key: randomUUID(), purchaseId: "not-an-id" },
    });
    expect(answer.status).toBe(400);
    expect(JSON.stringify(answer.data)).toContain("Elige una de las compras");
  });

  it("issues a company's invoice with its VAT id and corrects the id from the customer's page; a malformed one is a 400 in the page's language", async () => {
    const purchaseId = await oldPurchase("2026-04-10T09:00:00Z");
    const page = `/es/staff/customers/${customerId}`;
    const company = { purchaseId, billingName: "Muster GmbH", billingAddress: "Zeil 1\n60313 Frankfurt" };
    const issue = { intent: "issue-invoice", key: randomUUID(), ...company, billingVatId: "DE 111 111 111" };
    expect((await call(customerAction, page, { cookie: office, form: issue })).status).toBe(303);
    const invoiced = async () => {
      const loaded = await call(customerLoader, page, { cookie: office });
      return (loaded.data?.invoices as { invoiced: Record<string, { vatId: string }> }).invoiced[purchaseId];
    };
    expect(await invoiced()).toMatchObject({ vatId: "DE111111111" });

    const refused = await call(customerAction, page, {
      cookie: office,
      form: { intent: "billing", ...company, billingVatId: "111" },
    });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.data)).toContain("Escribe el NIF-IVA como lo escribe la UE");
    const documents = () =>
      handle.db.select().from(invoiceDocuments).where(eq(invoiceDocuments.purchaseId, purchaseId));
    expect(await documents()).toHaveLength(1);

    const corrected = await call(customerAction, page, {
      cookie: office,
      form: { intent: "billing", ...company, billingVatId: "DE222222222" },
    });
    expect(corrected.location).toContain("done=billing-corrected");
    expect(await invoiced()).toMatchObject({ vatId: "DE222222222" });
    expect((await documents()).map((document) => document.buyerVatId).sort()).toEqual([
      "DE111111111",
      "DE111111111",
      "DE222222222",
    ]);
  });

  it("counts the purchases without an invoice on the export page; only an owner issues them all", async () => {
    await oldPurchase("2026-03-01T09:00:00Z");
    await oldPurchase("2026-03-02T09:00:00Z");
    const seen = await call(exportsLoader, "/staff/exports", { cookie: office });
    expect(seen.data?.missing).toMatchObject({ count: 2, canIssue: false, done: null });
    const refused = await call(exportsAction, "/staff/exports", {
      cookie: office,
      form: { intent: "issue-missing-invoices" },
    });
    expect(refused.status).toBe(404);
    expect((await call(exportsLoader, "/staff/exports", { cookie: owner })).data?.missing).toMatchObject({
      count: 2,
      canIssue: true,
    });

    const done = await call(exportsAction, "/es/staff/exports", {
      cookie: owner,
      form: { intent: "issue-missing-invoices" },
    });
    expect(done.status).toBe(303);
    expect(done.location).toBe("/es/staff/exports?issued=2&remaining=0");
    const shown = await call(exportsLoader, must(done.location), { cookie: owner });
    expect(shown.data?.missing).toMatchObject({ count: 0, done: { issued: 2, remaining: 0 } });
    // Sent again: nothing left to issue.
    const twice = await call(exportsAction, "/es/staff/exports", {
      cookie: owner,
      form: { intent: "issue-missing-invoices" },
    });
    expect(twice.location).toBe("/es/staff/exports?issued=0&remaining=0");
  });
});
