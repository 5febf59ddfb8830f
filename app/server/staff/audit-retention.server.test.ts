import { eq, inArray, sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { site } from "~/content/site";
import { deleteInvoiceDocuments } from "../../../tests/support/delete-invoice-documents";
import {
  createThrowawayDatabase,
  sameDatabaseAs,
  testDatabaseKinds,
  twoRoleServer,
} from "../../../tests/support/test-database";
import { type Database, type DatabaseHandle, openPostgres } from "../platform/db.server";
import { removeExpired } from "../housekeeping.server";
import { correctBilling } from "../invoices/billing-correction.server";
import { checkoutSession, event } from "../payments/stripe-events.server";
import { handleStripeEvent } from "../payments/webhook.server";
import { purchases, staffAuditLog, users } from "../platform/schema.server";
import { CLI_ACTOR, recordStaffAction } from "../platform/audit.server";

// Art. 5 (1)(c),(e) GDPR: the staff audit log names customers by id only and keeps an entry
// site.auditLogYears years; the hourly housekeeping removes older ones, and nothing else can.

const day = 24 * 60 * 60 * 1000;
const yearsAgo = (years: number, plusDays: number) =>
  new Date(Date.now() - years * 365.25 * day + plusDays * day);

async function entriesAround(db: Database, tag: string) {
  const entry = (subjectId: string, at: Date) => ({
    actor: CLI_ACTOR,
    action: "test.retention",
    subjectType: "thing",
    subjectId,
    customerUserId: null,
    at,
  });
  const old = `${tag}-old`;
  const recent = `${tag}-recent`;
  await recordStaffAction(db, entry(old, yearsAgo(site.auditLogYears, -2)));
  await recordStaffAction(db, entry(recent, yearsAgo(site.auditLogYears, 2)));
  const left = async () =>
    (
      await db
        .select({ subjectId: staffAuditLog.subjectId })
        .from(staffAuditLog)
        .where(inArray(staffAuditLog.subjectId, [old, recent]))
    ).map((row) => row.subjectId);
  return { old, recent, left };
}

describe.each(testDatabaseKinds())("the audit log's retention on $name", ({ open }) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await open();
  }, 60_000);
  afterAll(() => handle?.close());

  it("holds the period the texts state", async () => {
    const result = await handle.db.execute(
      // The interval in whole years, as the database enforces it.
      sql`select extract(year from staff_audit_log_retention())::int as years`,
    );
    expect((result as unknown as { rows: { years: number }[] }).rows[0]?.years).toBe(site.auditLogYears);
  });

  it("removes an entry past the period by housekeeping and keeps a recent one, which nothing deletes", async () => {
    const { db } = handle;
    const { old, recent, left } = await entriesAround(db, "housekeeping");
    // Past its period an entry still cannot be changed.
    await expect(
      db.update(staffAuditLog).set({ action: "edited" }).where(eq(staffAuditLog.subjectId, old)),
    ).rejects.toThrow();
    await removeExpired(db);
    expect(await left()).toEqual([recent]);
    await expect(db.delete(staffAuditLog).where(eq(staffAuditLog.subjectId, recent))).rejects.toThrow();
    expect(await left()).toEqual([recent]);
  });

  it("records a billing correction without the customer's e-mail, name or address", async () => {
    const { db } = handle;
    await deleteInvoiceDocuments(db);
    const email = "acme-buyer@example.com";
    await handleStripeEvent(
      db,
      event(
        "checkout.session.completed",
        checkoutSession({
          product: "examiner-course",
          email,
          name: "Begoña Buyer",
          paymentIntent: "pi_audit",
        }),
      ),
      { publicUrl: "http://localhost:3000" },
    );
    const [purchase] = await db.select().from(purchases).where(eq(purchases.paymentIntentId, "pi_audit"));
    const [user] = await db.select().from(users).where(eq(users.email, email));
    if (!purchase || !user) throw new Error("purchase missing");
    const input = {
      customerId: user.id,
      purchaseId: purchase.id,
      name: "Acme Frankfurt GmbH",
      address: "Zeil 9\n60313 Frankfurt",
      vatId: null,
    };
    expect(await correctBilling(db, "staff-id", input)).toMatchObject({ outcome: "corrected" });
    const [entry] = await db
      .select()
      .from(staffAuditLog)
      .where(eq(staffAuditLog.action, "customer.correct-billing"));
    expect(entry?.customerUserId).toBe(user.id);
    const details = JSON.stringify([entry?.before, entry?.after]);
    for (const personal of [email, "Begoña", "Buyer", "Acme", "Zeil", "60313"])
      expect(details).not.toContain(personal);
  });
});

const server = twoRoleServer();

describe.skipIf(!server)("the audit log's retention with two roles on PostgreSQL", () => {
  const { ownerUrl, appUrl: appServerUrl } = server ?? { ownerUrl: "", appUrl: "" };
  let drop: () => Promise<void> = async () => {};
  let handle: DatabaseHandle | undefined;
  let app: pg.Client;

  beforeAll(async () => {
    const database = await createThrowawayDatabase(ownerUrl);
    drop = database.drop;
    const appUrl = sameDatabaseAs(appServerUrl, database.url);
    handle = await openPostgres(appUrl, { migrationUrl: database.url });
    app = new pg.Client({ connectionString: appUrl });
    await app.connect();
  }, 60_000);
  afterAll(async () => {
    await app?.end();
    await handle?.close();
    await drop();
  });

  it("lets the app's housekeeping remove what is past the period, while the app's role still cannot delete", async () => {
    const db = (handle as DatabaseHandle).db;
    const { old, recent, left } = await entriesAround(db, "roles");
    const refusal = (statement: string, values: unknown[]) =>
      app.query(statement, values).then(
        () => "accepted",
        (error: { code?: string }) => error.code,
      );
    // 42501: insufficient privilege, even for an entry past its period.
    expect(await refusal("delete from staff_audit_log where subject_id = $1", [old])).toBe("42501");
    await removeExpired(db);
    expect(await left()).toEqual([recent]);
    expect(await refusal("delete from staff_audit_log where subject_id = $1", [recent])).toBe("42501");
  });
});
