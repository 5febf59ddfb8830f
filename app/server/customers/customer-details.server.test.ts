import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabaseKinds } from "../../../tests/support/test-database";
import type { DatabaseHandle } from "../platform/db.server";
import { mailOutbox, staffAuditLog, users } from "../platform/schema.server";
import { dateOfBirthError, parseDetails, phoneError, updateCustomerDetails } from "./customer-details.server";
import { confirmEmailChange, emailChangeIsValid, pendingEmailOf } from "./email-change.server";

// The office edits a customer's record, the customer their own name and phone: checked fields,
// each change in the audit log by field name only (no values, the customer by id), and a new
// e-mail address that counts only once the link mailed to it was followed.

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};

describe("the details' checks", () => {
  it("takes a phone as people write it, with a sane number of digits", () => {
    for (const phone of ["+49 (69) 123-4567", "0170 5551234", "069/12 34 56"])
      expect(phoneError(phone)).toBeNull();
    for (const phone of ["12345", "call me", "+49 170 555 1234 5678 9", "0170;5551234", "1".repeat(31)])
      expect(phoneError(phone), phone).toBe("phoneInvalid");
  });

  it("takes a real date of birth of someone 14 to 110 years old", () => {
    const today = "2026-11-28";
    expect(dateOfBirthError("1990-03-05", today)).toBeNull();
    expect(dateOfBirthError("2012-11-28", today)).toBeNull();
    expect(dateOfBirthError("2012-11-29", today)).toBe("dateOfBirthAge");
    expect(dateOfBirthError("1915-11-28", today)).toBe("dateOfBirthAge");
    expect(dateOfBirthError("2001-02-30", today)).toBe("dateOfBirthInvalid");
    expect(dateOfBirthError("05.03.1990", today)).toBe("dateOfBirthInvalid");
  });

  it("refuses each bad field by name; an empty phone or date of birth clears it", () => {
    const fields = ["name", "email", "phone", "dateOfBirth", "locale"] as const;
    expect(
      parseDetails(
        form({ name: " ", email: "nope", phone: "x", dateOfBirth: "1990-13-01", language: "de" }),
        fields,
      ),
    ).toEqual({
      ok: false,
      errors: {
        name: "nameInvalid",
        email: "emailInvalid",
        phone: "phoneInvalid",
        dateOfBirth: "dateOfBirthInvalid",
        locale: "languageInvalid",
      },
    });
    expect(
      parseDetails(
        form({ name: " Ana ", email: "Ana@Example.com", phone: "", dateOfBirth: "", language: "es" }),
        fields,
      ),
    ).toEqual({
      ok: true,
      data: { name: "Ana", email: "ana@example.com", phone: null, dateOfBirth: null, locale: "es" },
    });
  });
});

describe.each(testDatabaseKinds())("customer details on $name", ({ open }) => {
  let handle: DatabaseHandle;
  const staff = randomUUID();
  const ana = randomUUID();
  const other = randomUUID();
  const context = { publicUrl: "http://localhost:3000", action: "customer.update-details" } as const;
  beforeAll(async () => {
    handle = await open();
    await handle.db.insert(users).values([
      { id: staff, email: "office-details@example.com", name: "Office", role: "staff", staffRole: "office" },
      { id: ana, email: "ana@example.com", name: "Ana Pérez", locale: "es" },
      { id: other, email: "taken@example.com", name: "Otra" },
    ]);
  });
  afterAll(() => handle?.close());

  const record = async () => (await handle.db.select().from(users).where(eq(users.id, ana)))[0];
  const auditOf = async (action: string) =>
    handle.db.select().from(staffAuditLog).where(eq(staffAuditLog.action, action));

  it("saves what changed and logs the field names only, never the values", async () => {
    const result = await updateCustomerDetails(
      handle.db,
      staff,
      ana,
      { name: "Ana Pérez", phone: "+34 600 123 456", dateOfBirth: "1990-03-05", locale: "en" },
      context,
    );
    expect(result).toEqual({
      outcome: "saved",
      changed: ["phone", "dateOfBirth", "locale"],
      emailPending: false,
    });
    expect(await record()).toMatchObject({
      phone: "+34 600 123 456",
      dateOfBirth: "1990-03-05",
      locale: "en",
    });
    const [entry] = await auditOf("customer.update-details");
    expect(entry).toMatchObject({
      actor: staff,
      subjectId: ana,
      customerUserId: ana,
      after: { fields: ["phone", "dateOfBirth", "locale"] },
    });
    // The values are nowhere in the entry; its generated ids and time are left out of the search
    // (a random id may hold "600" or "1990").
    const written = JSON.stringify(entry)
      .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, "<id>")
      .replace(/\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z/g, "<time>");
    expect(written).not.toMatch(/600|1990|Pérez/);
    // Nothing changed: nothing logged.
    await updateCustomerDetails(handle.db, staff, ana, { phone: "+34 600 123 456" }, context);
    expect(await auditOf("customer.update-details")).toHaveLength(1);
  });

  it("logs the customer's own corrections as theirs", async () => {
    await updateCustomerDetails(
      handle.db,
      ana,
      ana,
      { name: "Ana Pérez Ruiz", phone: "0170 5551234" },
      {
        ...context,
        action: "customer.update-own-details",
      },
    );
    expect((await auditOf("customer.update-own-details")).map((row) => [row.actor, row.after])).toEqual([
      [ana, { fields: ["name", "phone"] }],
    ]);
  });

  it("refuses an address another account has, changing nothing", async () => {
    expect(
      await updateCustomerDetails(
        handle.db,
        staff,
        ana,
        { email: "taken@example.com", phone: "111111" },
        context,
      ),
    ).toEqual({ outcome: "email-taken" });
    expect((await record())?.phone).toBe("0170 5551234");
    expect(await updateCustomerDetails(handle.db, staff, staff, { name: "x" }, context)).toEqual({
      outcome: "unknown-customer",
    });
  });

  it("keeps the old address until the new one confirms by the mailed link, which works once", async () => {
    const result = await updateCustomerDetails(
      handle.db,
      staff,
      ana,
      { email: "ana.new@example.com" },
      context,
    );
    expect(result).toEqual({ outcome: "saved", changed: ["email"], emailPending: true });
    expect((await record())?.email).toBe("ana@example.com");
    expect(await pendingEmailOf(handle.db, ana)).toBe("ana.new@example.com");
    const [mail] = await handle.db.select().from(mailOutbox).where(eq(mailOutbox.to, "ana.new@example.com"));
    expect(mail?.kind).toBe("email-change");
    const link = (mail?.links as string[])[0] as string;
    expect(link).toMatch(/^http:\/\/localhost:3000\/confirm-email\?token=/);
    const token = new URL(link).searchParams.get("token") as string;
    expect(await emailChangeIsValid(handle.db, token)).toBe(true);
    expect((await auditOf("customer.email-change-request")).map((row) => row.after)).toEqual([null]);

    expect(await confirmEmailChange(handle.db, token)).toBe("changed");
    expect(await record()).toMatchObject({ email: "ana.new@example.com", emailVerified: true });
    expect(await pendingEmailOf(handle.db, ana)).toBeNull();
    expect(await confirmEmailChange(handle.db, token)).toBe("invalid");
    expect(await confirmEmailChange(handle.db, "made-up")).toBe("invalid");
    expect((await auditOf("customer.email-change-confirm")).map((row) => row.actor)).toEqual([ana]);
  });

  it("refuses the link when someone took the address meanwhile", async () => {
    await updateCustomerDetails(handle.db, staff, ana, { email: "late@example.com" }, context);
    const [mail] = await handle.db.select().from(mailOutbox).where(eq(mailOutbox.to, "late@example.com"));
    const token = new URL((mail?.links as string[])[0] as string).searchParams.get("token") as string;
    await handle.db.update(users).set({ email: "late@example.com" }).where(eq(users.id, other));
    expect(await confirmEmailChange(handle.db, token)).toBe("taken");
    expect((await record())?.email).toBe("ana.new@example.com");
  });
});
