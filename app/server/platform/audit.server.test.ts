import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testServices } from "../../../tests/support/app-context";
import { customerWithSession } from "../../../tests/support/customers";
import { testDatabaseKinds } from "../../../tests/support/test-database";
import type { DatabaseHandle } from "./db.server";
import { mailOutbox, sessions, staffAuditLog, users } from "./schema.server";
import { CLI_ACTOR, decodeCursor, encodeCursor, listStaffActions, recordStaffAction } from "./audit.server";
import { addStaff } from "../staff/staff-accounts.server";

describe.each(testDatabaseKinds())("staff audit log and staff:add on $name", ({ open }) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await open();
  });
  afterAll(() => handle?.close());

  const entry = (subjectId: string, customerUserId: string | null = null, at?: Date) => ({
    actor: CLI_ACTOR,
    action: "test.change",
    subjectType: "thing",
    subjectId,
    customerUserId,
    before: { seats: 12 },
    after: { seats: 14 },
    at,
  });

  it("refuses UPDATE, DELETE and TRUNCATE, for the app's own connection too", async () => {
    await recordStaffAction(handle.db, entry("kept"));
    await expect(handle.db.update(staffAuditLog).set({ action: "edited" })).rejects.toThrow();
    await expect(handle.db.delete(staffAuditLog)).rejects.toThrow();
    await expect(handle.db.execute(sql`TRUNCATE staff_audit_log`)).rejects.toThrow();
    const rows = await handle.db.select().from(staffAuditLog).where(eq(staffAuditLog.subjectId, "kept"));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ action: "test.change", before: { seats: 12 }, after: { seats: 14 } });
  });

  it("commits with the action's transaction and rolls back with it", async () => {
    await expect(
      handle.db.transaction(async (tx) => {
        await recordStaffAction(tx, entry("rolled-back"));
        throw new Error("the action failed");
      }),
    ).rejects.toThrow("the action failed");
    expect(
      await handle.db.select().from(staffAuditLog).where(eq(staffAuditLog.subjectId, "rolled-back")),
    ).toHaveLength(0);
  });

  it("lists newest first, by pages, and one customer's entries", async () => {
    const customer = randomUUID();
    const base = Date.UTC(2030, 0, 1);
    for (let i = 0; i < 5; i++) {
      await recordStaffAction(
        handle.db,
        entry(`page-${i}`, i % 2 ? customer : null, new Date(base + i * 1000)),
      );
    }
    const first = await listStaffActions(handle.db, { limit: 2 });
    expect(first.entries.map((e) => e.subjectId)).toEqual(["page-4", "page-3"]);
    const cursor = decodeCursor(encodeCursor(first.next as NonNullable<typeof first.next>));
    const second = await listStaffActions(handle.db, { limit: 2, before: cursor ?? undefined });
    expect(second.entries.map((e) => e.subjectId)).toEqual(["page-2", "page-1"]);
    const theirs = await listStaffActions(handle.db, { customerId: customer, limit: 10 });
    expect(theirs.entries.map((e) => e.subjectId)).toEqual(["page-3", "page-1"]);
    expect(theirs.next).toBeNull();
    expect(decodeCursor("2030-01-01T00:00:00.000Z_x")).toBeNull();
  });

  it("staff:add creates a staff user, queues the set-password mail and writes one audit row; again, nothing", async () => {
    const result = await addStaff(handle.db, {
      email: " New.Staff@Example.com ",
      publicUrl: "http://localhost:3000",
    });
    expect(result).toMatchObject({ created: true, alreadyStaff: false });
    const [user] = await handle.db.select().from(users).where(eq(users.id, result.userId));
    expect(user).toMatchObject({ email: "new.staff@example.com", role: "staff", twoFactorEnabled: false });
    const mails = await handle.db.select().from(mailOutbox).where(eq(mailOutbox.to, "new.staff@example.com"));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.kind).toBe("staff-invite");
    expect(mails[0]?.text).toContain("http://localhost:3000/set-password?token=");
    const audit = () =>
      handle.db.select().from(staffAuditLog).where(eq(staffAuditLog.subjectId, result.userId));
    expect(await audit()).toHaveLength(1);
    expect((await audit())[0]).toMatchObject({ actor: "cli", action: "staff.add", after: { role: "staff" } });
    expect(await addStaff(handle.db, { email: "new.staff@example.com", publicUrl: "x" })).toMatchObject({
      alreadyStaff: true,
    });
    expect(await audit()).toHaveLength(1);
  });

  it("staff:add promotes a customer and ends their sessions (none passed a second factor)", async () => {
    const auth = testServices(handle).auth;
    const { userId } = await customerWithSession(handle, auth, "promoted@example.com");
    expect(await handle.db.select().from(sessions).where(eq(sessions.userId, userId))).toHaveLength(1);
    const result = await addStaff(handle.db, {
      email: "promoted@example.com",
      publicUrl: "http://localhost:3000",
    });
    expect(result).toMatchObject({ userId, created: false });
    expect(await handle.db.select().from(sessions).where(eq(sessions.userId, userId))).toHaveLength(0);
    const [row] = await handle.db.select().from(staffAuditLog).where(eq(staffAuditLog.subjectId, userId));
    expect(row).toMatchObject({ customerUserId: userId, before: { role: "customer" } });
  });
});
