import { count, eq } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { type Product, products } from "~/content/catalog";
import { isEmailAddress } from "~/email-address";
import { testDatabaseKinds } from "../../../tests/support/test-database";
import type { DatabaseHandle } from "../platform/db.server";
import { purchases, users } from "../platform/schema.server";
import { checkoutSession, event, signedRequest } from "./stripe-events.server";
import { webhookResponse } from "./webhook-endpoint.server";

// Whatever a signed checkout event of one of our products carries, the webhook never answers 5xx
// (the provider would give up after its retries and the payment would leave no trace), records
// the purchase, and creates the account when the e-mail address is usable.

const secret = "whsec_test_secret";
const url = "http://localhost/api/webhooks/stripe";
const context = { publicUrl: "http://localhost:3000" };
const RUNS = Number(process.env.WEBHOOK_PROPERTY_RUNS ?? 150);

/** One character of any kind: any code point, NUL and other controls, lone surrogate halves. */
const anyCharacter = fc.oneof(
  { weight: 6, arbitrary: fc.string({ unit: "binary", minLength: 1, maxLength: 1 }) },
  { weight: 2, arbitrary: fc.constantFrom("\u0000", "\u0001", "\u001f", "\u007f", "\ufffe", "\ufeff") },
  { weight: 2, arbitrary: fc.integer({ min: 0xd800, max: 0xdfff }).map((c) => String.fromCharCode(c)) },
  { weight: 3, arbitrary: fc.constantFrom("a", "@", ".", "-", "0", "2", " ") },
);
const anyText = (maxLength: number) =>
  fc.oneof(
    fc.string({ unit: anyCharacter, maxLength }),
    // Now and then far longer than any column or check allows.
    fc
      .integer({ min: 300, max: 6000 })
      .chain((n) => fc.string({ unit: anyCharacter, minLength: n, maxLength: n })),
  );
const anyJson = fc.oneof(fc.constant(null), fc.integer(), fc.boolean(), fc.jsonValue({ maxDepth: 2 }));

const twoDigits = fc.integer({ min: 0, max: 99 }).map((n) => String(n).padStart(2, "0"));
/** Date-shaped text, most of it naming no day at all (2026-02-30, 0000-00-00, 2026-13-45). */
const dateShaped = fc.oneof(
  fc
    .tuple(fc.integer({ min: 0, max: 9999 }), twoDigits, twoDigits)
    .map(([y, m, d]) => `${String(y).padStart(4, "0")}-${m}-${d}`),
  fc.constantFrom("2026-02-30", "0000-00-00", "2026-13-45", "2027-01-16", "2027-02-06", "2027-02-20"),
  fc.tuple(anyText(3), fc.constantFrom("2027-03-06", "2027-03-20")).map(([noise, date]) => `${date}${noise}`),
);

const email = fc.oneof(
  fc.emailAddress(),
  fc.emailAddress().map((address) => ` ${address.toUpperCase()} `),
  fc.tuple(fc.emailAddress(), anyText(2)).map(([address, noise]) => `${noise}${address}`),
  anyText(400),
  anyJson,
);

const allProducts = Object.values(products) as Product[];
const sessionFields = fc.record(
  {
    product: fc.constantFrom(...allProducts),
    linkLocale: fc.constantFrom("en" as const, "es" as const),
    email,
    customerEmail: fc.oneof(fc.constant(undefined), email),
    name: fc.oneof(anyText(1200), anyJson),
    locale: fc.oneof(fc.constantFrom("en", "es", "de"), anyText(40), anyJson),
    clientReferenceId: fc.oneof(dateShaped, anyText(250), anyJson),
    sessionId: fc.oneof(anyText(300), anyJson),
    amount: fc.oneof(fc.integer({ min: 0, max: 100_000 }), anyJson, fc.constant(1e12)),
    currency: fc.oneof(fc.constant("eur"), anyText(12), anyJson),
    created: fc.oneof(fc.integer({ min: 1_700_000_000, max: 1_900_000_000 }), anyJson),
    paymentStatus: fc.oneof(fc.constantFrom("paid", "unpaid", "no_payment_required"), anyText(60), anyJson),
    customFields: fc.oneof(fc.constant(undefined), anyJson, fc.array(anyJson, { maxLength: 3 })),
    eventId: anyText(300),
  },
  { requiredKeys: ["product", "linkLocale", "email", "eventId", "sessionId"] },
);

/** The address the webhook must create an account for, or null when none is usable. */
function usableEmail(value: unknown): string | null {
  if (typeof value !== "string" || value.length > 320) return null;
  // eslint-disable-next-line no-control-regex -- NUL, controls and lone surrogates are unusable.
  if (/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]|\p{Cs}/u.test(value)) return null;
  const address = value.trim().toLowerCase();
  return isEmailAddress(address) ? address : null;
}

describe.each(testDatabaseKinds())("webhook with any field values on $name", ({ open }) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await open();
    // Every event here carries something to report; the log lines are not what is tested.
    vi.spyOn(console, "error").mockImplementation(() => {});
    vi.spyOn(console, "warn").mockImplementation(() => {});
  });
  afterAll(async () => {
    vi.restoreAllMocks();
    await handle?.close();
  });

  it(`never answers 5xx and records every purchase (${RUNS} events)`, { timeout: 600_000 }, async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(sessionFields, async (fields) => {
        run++;
        const base = checkoutSession({ product: fields.product.id, email: "x@example.com" });
        const object: Record<string, unknown> = {
          ...base,
          payment_link: fields.product.paymentLinks[fields.linkLocale].id,
          // Unique per run, so that each event is a purchase of its own; odd ones all the same.
          id: typeof fields.sessionId === "string" ? `${fields.sessionId}${run}` : fields.sessionId,
          payment_intent: `pi_property_${run}`,
          customer_details: { email: fields.email, name: fields.name },
          ...(fields.customerEmail === undefined ? {} : { customer_email: fields.customerEmail }),
          ...("locale" in fields ? { locale: fields.locale } : {}),
          ...("clientReferenceId" in fields ? { client_reference_id: fields.clientReferenceId } : {}),
          ...("amount" in fields ? { amount_total: fields.amount } : {}),
          ...("currency" in fields ? { currency: fields.currency } : {}),
          ...("created" in fields ? { created: fields.created } : {}),
          ...("paymentStatus" in fields ? { payment_status: fields.paymentStatus } : {}),
          ...("customFields" in fields ? { custom_fields: fields.customFields } : {}),
        };
        const payload = { ...event("checkout.session.completed", object), id: `${fields.eventId}#${run}` };
        const before = await purchaseCount();
        const response = await webhookResponse(signedRequest(url, payload, secret), {
          db: handle.db,
          secret,
          context,
        });
        expect(response.status).toBeLessThan(500);
        expect(await purchaseCount()).toBe(before + 1);

        const [purchase] = await handle.db
          .select()
          .from(purchases)
          .where(eq(purchases.paymentIntentId, `pi_property_${run}`));
        expect(purchase?.productId).toBe(fields.product.id);
        if (fields.product.firstAidLanguage) expect(purchase?.courseDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        const address = usableEmail(
          fields.email ?? (fields.customerEmail === undefined ? undefined : fields.customerEmail),
        );
        if (address) {
          const [user] = await handle.db.select().from(users).where(eq(users.email, address));
          expect(user, address).toBeDefined();
          expect(purchase?.userId).toBe(user?.id);
        } else {
          expect(purchase?.userId ?? null).toBeNull();
          expect(purchase?.attention).toContain("noEmail");
        }
      }),
      { numRuns: RUNS },
    );
  });

  async function purchaseCount(): Promise<number> {
    const [row] = await handle.db.select({ n: count() }).from(purchases);
    return row?.n ?? 0;
  }
});
