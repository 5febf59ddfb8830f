import { readFileSync } from "node:fs";
import path from "node:path";
import { getTableConfig, PgTable } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import * as schema from "../platform/schema.server";
import { personalDataExceptions } from "./personal-data-exceptions.server";

// Every table of the schema that holds personal data is read by the customer's copy of their data
// and handled by the deletion, or is listed in personalDataExceptions with the reason. A table with
// personal data: a column naming a person (a user id, an e-mail or recipient, a name, an address,
// free text, a client's IP or browser), a reference to an account, purchase or booking, or one of
// the columns named below that hold such data under a general name.

const here = path.dirname(new URL(import.meta.url).pathname);
const copySource = readFileSync(path.join(here, "customer-data.server.ts"), "utf8");
const deletionSource = readFileSync(path.join(here, "customer-deletion.server.ts"), "utf8");

const personalName =
  /^(user_id|.+_user_id|email|to|name|.+_name|.*address.*|text|note|user_agent|actor|.+_by|checkout_session_id|phone|date_of_birth)$/;
/** Tables whose rows belong to a person: a reference to one makes a row personal too. */
const personalTargets = new Set(["users", "purchases", "first_aid_bookings"]);
/** Columns whose name says nothing but which hold personal data. */
const alsoPersonal: Record<string, string[]> = {
  verifications: ["value"], // the user id of a set-password or reset link
  rate_limits: ["key"], // "login:ip:…", "reset:email:…"
};
/** Columns the name rule catches that name no person. */
const notPersonal: Record<string, string[]> = {
  scheduled_jobs: ["name"], // the periodic job's name
  cars: ["name"], // a car's name or plate
};

const tables = Object.entries(schema).flatMap(([variable, value]) =>
  value instanceof PgTable ? [{ variable, config: getTableConfig(value) }] : [],
);

function personalColumns(config: ReturnType<typeof getTableConfig>): string[] {
  const referencing = config.foreignKeys.flatMap((key) => {
    const reference = key.reference();
    return personalTargets.has(getTableConfig(reference.foreignTable).name)
      ? reference.columns.map((column) => column.name)
      : [];
  });
  const named = config.columns
    .map((column) => column.name)
    .filter((name) => personalName.test(name) && !notPersonal[config.name]?.includes(name));
  return [...new Set([...named, ...referencing, ...(alsoPersonal[config.name] ?? [])])];
}

const personal = tables.filter(({ config }) => personalColumns(config).length > 0);
const mentions = (source: string, pattern: string) => new RegExp(pattern).test(source);
const copied = (variable: string) => mentions(copySource, `(from|[Jj]oin)\\(${variable}\\b`);
const deleted = (variable: string) => mentions(deletionSource, `\\.(delete|update)\\(${variable}\\)`);

describe("personal data in the customer's copy and the deletion", () => {
  it("finds the tables that hold personal data (the rule sees what it must)", () => {
    const names = personal.map(({ config }) => config.name);
    for (const expected of [
      "users",
      "purchases",
      "mail_outbox",
      "customer_notes",
      "sessions",
      "first_aid_waitlist",
    ])
      expect(names).toContain(expected);
    expect(names).not.toContain("invoice_series");
  });

  it.each(personal.map(({ variable, config }) => [config.name, variable, personalColumns(config)] as const))(
    "%s is in the copy and the deletion, or excepted with a reason",
    (table, variable, columns) => {
      const exception = personalDataExceptions[table] ?? {};
      const why = `${table} (${columns.join(", ")})`;
      expect(copied(variable) || Boolean(exception.copy?.trim()), `${why}: not in the customer's copy`).toBe(
        true,
      );
      expect(
        deleted(variable) || Boolean(exception.deletion?.trim()),
        `${why}: not handled by the deletion`,
      ).toBe(true);
    },
  );

  it("lists no exception for a table that is gone, holds no personal data, or is covered after all", () => {
    for (const [table, exception] of Object.entries(personalDataExceptions)) {
      const entry = personal.find(({ config }) => config.name === table);
      expect(entry, `${table}: no such table with personal data`).toBeDefined();
      if (!entry) continue;
      if (exception.copy)
        expect(copied(entry.variable), `${table}: is in the copy; drop its exception`).toBe(false);
      if (exception.deletion)
        expect(deleted(entry.variable), `${table}: is deleted; drop its exception`).toBe(false);
    }
  });

  it("copies and clears every personal column of the account itself", () => {
    const columns = personalColumns(getTableConfig(schema.users)).filter((name) => name !== "email");
    expect(columns).toEqual(expect.arrayContaining(["name", "phone", "date_of_birth"]));
    const property = (name: string) => name.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());
    for (const column of columns) {
      expect(copySource, `users.${column} is not in the copy`).toContain(`user.${property(column)}`);
      expect(deletionSource, `users.${column} is not cleared by the deletion`).toMatch(
        new RegExp(`\\b${property(column)}: (""|null)`),
      );
    }
  });

  it("copies every consent a purchase records, however it was given", () => {
    const consents = getTableConfig(schema.purchases).columns.filter((column) => /consent/.test(column.name));
    expect(consents.length).toBeGreaterThan(0);
    const property = (name: string) => name.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());
    for (const column of consents)
      expect(copySource, `purchases.${column.name} is not in the copy`).toContain(
        `row.${property(column.name)}`,
      );
  });
});
