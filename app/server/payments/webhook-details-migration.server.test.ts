import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabaseKinds, type UnmigratedDatabase } from "../../../tests/support/test-database";
import { migrationsFolder } from "../platform/db.server";
import { webhookEvents } from "../platform/schema.server";

// Payment events stored before their details were written by kind and length lose the quoted
// values (a customer's name or address) when the database is migrated, as the server does at start.

const TAG = /webhook-details-without-text$/;

function migrationsBefore(): { folder: string; remove: () => void } {
  const folder = mkdtempSync(path.join(tmpdir(), "migrations-before-details-"));
  cpSync(migrationsFolder, folder, { recursive: true });
  const journalFile = path.join(folder, "meta", "_journal.json");
  const journal = JSON.parse(readFileSync(journalFile, "utf8")) as { entries: { tag: string }[] };
  const index = journal.entries.findIndex((entry) => TAG.test(entry.tag));
  if (index < 1) throw new Error("The webhook details migration is missing from drizzle/meta/_journal.json");
  journal.entries = journal.entries.slice(0, index);
  writeFileSync(journalFile, JSON.stringify(journal));
  return { folder, remove: () => rmSync(folder, { recursive: true, force: true }) };
}

describe.each(testDatabaseKinds())("the webhook details migration on $name", ({ openUnmigrated }) => {
  let database: UnmigratedDatabase;
  let before: ReturnType<typeof migrationsBefore>;

  beforeAll(async () => {
    before = migrationsBefore();
    database = await openUnmigrated();
    await database.migrate(before.folder);
    await database.db.execute(
      sql`insert into webhook_events (id, type, outcome, detail) values
        ('evt_name', 'checkout.session.completed', 'processed', 'customer_details.name "Ana\\u0000 Ruiz" left out'),
        ('evt_date', 'checkout.session.completed', 'processed', 'course date "Ana Ruiz, Offenbach" replaced by 2026-03-01'),
        ('evt_link', 'checkout.session.completed', 'unknown_product', 'payment link plink_123'),
        ('evt_none', 'checkout.session.completed', 'processed', null)`,
    );
    await database.migrate(migrationsFolder);
  });

  afterAll(async () => {
    await database?.close();
    before?.remove();
  });

  it("removes the values left out and keeps every other detail", async () => {
    const rows = await database.db
      .select({ id: webhookEvents.id, detail: webhookEvents.detail })
      .from(webhookEvents)
      .orderBy(webhookEvents.id);
    expect(rows).toEqual([
      { id: "evt_date", detail: "values left out (their text removed)" },
      { id: "evt_link", detail: "payment link plink_123" },
      { id: "evt_name", detail: "values left out (their text removed)" },
      { id: "evt_none", detail: null },
    ]);
  });
});
