import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { withoutPageKey } from "../../../tests/support/staff-page-key";
import { formatDocumentNumber, seriesYear } from "~/server/invoices/invoice-number.server";
import { action as myDataAction, loader as myDataLoader } from "~/routes/my-data";
import { loader as myDataJsonLoader } from "~/routes/my-data-json";
import { loader as setPasswordLoader } from "~/routes/set-password";
import { loader as exportLoader } from "~/routes/staff-data-export";
import { action as deleteAction } from "~/routes/staff-data-request";
import { loader as requestsLoader } from "~/routes/staff-data-requests";
import { testServices } from "../../../tests/support/app-context";
import { callRoute } from "../../../tests/support/route-call";
import { customerWithSession, TEST_PASSWORD } from "../../../tests/support/customers";
import { staffWithSession } from "../../../tests/support/staff";
import { businessLetterKinds } from "../mail/business-letters.server";
import { testDatabaseKinds } from "../../../tests/support/test-database";
import type { Auth } from "../auth/auth.server";
import { logIn } from "../auth/login.server";
import { newToken } from "../auth/token-hash.server";
import { waitlistPath } from "../first-aid/waitlist.server";
import { waitlistConfirmMail } from "../first-aid/waitlist-mails.server";
import { queueMail } from "../mail/outbox.server";
import type { DatabaseHandle } from "../platform/db.server";
import { checkoutSession, event } from "../payments/stripe-events.server";
import {
  accounts,
  courseAccess,
  customerNotes,
  deletionRequests,
  invoiceDocuments,
  lessonProgress,
  mailOutbox,
  purchases,
  reviewCards,
  reviewGrades,
  sessions,
  staffAuditLog,
  users,
} from "../platform/schema.server";
import { addCustomerNote } from "../staff/customer-notes.server";
import { customerDataSections } from "./customer-data.server";
import { openDeletionRequestCount } from "./deletion-requests.server";
import { kickMailWorker } from "../mail/mail-worker.server";

// A customer's copy of their data and its deletion, through the pages' loaders and actions, on
// both databases: only their own, every section; the request reaching the school; the owner's
// deletion removing what the law lets go and keeping purchases and the audit log.

/** Ana pays first: her invoice has the year's first number. */
const anasInvoice = formatDocumentNumber(seriesYear(new Date()), 1);
type Answer = { status: number; location?: string | null; data?: unknown; body?: string; headers?: Headers };

describe.each(testDatabaseKinds())("customers' data on $name", ({ open }) => {
  let handle: DatabaseHandle;
  let auth: Auth;
  let ana: { userId: string; cookie: string };
  let ben: { userId: string; cookie: string };
  let owner: { userId: string; cookie: string };
  beforeAll(async () => {
    handle = await open();
    auth = testServices(handle).auth;
    const bought = (email: string, name: string) => [
      event("checkout.session.completed", checkoutSession({ product: "examiner-course", email, name })),
    ];
    ana = await customerWithSession(handle, auth, "ana@example.com", bought("ana@example.com", "Ana Ruiz"));
    ben = await customerWithSession(handle, auth, "ben@example.com", bought("ben@example.com", "Ben Okafor"));
    owner = await staffWithSession(handle, auth, "owner@example.com");
    // Ana's payment issued her invoice (the first number of the year): kept as issued, with her
    // name, whatever happens to her account.
    const [anasPurchase] = await handle.db.select().from(purchases).where(eq(purchases.userId, ana.userId));
    const anasInvoices = await handle.db
      .select({ number: invoiceDocuments.number })
      .from(invoiceDocuments)
      .where(eq(invoiceDocuments.purchaseId, anasPurchase?.id as string));
    expect(anasInvoices.map((invoice) => invoice.number)).toEqual([anasInvoice]);
    // Course progress and review state of Ana's.
    await handle.db
      .insert(lessonProgress)
      .values({ userId: ana.userId, lessonId: "1.1", completedAt: new Date() });
    await handle.db.insert(reviewCards).values({
      userId: ana.userId,
      phraseId: "p-1",
      version: 1,
      state: 1,
      stability: 1,
      difficulty: 5,
      reps: 1,
      lapses: 0,
      scheduledDays: 1,
      lastReviewAt: new Date(),
      dueOn: "2026-12-01",
    });
    await handle.db.insert(reviewGrades).values({
      userId: ana.userId,
      idempotencyKey: "k-1",
      phraseId: "p-1",
      grade: 3,
      mode: "cards",
      version: 1,
      dueOn: "2026-12-01",
      gradedAt: new Date(),
    });
    // A note the office wrote about Ana: free text about her.
    await addCustomerNote(handle.db, owner.userId, {
      customerId: ana.userId,
      text: "Ana Ruiz called: she moves to Offenbach in March.",
    });
  }, 180_000);
  afterAll(() => handle?.close());

  const call = async (
    handler: (args: never) => unknown,
    path: string,
    {
      cookie,
      form,
      params = {},
    }: { cookie: string; form?: Record<string, string>; params?: Record<string, string> },
  ): Promise<Answer> => {
    const answer = await callRoute(handler, { db: handle.db, auth }, { path, cookie, form, params });
    // The redirect carries the next page's fresh one-time form key: compared without it.
    return { ...answer, location: withoutPageKey(answer.location) };
  };

  it("gives a customer their own data, every section, as a page and as a file", async () => {
    const file = await call(myDataJsonLoader, "/my-account/data.json", { cookie: ana.cookie });
    expect(file.status).toBe(200);
    expect(file.headers?.get("content-disposition")).toMatch(
      /^attachment; filename="my-data-\d{4}-\d\d-\d\d\.json"$/,
    );
    expect(file.headers?.get("cache-control")).toBe("private, no-store");
    const copy = JSON.parse(file.body ?? "{}");
    for (const section of customerDataSections) expect(copy, section).toHaveProperty(section);
    expect(copy.account).toMatchObject({ email: "ana@example.com", name: "Ana Ruiz" });
    expect(copy.purchases).toEqual([
      expect.objectContaining({ productId: "examiner-course", status: "paid" }),
    ]);
    expect(copy.invoices).toEqual([expect.objectContaining({ number: anasInvoice, grossCents: 5000 })]);
    expect(copy.courseAccess.endsAt).toEqual(expect.any(String));
    expect(copy.courseProgress).toEqual([expect.objectContaining({ lesson: "1.1" })]);
    expect(copy.review.cards).toHaveLength(1);
    expect(copy.review.grades).toHaveLength(1);
    expect(copy.mails.length).toBeGreaterThan(0);
    expect(copy.mails[0].text.length).toBeGreaterThan(0);
    // The staff's notes about her, her logins (no token) and every consent of her purchase.
    expect(copy.notes).toEqual([expect.objectContaining({ text: expect.stringContaining("Offenbach") })]);
    expect(copy.logins.length).toBeGreaterThan(0);
    expect(Object.keys(copy.logins[0]).sort()).toEqual(
      ["browser", "createdAt", "expiresAt", "ipAddress", "lastActiveAt"].sort(),
    );
    expect(copy.purchases[0]).toHaveProperty("immediateStartConsentAt", expect.any(String));
    expect(copy.purchases[0]).toHaveProperty("healthDataConsentGiven", null);
    expect(copy.bookingNotices).toEqual([]);
    // Nothing of Ben's, however it is asked for: there is no id to put in the URL.
    expect(file.body).not.toContain("ben@example.com");
    expect(file.body).not.toContain(ben.userId);
    const page = await call(myDataLoader, "/es/my-account/data?user=" + ben.userId, { cookie: ana.cookie });
    expect(page.status).toBe(200);
    expect(JSON.stringify(page.data)).not.toContain("ben@example.com");
    expect(page.data).toMatchObject({
      texts: { heading: "Tus datos" },
      copy: { account: { email: "ana@example.com" } },
    });
    const bens = await call(myDataJsonLoader, "/es/my-account/data.json", { cookie: ben.cookie });
    expect(JSON.parse(bens.body ?? "{}").account.email).toBe("ben@example.com");
    // A visitor goes to the login and comes back.
    expect(await call(myDataJsonLoader, "/my-account/data.json", { cookie: "" })).toMatchObject({
      status: 302,
      location: "/login?redirectTo=%2Fmy-account%2Fdata.json",
    });
    // A customer asking for the owners' export of someone else gets the 404.
    const other = await call(exportLoader, `/staff/data-requests/${ben.userId}/data.json`, {
      cookie: ana.cookie,
      params: { id: ben.userId },
    });
    expect(other.status).toBe(404);
    // The owner's export is the same file, and recorded.
    const exported = await call(exportLoader, `/staff/data-requests/${ana.userId}/data.json`, {
      cookie: owner.cookie,
      params: { id: ana.userId },
    });
    expect(JSON.parse(exported.body ?? "{}").account.email).toBe("ana@example.com");
    const logged = await handle.db
      .select()
      .from(staffAuditLog)
      .where(eq(staffAuditLog.action, "customer.export-data"));
    expect(logged).toEqual([expect.objectContaining({ actor: owner.userId, customerUserId: ana.userId })]);
  });

  it("copies mails with every link's token masked, so no link in the copy works", async () => {
    // A reset asked for (its link still valid), a waiting-list mail, and links of any other kind
    // with a token in the path or the query.
    await auth.api.requestPasswordReset({ body: { email: "ana@example.com" } });
    const leaveToken = newToken();
    await queueMail(
      handle.db,
      waitlistConfirmMail({
        to: "ana@example.com",
        locale: "en",
        date: "2027-03-01",
        language: "en",
        link: `http://localhost:3000${waitlistPath(leaveToken, "en")}`,
        validHours: 24,
      }),
    );
    const other = newToken();
    await queueMail(handle.db, {
      ...waitlistConfirmMail({
        to: "ana@example.com",
        locale: "es",
        date: "2027-03-01",
        language: "es",
        link: `https://partner.example/invite/${other}?lang=es`,
        validHours: 24,
      }),
      text: `Join: https://partner.example/invite/${other}?lang=es\nhttps://x.example/a?secret=s3cr3t&b=1.`,
    });
    const sent = await handle.db.select().from(mailOutbox).where(eq(mailOutbox.to, "ana@example.com"));
    const resetMail = sent.find((mail) => mail.kind === "password-reset");
    const resetToken = /[?&]token=([^\s&]+)/.exec(resetMail?.text ?? "")?.[1] ?? "";
    expect(decodeURIComponent(resetToken).length).toBeGreaterThan(20);
    // The mail's own link works: whoever holds it could set Ana's password.
    const live = await call(setPasswordLoader, `/set-password?token=${resetToken}`, { cookie: "" });
    expect(live.data).toMatchObject({ valid: true });
    // Every token of every mail Ana was sent, set-password mail of the purchase included.
    const tokens = sent.flatMap((mail) =>
      [...mail.text.matchAll(/token=([^\s&]+)|waiting-list\/([^\s/?]+)|invite\/([^\s/?]+)/g)].map((match) =>
        decodeURIComponent(match[1] ?? match[2] ?? match[3] ?? ""),
      ),
    );
    expect(tokens).toEqual(expect.arrayContaining([decodeURIComponent(resetToken), leaveToken, other]));
    expect(sent.some((mail) => mail.kind === "set-password")).toBe(true);

    const file = await call(myDataJsonLoader, "/my-account/data.json", { cookie: ana.cookie });
    const page = await call(myDataLoader, "/my-account/data", { cookie: ana.cookie });
    for (const copy of [file.body ?? "", JSON.stringify(page.data)]) {
      for (const token of [...tokens, resetToken, "s3cr3t"]) expect(copy).not.toContain(token);
    }
    const texts: string[] = JSON.parse(file.body ?? "{}").mails.map((mail: { text: string }) => mail.text);
    expect(texts.join("\n")).toContain("/set-password?token=***");
    expect(texts.join("\n")).toContain("/waiting-list/***");
    expect(texts.join("\n")).toContain("https://partner.example/invite/***?lang=es");
    expect(texts.join("\n")).toContain("https://x.example/a?secret=***&b=1.");
    // The page says so, in its language.
    expect(page.data).toMatchObject({ texts: { mails: { linksMasked: expect.stringContaining("(***)") } } });
    const spanish = await call(myDataLoader, "/es/my-account/data", { cookie: ana.cookie });
    expect(JSON.stringify(spanish.data)).toContain("aparecen sin su código (***)");
    // The copy's link opens nothing.
    const masked = /\/set-password\?token=(\S+)/.exec(texts.join("\n"))?.[1] ?? "";
    const dead = await call(setPasswordLoader, `/set-password?token=${masked}`, { cookie: "" });
    expect(dead.data).toMatchObject({ valid: false });
  });

  it("takes a deletion request once, tells the school, and lists it for the owners", async () => {
    const unconfirmed = await call(myDataAction, "/es/my-account/data", { cookie: ana.cookie, form: {} });
    expect(unconfirmed).toMatchObject({
      status: 400,
      data: { error: expect.stringContaining("Marca la casilla") },
    });
    const first = await call(myDataAction, "/my-account/data", {
      cookie: ana.cookie,
      form: { confirm: "yes" },
    });
    expect(first).toMatchObject({ status: 303, location: "/my-account/data?requested=1#deletion" });
    await call(myDataAction, "/my-account/data", { cookie: ana.cookie, form: { confirm: "yes" } });
    expect(await handle.db.select().from(deletionRequests)).toEqual([
      expect.objectContaining({ userId: ana.userId, status: "open" }),
    ]);
    const notices = await handle.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.kind, "school-deletion-request"));
    expect(notices).toHaveLength(1);
    expect(notices[0]?.text).toContain("ana@example.com");
    expect(await openDeletionRequestCount(handle.db)).toBe(1);
    const list = await call(requestsLoader, "/staff/data-requests", { cookie: owner.cookie });
    expect(list.data).toMatchObject({ requests: [{ email: "ana@example.com", status: "open" }] });
  });

  it("deletes a customer's data but keeps the purchases and the audit log; they cannot log in", async () => {
    // Her purchase confirmation has gone out: the worker sends it, its invoice PDF drawn, after
    // the payment committed. Only a sent letter is kept.
    await kickMailWorker(handle.db);
    const auditBefore = (await handle.db.select().from(staffAuditLog)).length;
    const purchasesBefore = await handle.db.select().from(purchases).where(eq(purchases.userId, ana.userId));
    const unconfirmed = await call(deleteAction, `/staff/data-requests/${ana.userId}`, {
      cookie: owner.cookie,
      params: { id: ana.userId },
      form: {},
    });
    expect(unconfirmed.status).toBe(400);
    const answer = await call(deleteAction, `/staff/data-requests/${ana.userId}`, {
      cookie: owner.cookie,
      params: { id: ana.userId },
      form: { confirm: "yes" },
    });
    expect(answer).toMatchObject({
      status: 303,
      location: `/staff/data-requests/${ana.userId}?done=deleted`,
    });

    // Gone: name, address, sessions, password, progress, review state, mail bodies.
    const [user] = await handle.db.select().from(users).where(eq(users.id, ana.userId));
    expect(user).toMatchObject({ name: "", email: `deleted-${ana.userId}@deleted.invalid` });
    expect(await handle.db.select().from(sessions).where(eq(sessions.userId, ana.userId))).toEqual([]);
    expect(await handle.db.select().from(accounts).where(eq(accounts.userId, ana.userId))).toEqual([]);
    expect(
      await handle.db.select().from(lessonProgress).where(eq(lessonProgress.userId, ana.userId)),
    ).toEqual([]);
    expect(await handle.db.select().from(reviewCards).where(eq(reviewCards.userId, ana.userId))).toEqual([]);
    expect(await handle.db.select().from(reviewGrades).where(eq(reviewGrades.userId, ana.userId))).toEqual(
      [],
    );
    expect(await handle.db.select().from(courseAccess).where(eq(courseAccess.userId, ana.userId))).toEqual(
      [],
    );
    expect(
      await handle.db.select().from(customerNotes).where(eq(customerNotes.customerUserId, ana.userId)),
    ).toEqual([]);
    // The log keeps that a note was written, not what it said.
    expect(JSON.stringify(await handle.db.select().from(staffAuditLog))).not.toContain("Offenbach");
    // Every row but the last mail to her, which holds her address until it is sent (then erased),
    // and the business letters sent to her, kept as sent and restricted (§ 147 AO, Art. 18 GDPR).
    const rows = await handle.db.select().from(mailOutbox);
    const letters = rows.filter((mail) => mail.restrictedAt !== null);
    expect(letters.length).toBeGreaterThan(0);
    for (const letter of letters) {
      expect(businessLetterKinds).toContain(letter.kind);
      expect(letter).toMatchObject({ to: "ana@example.com", status: "sent" });
    }
    const everything = JSON.stringify(
      rows.filter((mail) => mail.kind !== "account-deleted" && mail.restrictedAt === null),
    );
    expect(everything).not.toContain("ana@example.com");
    expect(everything).not.toContain("Ana Ruiz");
    const allUsers = JSON.stringify(await handle.db.select().from(users));
    expect(allUsers).not.toContain("Ana Ruiz");
    // The old cookie opens nothing; the old password logs nobody in.
    expect(await call(myDataLoader, "/my-account/data", { cookie: ana.cookie })).toMatchObject({
      status: 302,
    });
    const login = await logIn(
      { db: handle.db, auth },
      { email: "ana@example.com", password: TEST_PASSWORD, ip: "10.55.0.1" },
    );
    expect(login.ok).toBe(false);

    // Kept: the purchases and invoices, the audit log (one more row, naming neither the address nor the name).
    expect(await handle.db.select().from(purchases).where(eq(purchases.userId, ana.userId))).toEqual(
      purchasesBefore,
    );
    expect(
      await handle.db.select().from(invoiceDocuments).where(eq(invoiceDocuments.number, anasInvoice)),
    ).toEqual([expect.objectContaining({ number: anasInvoice, customerName: "Ana Ruiz" })]);
    const audit = await handle.db.select().from(staffAuditLog);
    expect(audit).toHaveLength(auditBefore + 1);
    const entry = audit.find((row) => row.action === "customer.delete-data");
    expect(entry).toMatchObject({
      actor: owner.userId,
      customerUserId: ana.userId,
      after: { keptPurchases: 1, endedSeats: 0, offeredSeats: 0, lastMail: true },
    });
    expect(JSON.stringify(entry)).not.toContain("ana@example.com");
    expect(await handle.db.select().from(deletionRequests)).toEqual([
      expect.objectContaining({ status: "done", doneBy: owner.userId }),
    ]);
    expect(await openDeletionRequestCount(handle.db)).toBe(0);
    // Ben is untouched; a second deletion changes nothing.
    const [benNow] = await handle.db.select().from(users).where(eq(users.id, ben.userId));
    expect(benNow?.email).toBe("ben@example.com");
    const again = await call(deleteAction, `/staff/data-requests/${ana.userId}`, {
      cookie: owner.cookie,
      params: { id: ana.userId },
      form: { confirm: "yes" },
    });
    expect(again.status).toBe(409);
    expect(await handle.db.select().from(staffAuditLog)).toHaveLength(auditBefore + 1);
  });
});
