import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/server/platform/db.server";
import { addFirstAidDate } from "~/server/first-aid/date-actions.server";
import { checkoutSession, event } from "~/server/payments/stripe-events.server";
import { firstAidBookings, purchases, users } from "~/server/platform/schema.server";
import { customerWithSession } from "../support/customers";
import { type RawResponse } from "../support/http-client";
import { realAppPerFile } from "../support/app-per-file";
import { staffWithSession } from "../support/staff";

// Through the real Express app: the customer pages that are not in the navigation are
// as hidden as the rest, plain HTML without scripts, and a refused form shows its error beside the
// field, in the page's language, with a 4xx.

const http = realAppPerFile();

describe.each(http.kinds)("staff customer pages over HTTP on $name", (kind) => {
  const { name } = kind;
  let handle: DatabaseHandle;
  let staff: string;
  let customer: string;
  let customerId: string;
  let staffId: string;
  beforeAll(async () => {
    handle = await http.database(kind);
    const auth = http.serve(handle);
    const email = `buyer-${name}@example.com`;
    const bought = event(
      "checkout.session.completed",
      checkoutSession({ product: "examiner-course", email }),
    );
    ({ cookie: customer, userId: customerId } = await customerWithSession(handle, auth, email, [bought]));
    ({ cookie: staff, userId: staffId } = await staffWithSession(handle, auth, `office-${name}@example.com`));
  }, 120_000);
  afterAll(async () => {
    await http.release(handle);
  });

  const get = http.page;
  const post = (path: string, fields: Record<string, string>, cookie = staff) =>
    http.postForm(path, fields, cookie);
  const withoutNonce = (page: RawResponse, path: string) =>
    page.text.replace(/nonce="[^"]*"/g, "").replaceAll(path, "{path}");

  it("answers visitors and customers on the sub-pages exactly like an unknown URL", async () => {
    for (const path of [`/staff/customers/${customerId}`, "/es/staff/customers/new-purchase"]) {
      const unknown = path.startsWith("/es") ? "/es/no-such-page-at-all" : "/no-such-page-at-all";
      for (const cookie of [undefined, customer]) {
        const [answer, reference] = await Promise.all([get(path, cookie), get(unknown, cookie)]);
        expect(answer.status).toBe(404);
        // The language link names the English-form path: replaced like the rest of the URL.
        const english = (url: string) => url.replace(/^\/es/, "");
        expect(withoutNonce(answer, english(path))).toBe(withoutNonce(reference, english(unknown)));
      }
    }
  });

  it("shows staff the customer page and the purchase form as plain, private HTML", async () => {
    const page = await get(`/es/staff/customers/${customerId}`, staff);
    expect(page.status).toBe(200);
    expect(page.headers["cache-control"]).toBe("private, no-store");
    expect(page.text).toContain("Reenviar el correo para crear la contraseña");
    expect(page.text).toContain("Entiende al examinador");
    expect(page.text).not.toContain('<script type="module"');
    const form = await get("/staff/customers/new-purchase", staff);
    expect(form.status).toBe(200);
    expect(form.text).toContain("Record the purchase");
    expect(form.text).not.toContain('<script type="module"');
  });

  it("shows a refused field's error beside it, in the page's language, with a 4xx", async () => {
    const extend = await post(`/es/staff/customers/${customerId}`, {
      intent: "extend",
      months: "13",
      key: crypto.randomUUID(),
    });
    expect(extend.status).toBe(400);
    expect(extend.headers["cache-control"]).toBe("private, no-store");
    expect(extend.text).toMatch(/aria-invalid="true" aria-describedby="extend-months-error"/);
    expect(extend.text).toContain('id="extend-months-error">Elige de 1 a 12 meses.</p>');

    const purchase = await post("/staff/customers/new-purchase", {
      email: "not an address",
      productId: "examiner-course",
      method: "cash",
      locale: "en",
      key: crypto.randomUUID(),
    });
    expect(purchase.status).toBe(400);
    expect(purchase.text).toContain(
      'id="purchase-email-error">Enter the customer&#x27;s e-mail address.</p>',
    );
    // What was typed stays in the form.
    expect(purchase.text).toContain('value="not an address"');
  });

  it("records a manual first-aid purchase on a date staff added, and refuses a day that is no date", async () => {
    const fields = (courseDate: string) => ({
      email: `cash-${name}@example.com`,
      name: "",
      productId: "first-aid-es",
      method: "cash",
      locale: "es",
      courseDate,
      reference: "",
      note: "",
      key: crypto.randomUUID(),
    });
    // 2027-01-16 is a third Saturday: an English date of the rule, not a Spanish one.
    const refused = await post("/es/staff/customers/new-purchase", fields("2027-01-16"));
    expect(refused.status).toBe(400);
    expect(refused.text).toContain(
      'id="purchase-courseDate-error">El curso de ese día es en el otro idioma: elige una fecha del idioma de este producto.</p>',
    );
    expect(
      await handle.db
        .select()
        .from(users)
        .where(eq(users.email, `cash-${name}@example.com`)),
    ).toEqual([]);

    // A Wednesday, outside the rule, added by staff: the form takes it like the checkout does.
    const extra = await addFirstAidDate(handle.db, staffId, { language: "es", date: "2027-03-10" });
    expect(extra.ok).toBe(true);
    const recorded = await post("/es/staff/customers/new-purchase", fields("2027-03-10"));
    expect(recorded.status).toBe(303);
    const [booking] = await handle.db
      .select({ dateId: firstAidBookings.dateId })
      .from(firstAidBookings)
      .innerJoin(purchases, eq(purchases.checkoutSessionId, firstAidBookings.checkoutSessionId))
      .innerJoin(users, eq(users.id, purchases.userId))
      .where(eq(users.email, `cash-${name}@example.com`));
    expect(booking?.dateId).toBe(extra.dateId);
  });
});
