import { count, eq, like, notLike } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { testDatabaseKinds } from "../../../tests/support/test-database";
import type { DatabaseHandle } from "../platform/db.server";
import {
  courseAccess,
  firstAidBookings,
  firstAidDates,
  mailOutbox,
  purchases,
  users,
  webhookEvents,
} from "../platform/schema.server";
import { charge, checkoutSession, dispute, event, signedRequest } from "./stripe-events.server";
import { webhookResponse } from "./webhook-endpoint.server";
import { deleteInvoiceDocuments } from "../../../tests/support/delete-invoice-documents";

const secret = "whsec_test_secret";
const url = "http://localhost/api/webhooks/stripe";
const context = { publicUrl: "http://localhost:3000" };

describe.each(testDatabaseKinds())("payment webhook on $name", ({ open }) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await open();
  });
  afterAll(() => handle?.close());
  beforeEach(async () => {
    const { db } = handle;
    await deleteInvoiceDocuments(db);
    for (const table of [mailOutbox, firstAidBookings, courseAccess, purchases, webhookEvents])
      await db.delete(table);
    await db.delete(users);
  });

  const post = (request: Request) => webhookResponse(request, { db: handle.db, secret, context });
  const rows = async () => ({
    users: (await handle.db.select({ n: count() }).from(users))[0]?.n,
    purchases: (await handle.db.select({ n: count() }).from(purchases))[0]?.n,
    // The customer's mails; notices to the school's inbox are counted apart.
    mails: (
      await handle.db.select({ n: count() }).from(mailOutbox).where(notLike(mailOutbox.kind, "school-%"))
    )[0]?.n,
    notices: (
      await handle.db.select({ n: count() }).from(mailOutbox).where(like(mailOutbox.kind, "school-%"))
    )[0]?.n,
    events: (await handle.db.select({ n: count() }).from(webhookEvents))[0]?.n,
  });
  const completed = (options: Parameters<typeof checkoutSession>[0]) =>
    event("checkout.session.completed", checkoutSession(options));

  describe("signature", () => {
    it("accepts a valid signature", async () => {
      const response = await post(
        signedRequest(url, completed({ product: "examiner-course", email: "a@example.com" }), secret),
      );
      expect(response.status).toBe(200);
      expect(await rows()).toEqual({ users: 1, purchases: 1, mails: 1, notices: 1, events: 1 });
    });

    it("refuses a body changed by one byte, no header, a wrong secret or a stale timestamp, writing nothing", async () => {
      const payload = completed({ product: "examiner-course", email: "a@example.com" });
      const good = signedRequest(url, payload, secret);
      const body = await good.text();
      const tampered = new Request(url, {
        method: "POST",
        headers: good.headers,
        body: body.replace("a@example.com", "b@example.com"),
      });
      const noHeader = new Request(url, { method: "POST", body });
      const wrongSecret = signedRequest(url, payload, "whsec_other");
      const stale = signedRequest(url, payload, secret, Math.floor(Date.now() / 1000) - 301);
      for (const request of [tampered, noHeader, wrongSecret, stale]) {
        expect((await post(request)).status).toBe(400);
      }
      expect(await rows()).toEqual({ users: 0, purchases: 0, mails: 0, notices: 0, events: 0 });
    });
  });

  describe("idempotency", () => {
    it("handles the same event 5× in a row and 20× concurrently as one", async () => {
      const payload = completed({ product: "conversion-assistance", email: "once@example.com" });
      for (let i = 0; i < 5; i++) expect((await post(signedRequest(url, payload, secret))).status).toBe(200);
      const concurrent = completed({ product: "examiner-course", email: "twenty@example.com" });
      const answers = await Promise.all(
        Array.from({ length: 20 }, () => post(signedRequest(url, concurrent, secret))),
      );
      expect(answers.map((r) => r.status)).toEqual(Array(20).fill(200));
      expect(await rows()).toEqual({ users: 2, purchases: 2, mails: 2, notices: 2, events: 2 });
    });

    it("keeps one customer for one e-mail in different letter case, with two purchases", async () => {
      await post(
        signedRequest(url, completed({ product: "examiner-course", email: "Maria@Example.com" }), secret),
      );
      await post(
        signedRequest(
          url,
          completed({ product: "conversion-assistance", email: "maria@example.COM" }),
          secret,
        ),
      );
      const all = await handle.db.select().from(users);
      expect(all.map((u) => u.email)).toEqual(["maria@example.com"]);
      expect(await rows()).toMatchObject({ users: 1, purchases: 2 });
    });
  });

  describe("products", () => {
    it("records an unknown product, answers 200 and grants nothing", async () => {
      const session = {
        ...checkoutSession({ product: "examiner-course", email: "x@example.com" }),
        payment_link: "plink_unknown",
      };
      const response = await post(signedRequest(url, event("checkout.session.completed", session), secret));
      expect(response.status).toBe(200);
      const [stored] = await handle.db.select().from(webhookEvents);
      expect(stored?.outcome).toBe("unknown_product");
      expect(await rows()).toMatchObject({ users: 0, purchases: 0, mails: 0 });
    });

    it("gives a first-aid purchase one seat of its course date, and frees it on refund", async () => {
      const session = checkoutSession({
        product: "first-aid-es-eye-test",
        locale: "es",
        email: "seat@example.com",
        clientReferenceId: "2027-01-02",
        paymentIntent: "pi_seat",
      });
      await post(signedRequest(url, event("checkout.session.completed", session), secret));
      await post(signedRequest(url, event("checkout.session.completed", session), secret));
      const [booking] = await handle.db.select().from(firstAidBookings);
      const [day] = await handle.db
        .select()
        .from(firstAidDates)
        .where(eq(firstAidDates.id, booking?.dateId ?? ""));
      expect(day).toMatchObject({ courseDate: "2027-01-02", language: "es", status: "open" });
      expect(await handle.db.select().from(firstAidBookings)).toHaveLength(1);
      await post(signedRequest(url, event("charge.refunded", charge("pi_seat", 7500, 7500)), secret));
      expect(await handle.db.select().from(firstAidBookings)).toEqual([]);
    });
  });

  describe("mail", () => {
    it("queues a set-password mail in the purchase's language, with a link on PUBLIC_URL", async () => {
      await post(
        signedRequest(
          url,
          completed({
            product: "examiner-course",
            locale: "es",
            email: "nuevo@example.com",
            name: "Ana\r\nBcc: evil@example.com",
          }),
          secret,
        ),
      );
      const [mail] = await handle.db.select().from(mailOutbox);
      expect(mail?.kind).toBe("set-password");
      expect(mail?.locale).toBe("es");
      expect(mail?.to).toBe("nuevo@example.com");
      expect(mail?.links[0]).toMatch(/^http:\/\/localhost:3000\/es\/set-password\?token=[\w-]{40,}$/);
      // The provider's name cannot smuggle a header or a line break into the message.
      expect(mail?.subject).not.toMatch(/[\r\n]/);
      expect(mail?.text).toContain("Hola, Ana  Bcc: evil@example.com:");
      // The course is digital content: the mail confirms the waiver and links the terms (§ 356 (5) BGB).
      expect(mail?.text).toContain("pierdes tu derecho de desistimiento");
      expect(mail?.text).toContain("http://localhost:3000/es/terms-of-service");
    });
  });

  describe("access over event orders", () => {
    const access = async (email: string) => {
      const [user] = await handle.db.select().from(users).where(eq(users.email, email));
      if (!user) return null;
      const [row] = await handle.db.select().from(courseAccess).where(eq(courseAccess.userId, user.id));
      return row?.endsAt ?? null;
    };

    it("grants on paid, not on unpaid, then on async success; a failure grants nothing", async () => {
      const pending = checkoutSession({
        product: "examiner-course",
        email: "async@example.com",
        paid: false,
      });
      await post(signedRequest(url, event("checkout.session.completed", pending), secret));
      expect(await access("async@example.com")).toBeNull();
      expect((await handle.db.select().from(mailOutbox)).length).toBe(0);
      await post(
        signedRequest(
          url,
          event("checkout.session.async_payment_succeeded", { ...pending, payment_status: "paid" }),
          secret,
        ),
      );
      expect(await access("async@example.com")).not.toBeNull();

      const failing = checkoutSession({ product: "examiner-course", email: "fail@example.com", paid: false });
      await post(signedRequest(url, event("checkout.session.async_payment_failed", failing), secret));
      await post(signedRequest(url, event("checkout.session.completed", failing), secret));
      expect(await access("fail@example.com")).toBeNull();
      const [failed] = await handle.db
        .select()
        .from(purchases)
        .where(eq(purchases.checkoutSessionId, failing.id));
      expect(failed?.status).toBe("failed");
    });

    it("ends access on a full refund and never re-grants it on a late completed", async () => {
      const session = checkoutSession({
        product: "examiner-course",
        email: "refund@example.com",
        paymentIntent: "pi_r",
      });
      await post(signedRequest(url, event("checkout.session.completed", session), secret));
      await post(signedRequest(url, event("charge.refunded", charge("pi_r", 5000, 2000)), secret));
      expect(await access("refund@example.com")).not.toBeNull(); // partial refund keeps access
      await post(signedRequest(url, event("charge.refunded", charge("pi_r", 5000, 5000)), secret));
      expect(await access("refund@example.com")).toBeNull();
      await post(signedRequest(url, event("checkout.session.completed", session), secret)); // new event id, same session
      expect(await access("refund@example.com")).toBeNull();
    });

    it("keeps a refund that arrives before its purchase", async () => {
      await post(signedRequest(url, event("charge.dispute.created", dispute("pi_early")), secret));
      const session = checkoutSession({
        product: "examiner-course",
        email: "early@example.com",
        paymentIntent: "pi_early",
      });
      await post(signedRequest(url, event("checkout.session.completed", session), secret));
      expect(await access("early@example.com")).toBeNull();
      const [purchase] = await handle.db.select().from(purchases);
      expect(purchase?.status).toBe("disputed");
      expect(await handle.db.select().from(mailOutbox)).toEqual([]);
    });

    it("extends a repeat course purchase from the current end", async () => {
      const day = 24 * 3600;
      const first = Math.floor(Date.UTC(2026, 0, 31) / 1000);
      await post(
        signedRequest(
          url,
          completed({ product: "examiner-course", email: "twice@example.com", created: first }),
          secret,
        ),
      );
      expect((await access("twice@example.com"))?.toISOString()).toBe("2026-04-30T00:00:00.000Z");
      await post(
        signedRequest(
          url,
          completed({ product: "examiner-course", email: "twice@example.com", created: first + 10 * day }),
          secret,
        ),
      );
      expect((await access("twice@example.com"))?.toISOString()).toBe("2026-07-30T00:00:00.000Z");
    });
  });

  it("stacks course purchases of one customer delivered at the same moment", async () => {
    // An existing customer: nothing else (such as creating the account) makes the two wait.
    await post(
      signedRequest(url, completed({ product: "conversion-assistance", email: "both@example.com" }), secret),
    );
    const created = Math.floor(Date.UTC(2026, 2, 1) / 1000);
    const sessions = Array.from({ length: 6 }, () =>
      completed({ product: "examiner-course", email: "Both@example.com", created }),
    );
    const requests = sessions.map((session) => signedRequest(url, session, secret));
    const answers = await Promise.all(requests.map((request) => post(request)));
    expect(answers.map((r) => r.status)).toEqual(Array(6).fill(200));
    expect(await rows()).toMatchObject({ users: 1, purchases: 7 });
    const [row] = await handle.db.select().from(courseAccess);
    // 1 March + 6 × 3 months: no extension is lost.
    expect(row?.endsAt.toISOString()).toBe("2027-09-01T00:00:00.000Z");
  });

  it("flags a disputed purchase for the school and ends its access", async () => {
    const session = completed({
      product: "examiner-course",
      email: "dispute@example.com",
      paymentIntent: "pi_disputed",
    });
    await post(signedRequest(url, session, secret));
    await post(signedRequest(url, event("charge.dispute.created", dispute("pi_disputed")), secret));
    const [purchase] = await handle.db.select().from(purchases);
    expect(purchase).toMatchObject({ status: "disputed", flagged: true });
    expect(await handle.db.select().from(courseAccess)).toEqual([]);
  });

  it("answers 500 when the database fails, so the provider retries", async () => {
    const broken = {
      transaction: () => Promise.reject(new Error("connection lost")),
    } as unknown as DatabaseHandle["db"];
    const response = await webhookResponse(
      signedRequest(url, completed({ product: "examiner-course", email: "z@example.com" }), secret),
      { db: broken, secret, context },
    );
    expect(response.status).toBe(500);
  });
});
