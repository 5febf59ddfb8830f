import { sql } from "drizzle-orm";
import { afterAll, describe, expect, inject, it } from "vitest";
import type { Database, DatabaseHandle } from "~/server/platform/db.server";
import { executeNamed } from "~/server/platform/named-statement.server";
import { type DatabasePool, pglitePool, postgresPool } from "../support/database-pool";
import { catalogFingerprint } from "../support/prepared-state";
import { createThrowawayDatabase, openPreparedPglite } from "../support/test-database";

// A database a file closed is reset and handed to the worker's next file (decision 083): the next
// file must see exactly what a fresh copy of the prepared database shows, whatever the last file
// wrote, changed in its session or left prepared; a changed catalog is never handed on.

const noMail = async () => {};
const pools: Array<{ name: string; pool: DatabasePool }> = [
  { name: "pglite", pool: pglitePool(openPreparedPglite, noMail) },
];
const serverUrl = process.env.TEST_DATABASE_URL;
if (serverUrl) {
  const template = inject("postgresTemplate") ?? undefined;
  pools.push({
    name: "postgres",
    pool: postgresPool(() => createThrowawayDatabase(serverUrl, { template }), noMail),
  });
}

const rows = async (db: Database, text: string) =>
  ((await db.execute(sql.raw(text))) as unknown as { rows: Array<Record<string, unknown>> }).rows;

/** The catalog's fingerprint as the pool reads it, through a file's own handle. */
const fingerprintOf = (db: Database) =>
  catalogFingerprint(async <Row>(text: string) => (await rows(db, text)) as Row[]);

/** What a file could see of the database's state: row counts, migration rows, sequences, session. */
async function visibleState(db: Database) {
  const counts = await rows(
    db,
    `select format('%I.%I', table_schema, table_name) as name,
       (xpath('/row/c/text()', query_to_xml(format('select count(*) as c from %I.%I', table_schema, table_name), false, true, '')))[1]::text as count
     from information_schema.tables
     where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')
     order by 1`,
  );
  const migrations = await rows(
    db,
    "select id, hash, created_at::text from drizzle.__drizzle_migrations order by id",
  );
  const sequences = await rows(
    db,
    "select schemaname, sequencename, last_value::text from pg_sequences order by 1, 2",
  );
  return { counts, migrations, sequences };
}

describe.each(pools)("a worker's $name databases, used again", ({ pool }) => {
  let handle: DatabaseHandle | undefined;
  afterAll(async () => {
    await handle?.close();
    await pool.drain();
  });

  it("are handed on in their prepared state, whatever the last file wrote, set or prepared", async () => {
    handle = await pool.open();
    const fresh = await visibleState(handle.db);
    const firstDb = handle.db;
    const userId = crypto.randomUUID();
    // The last file: rows everywhere, a migration row gone, a sequence moved, a session setting,
    // a prepared statement, an advisory lock, a temporary table, a named statement of the app.
    await handle.db.execute(
      sql`insert into users (id, name, email, email_verified, created_at, updated_at)
          values (${userId}, 'Pool Test', ${`${userId}@example.test`}, true, now(), now())`,
    );
    await handle.db.execute(sql.raw("delete from drizzle.__drizzle_migrations where id = 1"));
    await handle.db.execute(sql.raw("select setval('drizzle.__drizzle_migrations_id_seq', 9999)"));
    await handle.db.execute(sql.raw("set statement_timeout = '12345'"));
    await handle.db.execute(sql.raw("prepare leftover as select 1"));
    await handle.db.execute(sql.raw("select pg_advisory_lock(4242)"));
    await handle.db.execute(sql.raw("create temporary table leftover_rows (x int)"));
    await executeNamed(handle.db, "pool_probe", sql`select count(*)::int as c from users`);
    expect(await visibleState(handle.db)).not.toEqual(fresh);
    await handle.close();
    const { reused } = pool.counts;

    handle = await pool.open();
    expect(pool.counts.reused).toBe(reused + 1);
    expect(handle.db === firstDb).toBe(false);
    expect(await visibleState(handle.db)).toEqual(fresh);
    expect(await rows(handle.db, "show statement_timeout")).toEqual([{ statement_timeout: "0" }]);
    expect(await rows(handle.db, "select name from pg_prepared_statements")).toEqual([]);
    expect(
      await rows(handle.db, "select count(*)::int as n from pg_locks where locktype = 'advisory'"),
    ).toEqual([{ n: 0 }]);
    expect(await rows(handle.db, "select to_regclass('leftover_rows')::text as t")).toEqual([{ t: null }]);
    // The app's named statement is prepared again on the reset database, not taken for prepared.
    const named = await executeNamed(handle.db, "pool_probe", sql`select count(*)::int as c from users`);
    expect((named as unknown as { rows: unknown[] }).rows).toEqual([{ c: 0 }]);
    // A query the last file sends after its close never reaches this file's database.
    await expect(firstDb.execute(sql.raw("select 1"))).rejects.toThrow();
  });

  it("start ids again where the prepared database had them (RESTART IDENTITY)", async () => {
    const next = async () =>
      (
        await rows(
          (handle as DatabaseHandle).db,
          "select nextval('drizzle.__drizzle_migrations_id_seq')::int as n",
        )
      )[0];
    await handle?.close();
    handle = await pool.open();
    const first = await next();
    await next();
    await handle.close();
    handle = await pool.open();
    expect(await next()).toEqual(first);
  });

  it("are dropped, not handed on, when a file changed the catalog", async () => {
    await handle?.close();
    handle = await pool.open();
    const before = await fingerprintOf(handle.db);
    await handle.db.execute(sql.raw("alter table users add column pool_leftover int"));
    await handle.close();
    const { discarded, fresh } = pool.counts;
    handle = await pool.open();
    expect(pool.counts.discarded).toBe(discarded + 1);
    expect(pool.counts.fresh).toBe(fresh + 1);
    expect(
      await rows(
        handle.db,
        "select column_name from information_schema.columns where column_name = 'pool_leftover'",
      ),
    ).toEqual([]);
    expect(await fingerprintOf(handle.db)).toBe(before);
  });

  it("are distinct when a file opens several at once", async () => {
    await handle?.close();
    const a = await pool.open();
    const b = await pool.open();
    try {
      await a.db.execute(sql.raw("create temporary table only_in_a (x int)"));
      expect(await rows(b.db, "select to_regclass('only_in_a')::text as t")).toEqual([{ t: null }]);
      await a.db.execute(sql.raw("select setval('drizzle.__drizzle_migrations_id_seq', 777)"));
      expect(
        await rows(b.db, "select last_value::int as v from drizzle.__drizzle_migrations_id_seq"),
      ).not.toEqual([{ v: 777 }]);
    } finally {
      await a.close();
      await b.close();
    }
    handle = undefined;
  });
});
