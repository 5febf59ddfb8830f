import { eq } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createThrowawayDatabase, sameDatabaseAs, twoRoleServer } from "../../../tests/support/test-database";
import { type DatabaseHandle, openPostgres } from "./db.server";
import { checkoutSession, event } from "../payments/stripe-events.server";
import { handleStripeEvent } from "../payments/webhook.server";
import { mailOutbox, purchases, staffAuditLog, users } from "./schema.server";
import { CLI_ACTOR, listStaffActions, recordStaffAction } from "./audit.server";
import { addStaff } from "../staff/staff-accounts.server";
import { searchCustomers } from "../staff/customers-search.server";

// The production setup on PostgreSQL (decision 020): the migration role (the test role, which
// creates and owns the throwaway database) runs the migrations and owns the tables; the app's role
// (TEST_DATABASE_APP_URL) serves. The audit log then stays append-only even against the app's
// own role: the trigger is only the second line, the privileges the first.

const server = twoRoleServer();

describe.skipIf(!server)("two roles on PostgreSQL", () => {
  const { ownerUrl, appUrl: appServerUrl } = server ?? { ownerUrl: "", appUrl: "" };
  let drop: () => Promise<void> = async () => {};
  let migrationUrl = "";
  let appUrl = "";
  let handle: DatabaseHandle | undefined;
  let app: pg.Client;
  let owner: pg.Client;

  beforeAll(async () => {
    const database = await createThrowawayDatabase(ownerUrl);
    drop = database.drop;
    migrationUrl = database.url;
    appUrl = sameDatabaseAs(appServerUrl, database.url);
    handle = await openPostgres(appUrl, { migrationUrl });
    app = new pg.Client({ connectionString: appUrl });
    owner = new pg.Client({ connectionString: migrationUrl });
    await app.connect();
    await owner.connect();
  }, 60_000);
  afterAll(async () => {
    await app?.end();
    await owner?.end();
    await handle?.close();
    await drop();
  });

  /** The SQLSTATE a statement of the app's role fails with (42501: insufficient privilege). */
  const refusal = (sql: string) =>
    app.query(sql).then(
      () => "accepted",
      (error: { code?: string }) => error.code,
    );

  it("the tables and the trigger belong to the migration role, not the app's", async () => {
    const tables = await owner.query<{ owner: string }>(
      "select distinct tableowner as owner from pg_tables where schemaname = 'public'",
    );
    expect(tables.rows.map((row) => row.owner)).toEqual([new URL(ownerUrl).username]);
  });

  it("the app works: purchases, staff actions with their log row, searches", async () => {
    const db = (handle as DatabaseHandle).db;
    const session = checkoutSession({ product: "examiner-course", email: "roles@example.com", name: "Role" });
    await handleStripeEvent(db, event("checkout.session.completed", session), {
      publicUrl: "http://localhost:3000",
    });
    expect(await db.select().from(purchases)).toHaveLength(1);
    const { userId } = await addStaff(db, {
      email: "office@example.com",
      publicUrl: "http://localhost:3000",
    });
    await db.update(users).set({ name: "Office" }).where(eq(users.id, userId));
    await db.delete(mailOutbox).where(eq(mailOutbox.to, "office@example.com"));
    await recordStaffAction(db, {
      actor: CLI_ACTOR,
      action: "test.change",
      subjectType: "thing",
      subjectId: "roles",
      customerUserId: null,
      before: null,
      after: { ok: true },
    });
    const { entries: log } = await listStaffActions(db, { limit: 10 });
    expect(log.map((row) => row.action).sort()).toEqual(["staff.add", "test.change"]);
    expect((await searchCustomers(db, userId, "roles@")).hits).toHaveLength(1);
  });

  it("the app's role cannot change, remove or empty a log row, whatever the trigger", async () => {
    // Refused by the privileges, before any trigger: even a statement matching no row fails.
    expect(await refusal("UPDATE staff_audit_log SET action = 'edited'")).toBe("42501");
    expect(await refusal("UPDATE staff_audit_log SET action = 'edited' WHERE false")).toBe("42501");
    expect(await refusal("DELETE FROM staff_audit_log")).toBe("42501");
    expect(await refusal("TRUNCATE staff_audit_log")).toBe("42501");
    const rows = await owner.query("select action from staff_audit_log order by action");
    expect(rows.rows.map((row: { action: string }) => row.action)).toEqual(["staff.add", "test.change"]);
  });

  it("the app's role can record a month's download but never change or remove the record", async () => {
    expect(await refusal("UPDATE accounting_export_downloads SET month = '2020-01' WHERE false")).toBe(
      "42501",
    );
    expect(await refusal("DELETE FROM accounting_export_downloads")).toBe("42501");
    expect(await refusal("TRUNCATE accounting_export_downloads")).toBe("42501");
  });

  it("the app's role can neither disable nor drop the trigger, nor drop or alter the table", async () => {
    expect(
      await refusal("ALTER TABLE staff_audit_log DISABLE TRIGGER staff_audit_log_no_update_delete"),
    ).toBe("42501");
    expect(await refusal("ALTER TABLE staff_audit_log DISABLE TRIGGER ALL")).toBe("42501");
    expect(await refusal("DROP TRIGGER staff_audit_log_no_update_delete ON staff_audit_log")).toBe("42501");
    expect(await refusal("DROP FUNCTION staff_audit_log_refuse_change() CASCADE")).toBe("42501");
    expect(await refusal("DROP TABLE staff_audit_log")).toBe("42501");
    expect(await refusal("ALTER TABLE staff_audit_log OWNER TO CURRENT_USER")).toBe("42501");
    // A GRANT by a non-owner grants nothing (PostgreSQL only warns): the UPDATE stays refused.
    await app.query("GRANT UPDATE ON staff_audit_log TO CURRENT_USER").catch(() => {});
    expect(await refusal("UPDATE staff_audit_log SET action = 'edited'")).toBe("42501");
    const triggers = await owner.query(
      "select tgname from pg_trigger where tgrelid = 'staff_audit_log'::regclass and tgenabled = 'O' order by tgname",
    );
    expect(triggers.rows.map((row: { tgname: string }) => row.tgname)).toEqual([
      "staff_audit_log_no_truncate",
      "staff_audit_log_no_update_delete",
    ]);
  });

  it("restarts (migrations and grants again), and a later migration's table is the app's to use", async () => {
    await owner.query("CREATE TABLE later_feature (id serial primary key, note text)");
    expect(await refusal("INSERT INTO later_feature (note) VALUES ('before the next start')")).toBe(
      "accepted",
    );
    const again = await openPostgres(appUrl, { migrationUrl });
    try {
      await recordStaffAction(again.db, {
        actor: CLI_ACTOR,
        action: "test.restart",
        subjectType: "thing",
        subjectId: "roles",
        customerUserId: null,
        before: null,
        after: null,
      });
      expect(await again.db.select().from(staffAuditLog)).toHaveLength(3);
    } finally {
      await again.close();
    }
    expect(await refusal("UPDATE staff_audit_log SET action = 'edited'")).toBe("42501");
  });

  it("refuses, saying why, one role for both URLs", async () => {
    await expect(openPostgres(migrationUrl, { migrationUrl })).rejects.toThrow(
      /DATABASE_MIGRATION_URL and DATABASE_URL both log in as ".+": the app needs a role of its own/,
    );
  });
});
