import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { routeArgs, testServices } from "../../../tests/support/app-context";
import { loader as myCourseLoader } from "~/routes/course-overview";
import { customerWithSession } from "../../../tests/support/customers";
import { testDatabaseKinds } from "../../../tests/support/test-database";
import type { Auth } from "../auth/auth.server";
import { courseAccessOf } from "../course/course-access-state.server";
import type { DatabaseHandle } from "../platform/db.server";
import { charge, checkoutSession, event } from "../payments/stripe-events.server";
import { handleStripeEvent } from "../payments/webhook.server";
import {
  courseAccess,
  firstAidBookings,
  firstAidDates,
  mailOutbox,
  purchases,
  users,
} from "../platform/schema.server";
import { type AuditWriter, type CustomerAuditEntry, recordCustomerAction } from "../platform/customers-audit.server";
import { recordRefund } from "./customers-actions.server";
import { type ManualPurchaseInput, recordManualPurchase } from "./customers-manual-purchase.server";

// Manual purchase → account + the card purchase's mail; refund → access gone,
// through the webhook's state code; double submissions are no-ops; one audit entry per change.

const context = { publicUrl: "http://localhost:3000" };
const staff = "staff-user-id";

describe.each(testDatabaseKinds())("staff purchases on $name", ({ open }) => {
  let handle: DatabaseHandle;
  let auth: Auth;
  let audits: CustomerAuditEntry[];
  // The real audit log, and a copy of what was written for the assertions.
  const audit: AuditWriter = async (tx, entry) => {
    await recordCustomerAction(tx, entry);
    audits.push(entry);
  };
  beforeAll(async () => {
    handle = await open();
    auth = testServices(handle).auth;
  });
  afterAll(() => handle?.close());
  beforeEach(() => {
    audits = [];
  });

  const manual = (overrides: Partial<ManualPurchaseInput>): ManualPurchaseInput => ({
    email: "transfer@example.com",
    name: "Tomás Transfer",
    productId: "examiner-course",
    method: "bank-transfer",
    locale: "es",
    courseDate: null,
    // Each purchase its own transfer: a reference used twice asks for a confirmation first.
    reference: `SEPA ${crypto.randomUUID().slice(0, 8)}`,
    note: null,
    idempotencyKey: crypto.randomUUID(),
    immediateStart: true,
    healthConsentInWriting: false,
    confirmSameReference: false,
    ...overrides,
  });
  const recorded = async (...args: Parameters<typeof recordManualPurchase>) => {
    const result = await recordManualPurchase(...args);
    if (result.outcome !== "recorded") throw new Error(`not recorded: ${result.outcome}`);
    return result;
  };
  const mailsTo = (email: string) => handle.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
  const userOf = async (email: string) =>
    (await handle.db.select().from(users).where(eq(users.email, email)))[0];

  it("creates the account, grants the course and queues the card purchase's set-password mail", async () => {
    const input = manual({ email: "Transfer@Example.com", reference: "SEPA 2026-11-0042" });
    const result = await recordManualPurchase(handle.db, staff, input, context, audit);
    expect(result).toMatchObject({ outcome: "recorded", newAccount: true });
    const user = await userOf("transfer@example.com");
    expect(user).toMatchObject({ name: "Tomás Transfer", locale: "es" });
    const [purchase] = await handle.db
      .select()
      .from(purchases)
      .where(eq(purchases.userId, user?.id ?? ""));
    expect(purchase).toMatchObject({ status: "paid", amountCents: 5000, productId: "examiner-course" });
    expect(purchase?.checkoutSessionId).toMatch(/^manual-bank-transfer-/);
    expect((await courseAccessOf(handle.db, user?.id ?? "")).state).toBe("active");

    const [mail] = await mailsTo("transfer@example.com");
    expect(mail?.kind).toBe("set-password");
    expect(mail?.links[0]).toMatch(/^http:\/\/localhost:3000\/es\/set-password\?token=/);
    // The school's purchase documents, as with a card purchase (§ 312f BGB), and the invoice.
    expect(mail?.attachments.map((a) => a.filename)).toEqual([
      "condiciones-del-servicio.html",
      expect.stringMatching(/desistimiento/),
      expect.stringMatching(/^\d{4}-\d{5}\.pdf$/),
    ]);
    expect(audits).toEqual([
      expect.objectContaining({
        staffUserId: staff,
        action: "customer.manual-purchase",
        customerId: user?.id,
        after: expect.objectContaining({ method: "bank-transfer", reference: "SEPA 2026-11-0042" }),
      }),
    ]);
  });

  it("is a no-op when the same form arrives again, also at the same moment", async () => {
    const input = manual({ email: "twice@example.com", productId: "conversion-assistance" });
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => recordManualPurchase(handle.db, staff, input, context, audit)),
    );
    expect(answers.filter((a) => a.outcome === "recorded")).toHaveLength(1);
    expect(await recordManualPurchase(handle.db, staff, input, context, audit)).toMatchObject({
      outcome: "already-recorded",
      path: expect.stringMatching(/^\/staff\/customers\/.+#purchase-/),
    });
    const user = await userOf("twice@example.com");
    const [{ n } = { n: 0 }] = await handle.db
      .select({ n: count() })
      .from(purchases)
      .where(eq(purchases.userId, user?.id ?? ""));
    expect(n).toBe(1);
    expect(await mailsTo("twice@example.com")).toHaveLength(1);
    expect(audits).toHaveLength(1);
  });

  it("tells an existing customer their account was updated, and books a first-aid seat", async () => {
    await customerWithSession(handle, auth, "known@example.com");
    const input = manual({
      email: "known@example.com",
      productId: "first-aid-en",
      method: "cash",
      locale: "en",
      courseDate: "2027-01-16",
    });
    expect(await recordManualPurchase(handle.db, staff, input, context, audit)).toMatchObject({
      outcome: "recorded",
      newAccount: false,
    });
    expect((await mailsTo("known@example.com")).map((m) => m.kind)).toEqual(["account-updated"]);
    expect(
      await handle.db
        .select({ courseDate: firstAidDates.courseDate, language: firstAidDates.language })
        .from(firstAidBookings)
        .innerJoin(firstAidDates, eq(firstAidDates.id, firstAidBookings.dateId)),
    ).toEqual([{ courseDate: "2027-01-16", language: "en" }]);
  });

  it("writes nothing when its audit entry cannot be written (one transaction)", async () => {
    const failing: AuditWriter = () => Promise.reject(new Error("audit down"));
    const input = manual({ email: "rollback@example.com" });
    await expect(recordManualPurchase(handle.db, staff, input, context, failing)).rejects.toThrow();
    expect(await userOf("rollback@example.com")).toBeUndefined();
    expect(await mailsTo("rollback@example.com")).toEqual([]);
  });

  describe("refund", () => {
    it("ends course access through the webhook's state code; the customer's /mycourse refuses", async () => {
      const session = checkoutSession({
        product: "examiner-course",
        email: "r@example.com",
        paymentIntent: "pi_r1",
      });
      const { userId, cookie } = await customerWithSession(handle, auth, "r@example.com", [
        event("checkout.session.completed", session),
      ]);
      const visit = () =>
        myCourseLoader(
          routeArgs(new Request("http://localhost:3000/mycourse", { headers: { cookie } }), {
            db: handle.db,
            auth,
          }),
        )
          .then(() => "open")
          .catch((thrown: unknown) => (thrown instanceof Response ? thrown.headers.get("location") : thrown));
      expect(await visit()).toBe("open");
      const [purchase] = await handle.db.select().from(purchases).where(eq(purchases.userId, userId));
      const input = { customerId: userId, purchaseId: purchase?.id ?? "", note: "cancelled by phone" };

      expect(await recordRefund(handle.db, staff, input, context, audit)).toMatchObject({
        outcome: "refunded",
      });
      expect(await handle.db.select().from(courseAccess).where(eq(courseAccess.userId, userId))).toEqual([]);
      expect(await visit()).toBe("/understand-the-examiner?access=none");

      // Twice, and the provider's own refund event afterwards: nothing changes again.
      const [refunded] = await handle.db.select().from(purchases).where(eq(purchases.userId, userId));
      expect(await recordRefund(handle.db, staff, input, context, audit)).toMatchObject({
        outcome: "unchanged",
      });
      await handleStripeEvent(handle.db, event("charge.refunded", charge("pi_r1", 5000, 5000)), context);
      const [after] = await handle.db.select().from(purchases).where(eq(purchases.userId, userId));
      expect(after).toMatchObject({ status: "refunded", updatedAt: refunded?.updatedAt });
      expect(audits.map((a) => [a.action, a.before, a.after])).toEqual([
        [
          "customer.record-refund",
          { purchaseId: purchase?.id, status: "paid" },
          {
            purchaseId: purchase?.id,
            status: "refunded",
            amountCents: 5000,
            paidBackBy: "card",
            creditNote: expect.stringMatching(/^\d{4}-\d{5}$/),
            customerTold: false,
            note: "cancelled by phone",
          },
        ],
      ]);
    });

    it("frees a manual first-aid purchase's seat, and refuses another customer's purchase", async () => {
      const bought = await recorded(
        handle.db,
        staff,
        manual({ email: "seat@example.com", productId: "first-aid-es", courseDate: "2027-02-06" }),
        context,
        audit,
      );
      const seats = () =>
        handle.db
          .select({ id: firstAidBookings.id })
          .from(firstAidBookings)
          .innerJoin(firstAidDates, eq(firstAidDates.id, firstAidBookings.dateId))
          .where(eq(firstAidDates.courseDate, "2027-02-06"));
      expect(await seats()).toHaveLength(1);
      const wrongOwner = { customerId: "someone-else", purchaseId: bought.purchaseId, note: null };
      expect(await recordRefund(handle.db, staff, wrongOwner, context, audit)).toEqual({
        outcome: "unknown-purchase",
      });
      const input = {
        customerId: bought.customerId,
        purchaseId: bought.purchaseId,
        note: null,
        paidBackBy: "bank-transfer" as const,
      };
      expect(await recordRefund(handle.db, staff, input, context, audit)).toMatchObject({
        outcome: "refunded",
      });
      expect(await seats()).toEqual([]);
    });
  });
});
