import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabaseKinds, type UnmigratedDatabase } from "../../../tests/support/test-database";
import { migrationsFolder } from "../platform/db.server";
import { searchCustomers } from "./customers-search.server";

// Customers who existed before the search column are found like new ones: a database from before
// the migration is migrated as the server does at start, and its rows get their folded text.

const SEARCH_TAG = /staff-search-text$/;

function migrationsBeforeSearch(): { folder: string; remove: () => void } {
  const folder = mkdtempSync(path.join(tmpdir(), "migrations-before-search-"));
  cpSync(migrationsFolder, folder, { recursive: true });
  const journalFile = path.join(folder, "meta", "_journal.json");
  const journal = JSON.parse(readFileSync(journalFile, "utf8")) as { entries: { tag: string }[] };
  const index = journal.entries.findIndex((entry) => SEARCH_TAG.test(entry.tag));
  if (index < 1) throw new Error("The staff search migration is missing from drizzle/meta/_journal.json");
  journal.entries = journal.entries.slice(0, index);
  writeFileSync(journalFile, JSON.stringify(journal));
  return { folder, remove: () => rmSync(folder, { recursive: true, force: true }) };
}

describe.each(testDatabaseKinds())("the staff search migration on $name", ({ openUnmigrated }) => {
  let database: UnmigratedDatabase;
  let before: ReturnType<typeof migrationsBeforeSearch>;

  beforeAll(async () => {
    before = migrationsBeforeSearch();
    database = await openUnmigrated();
    await database.migrate(before.folder);
    await database.db.execute(
      sql`insert into users (id, name, email) values ('old-1', 'Jürgen Müller', 'j.mueller@example.com'), ('old-2', 'Seán O''Brien', 'sean@example.com')`,
    );
    await database.migrate(migrationsFolder);
  });

  afterAll(async () => {
    await database?.close();
    before?.remove();
  });

  it("gives the existing customers their folded name and e-mail", async () => {
    const emails = async (query: string) =>
      (await searchCustomers(database.db, "staff", query)).hits.map((hit) => hit.email);
    expect(await emails("muller jurgen")).toEqual(["j.mueller@example.com"]);
    expect(await emails("O’Brien")).toEqual(["sean@example.com"]);
  });
});
