import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { action as customerAction } from "~/routes/staff-customer";
import { testServices } from "../../../tests/support/app-context";
import { customerWithSession } from "../../../tests/support/customers";
import { callRoute } from "../../../tests/support/route-call";
import { staffWithSession } from "../../../tests/support/staff";
import { withoutPageKey } from "../../../tests/support/staff-page-key";
import { testDatabaseKinds } from "../../../tests/support/test-database";
import type { Auth } from "../auth/auth.server";
import type { DatabaseHandle } from "../platform/db.server";
import { checkoutSession, event } from "../payments/stripe-events.server";
import { customerNotes, invoiceDocuments, purchases } from "../platform/schema.server";

// A customer page's one-time key claims one form, for one customer and purchase, by one staff
// member. Sent with another purchase's refund, another customer's or colleague's note, it is a new
// submission, never answered "already done" while nothing was done.

describe.each(testDatabaseKinds())("customer page form keys on $name", ({ open }) => {
  let handle: DatabaseHandle;
  let auth: Auth;
  let office: string;
  let colleague: string;
  let customerId: string;
  let otherCustomerId: string;
  beforeAll(async () => {
    handle = await open();
    auth = testServices(handle).auth;
    office = (await staffWithSession(handle, auth, "office-keys@example.com")).cookie;
    colleague = (await staffWithSession(handle, auth, "colleague-keys@example.com")).cookie;
    customerId = (
      await customerWithSession(handle, auth, "two-purchases@example.com", [
        event(
          "checkout.session.completed",
          checkoutSession({ product: "examiner-course", email: "two-purchases@example.com" }),
        ),
        event(
          "checkout.session.completed",
          checkoutSession({ product: "theory-exam-package", email: "two-purchases@example.com" }),
        ),
      ])
    ).userId;
    otherCustomerId = (await customerWithSession(handle, auth, "other-keys@example.com")).userId;
  }, 60_000);
  afterAll(() => handle?.close());

  async function send(id: string, form: Record<string, string>, cookie = office, language = "") {
    const answer = await callRoute(
      customerAction,
      { db: handle.db, auth },
      { path: `${language}/staff/customers/${id}`, cookie, form, params: { id } },
    );
    return { ...answer, location: withoutPageKey(answer.location) };
  }

  const creditNotesOf = (purchaseId: string) =>
    handle.db
      .select()
      .from(invoiceDocuments)
      .where(and(eq(invoiceDocuments.purchaseId, purchaseId), eq(invoiceDocuments.kind, "credit-note")));

  it("records a refund of another purchase sent with the key of a first refund", async () => {
    const bought = await handle.db.select().from(purchases).where(eq(purchases.userId, customerId));
    const [first, second] = bought.map((purchase) => purchase.id);
    if (!first || !second) throw new Error("two purchases expected");
    const key = crypto.randomUUID();
    const refund = { intent: "refund", note: "", notify: "on", key };
    const path = `/staff/customers/${customerId}`;
    expect((await send(customerId, { ...refund, purchaseId: first, amount: "10,00" })).location).toBe(
      `${path}?done=refunded-partly`,
    );
    // The same form again is a repeat; the other purchase's form with the page's key is not.
    expect((await send(customerId, { ...refund, purchaseId: first, amount: "10,00" })).location).toBe(
      `${path}?done=refunded-partly&again=1`,
    );
    expect((await send(customerId, { ...refund, purchaseId: second, amount: "5.00" })).location).toBe(
      `${path}?done=refunded-partly`,
    );
    expect((await creditNotesOf(first)).map((note) => note.grossCents)).toEqual([-1000]);
    expect((await creditNotesOf(second)).map((note) => note.grossCents)).toEqual([-500]);
  });

  it("keeps a note sent with a colleague's key, or with the key used on another customer", async () => {
    const key = crypto.randomUUID();
    const note = (text: string) => ({ intent: "note", text, key });
    expect((await send(customerId, note("Called about the exam date."))).location).toMatch(/done=noted$/);
    expect((await send(customerId, note("Called about the exam date."))).location).toMatch(
      /done=noted&again=1$/,
    );
    // A colleague opened the same URL (a link passed on) and wrote their own note.
    expect((await send(customerId, note("Sent the receipt again."), colleague)).location).toMatch(
      /done=noted$/,
    );
    expect((await send(otherCustomerId, note("Asked for a first-aid date."))).location).toMatch(
      /done=noted$/,
    );
    const texts = async (id: string) =>
      (await handle.db.select().from(customerNotes).where(eq(customerNotes.customerUserId, id)))
        .map((row) => row.text)
        .sort();
    expect(await texts(customerId)).toEqual(["Called about the exam date.", "Sent the receipt again."]);
    expect(await texts(otherCustomerId)).toEqual(["Asked for a first-aid date."]);
  });

  it("refuses an emptied refund amount in the staff member's language, refunding nothing", async () => {
    const [purchase] = await handle.db.select().from(purchases).where(eq(purchases.userId, customerId));
    if (!purchase) throw new Error("purchase expected");
    const before = (await creditNotesOf(purchase.id)).length;
    const form = { intent: "refund", purchaseId: purchase.id, note: "", key: crypto.randomUUID() };
    const spanish = await send(customerId, { ...form, amount: "  " }, office, "/es");
    expect(spanish).toMatchObject({
      status: 400,
      data: { form: "refund", errors: { amount: expect.stringMatching(/^Escribe el importe a reembolsar/) } },
    });
    const english = await send(customerId, { ...form, amount: "" });
    expect(english).toMatchObject({
      status: 400,
      data: { errors: { amount: expect.stringMatching(/^Enter the amount to refund/) } },
    });
    expect(await creditNotesOf(purchase.id)).toHaveLength(before);
    expect((await handle.db.select().from(purchases).where(eq(purchases.id, purchase.id)))[0]?.status).toBe(
      "paid",
    );
  });
});
