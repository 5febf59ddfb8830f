import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { testServices } from "../../../tests/support/app-context";
import { customerWithSession } from "../../../tests/support/customers";
import { testDatabaseKinds } from "../../../tests/support/test-database";
import type { Auth } from "../auth/auth.server";
import { recordVisit, markComplete } from "../course/progress.server";
import type { DatabaseHandle } from "../platform/db.server";
import { addMonths } from "../payments/course-access-end.server";
import { checkoutSession, event } from "../payments/stripe-events.server";
import { handleStripeEvent } from "../payments/webhook.server";
import { courseAccess, mailOutbox, users } from "../platform/schema.server";
import { extendCourseAccess, resendSetPasswordMail } from "./customers-actions.server";
import { type AuditWriter, type CustomerAuditEntry, recordCustomerAction } from "../platform/customers-audit.server";
import { customerRecord } from "./customers-record.server";

// Extend access by whole months, resend the set-password mail, the customer record.

const context = { publicUrl: "http://localhost:3000" };
const staff = "staff-user-id";
const day = 24 * 3600 * 1000;

describe.each(testDatabaseKinds())("staff customer access on $name", ({ open }) => {
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
    await handle.db.insert(users).values({ id: staff, email: "office@example.com", name: "Office" });
  });
  afterAll(() => handle?.close());
  beforeEach(() => {
    audits = [];
  });

  /** A customer who bought the course at `at` through the webhook; returns the user id. */
  async function courseBuyer(email: string, at: Date): Promise<string> {
    const session = checkoutSession({
      product: "examiner-course",
      email,
      created: Math.floor(at.getTime() / 1000),
    });
    await handleStripeEvent(handle.db, event("checkout.session.completed", session), context);
    const [user] = await handle.db.select().from(users).where(eq(users.email, email));
    return user?.id ?? "";
  }
  const endOf = async (userId: string) =>
    (await handle.db.select().from(courseAccess).where(eq(courseAccess.userId, userId)))[0]?.endsAt;

  describe("extend course access", () => {
    it("adds months to a current end, and to now when access has expired", async () => {
      const now = new Date();
      const active = await courseBuyer("active@example.com", new Date(now.getTime() - 10 * day));
      const end = (await endOf(active)) as Date;
      const key = crypto.randomUUID();
      const result = await extendCourseAccess(
        handle.db,
        staff,
        { customerId: active, months: 2, idempotencyKey: key },
        audit,
        now,
      );
      expect(result).toEqual({ outcome: "extended", before: end, after: addMonths(end, 2) });

      const expired = await courseBuyer("expired@example.com", new Date(now.getTime() - 200 * day));
      const input = { customerId: expired, months: 12, idempotencyKey: crypto.randomUUID() };
      await extendCourseAccess(handle.db, staff, input, audit, now);
      expect(await endOf(expired)).toEqual(addMonths(now, 12));
      expect(audits.map((a) => [a.action, a.customerId, a.after?.months])).toEqual([
        ["customer.extend-course-access", active, 2],
        ["customer.extend-course-access", expired, 12],
      ]);
    });

    it("is a no-op on the same form again, and survives a later purchase's recomputation", async () => {
      const now = new Date();
      const userId = await courseBuyer("repeat@example.com", new Date(now.getTime() - 5 * day));
      const first = (await endOf(userId)) as Date;
      const input = { customerId: userId, months: 1, idempotencyKey: crypto.randomUUID() };
      await extendCourseAccess(handle.db, staff, input, audit, now);
      expect(await extendCourseAccess(handle.db, staff, input, audit, now)).toEqual({ outcome: "duplicate" });
      expect(await endOf(userId)).toEqual(addMonths(first, 1));
      expect(audits).toHaveLength(1);
      // Another card purchase: access is recomputed from all grants, the staff's month included.
      await courseBuyer("repeat@example.com", now);
      expect(await endOf(userId)).toEqual(addMonths(addMonths(first, 1), 3));
    });

    it("refuses a customer without a paid course, and months outside 1–12", async () => {
      await handleStripeEvent(
        handle.db,
        event(
          "checkout.session.completed",
          checkoutSession({ product: "conversion-assistance", email: "nc@example.com" }),
        ),
        context,
      );
      const [user] = await handle.db.select().from(users).where(eq(users.email, "nc@example.com"));
      const input = { customerId: user?.id ?? "", months: 3, idempotencyKey: crypto.randomUUID() };
      expect(await extendCourseAccess(handle.db, staff, input, audit)).toEqual({ outcome: "no-course" });
      for (const months of [0, 13, 1.5])
        await expect(extendCourseAccess(handle.db, staff, { ...input, months }, audit)).rejects.toThrow(
          RangeError,
        );
      expect(audits).toEqual([]);
    });
  });

  describe("resend the set-password mail", () => {
    const mailsTo = (email: string) => handle.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));

    it("sends the purchase's set-password mail again with a new link, once per pause", async () => {
      const now = new Date();
      const userId = await courseBuyer("nopass@example.com", new Date(now.getTime() - day));
      // Right after the purchase's own mail: the office may resend at once (the customer is on the phone).
      const resend = (at = now) => resendSetPasswordMail(handle.db, staff, userId, context, audit, at);
      expect(await resend()).toEqual({ outcome: "sent", kind: "set-password" });
      // A second click, or a colleague at the same moment: nothing more.
      expect(await resend()).toEqual({ outcome: "recently-sent" });
      const mails = await mailsTo("nopass@example.com");
      expect(mails.map((m) => m.kind)).toEqual(["set-password", "set-password"]);
      // The pause is counted from the last resend: three minutes on, the office may send again.
      expect(await resend(new Date(now.getTime() + 3 * 60_000))).toMatchObject({ outcome: "sent" });
      expect(mails[1]?.links[0]).not.toBe(mails[0]?.links[0]);
      expect(mails[1]?.attachments).toHaveLength(2);
      const resent = expect.objectContaining({ action: "customer.resend-set-password", customerId: userId });
      expect(audits).toEqual([resent, resent]);
    });

    it("sends a customer with a password the reset mail; an unknown id gets nothing", async () => {
      const { userId } = await customerWithSession(handle, auth, "haspass@example.com");
      const result = await resendSetPasswordMail(handle.db, staff, userId, context, audit);
      expect(result).toEqual({ outcome: "sent", kind: "password-reset" });
      const [mail] = await mailsTo("haspass@example.com");
      expect(mail?.links[0]).toMatch(/^http:\/\/localhost:3000\/set-password\?token=/);
      expect(await resendSetPasswordMail(handle.db, staff, "nobody", context, audit)).toEqual({
        outcome: "unknown-customer",
      });
      expect(audits).toHaveLength(1);
    });
  });

  it("reads a customer's record: purchases, access, progress, activity, mails", async () => {
    const now = new Date();
    const userId = await courseBuyer("record@example.com", new Date(now.getTime() - day));
    await recordVisit(handle.db, userId, "1.1", new Date(now.getTime() - 60_000));
    await markComplete(handle.db, userId, "1.1", now);
    const record = await customerRecord(handle.db, staff, userId, now);
    expect(record).toMatchObject({
      email: "record@example.com",
      purchases: [{ productId: "examiner-course", status: "paid", method: "card", refundable: true }],
      courseAccess: { state: "active" },
      hasCourse: true,
      progress: { completed: 1, total: 28, percent: 4, lastLessonId: "1.1" },
      lastLessonActivity: now,
      mails: [{ kind: "set-password", status: "pending" }],
    });
    expect(await customerRecord(handle.db, staff, "nobody")).toBeNull();
  });
});
