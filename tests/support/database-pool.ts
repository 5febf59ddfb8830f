import type { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import { type Database, type DatabaseHandle, openPostgres } from "~/server/platform/db.server";
import * as schema from "~/server/platform/schema.server";
import { catalogFingerprint, type PreparedState, type Query, recordPreparedState } from "./prepared-state";

// One worker's test databases, used again by the files it runs one after another (decision 083).
// Opening a prepared database costs 3–5 s a file (PGlite's start inside WebAssembly, PostgreSQL's
// copy of the template); putting a used one back into its prepared state costs a fraction of that.
// A file's `close()` gives its database back once the file's work on it has ended; the next
// `open()` resets it (prepared-state.ts) and hands it out as a NEW Drizzle object, so nothing the
// app keeps per database object (the mail worker's state, the first-aid dates' daily fill, the
// embedded database's prepared statements) reaches from one file into the next. A database whose
// catalog changed, or whose reset failed, is closed for real and a fresh one opened, as before.

/** At most this many unused databases wait per kind and worker (a PGlite holds ~100 MB). */
const MAX_IDLE = 2;

interface Pooled {
  state: PreparedState;
  /** Puts the database back into its prepared state; false when it cannot be (then it is gone). */
  reset: () => Promise<boolean>;
  /** A new handle on the database; its `close` gives the database back. */
  lend: () => Promise<DatabaseHandle>;
  /** Closes (and drops) the database for real. */
  discard: () => Promise<void>;
}

/** Databases of one kind: idle ones reset and lent again, new ones opened when none is left. */
export class DatabasePool {
  private idle: Pooled[] = [];
  /** How often a database was reset and lent again, opened fresh, discarded (the pool's test reads it). */
  readonly counts = { reused: 0, fresh: 0, discarded: 0 };

  constructor(private readonly fresh: (pool: DatabasePool) => Promise<Pooled>) {}

  async open(): Promise<DatabaseHandle> {
    for (let pooled = this.idle.pop(); pooled; pooled = this.idle.pop()) {
      if (await pooled.reset()) {
        this.counts.reused++;
        return pooled.lend();
      }
      this.counts.discarded++;
    }
    this.counts.fresh++;
    return (await this.fresh(this)).lend();
  }

  /** Called by a lent handle's close, after the file's work on it ended. */
  async giveBack(pooled: Pooled): Promise<void> {
    if (this.idle.length >= MAX_IDLE) return pooled.discard();
    this.idle.push(pooled);
  }

  /** Closes every idle database (the pool's own test; a worker's are dropped at the run's end). */
  async drain(): Promise<void> {
    const idle = this.idle;
    this.idle = [];
    for (const pooled of idle) await pooled.discard();
  }
}

/** A lent handle closes once: the first close gives the database back, later ones do nothing. */
function closingOnce(close: () => Promise<void>): () => Promise<void> {
  let closing: Promise<void> | undefined;
  return () => (closing ??= close());
}

/** The PGlite client behind a Drizzle object. */
export function pgliteClientOf(db: Database): PGlite {
  return (db as unknown as { $client: PGlite }).$client;
}

function pgliteQuery(client: PGlite): Query {
  return async <Row>(text: string) => ((await client.exec(text)).at(-1)?.rows ?? []) as Row[];
}

/**
 * An embedded database pool: `openFresh` opens a prepared PGlite; `beforeClose` waits for what
 * must end before a database is given back (the mail worker's run on it).
 */
export function pglitePool(
  openFresh: () => Promise<DatabaseHandle>,
  beforeClose: () => Promise<void>,
): DatabasePool {
  return new DatabasePool(async (pool) => {
    const handle = await openFresh();
    const client = pgliteClientOf(handle.db);
    const state = await recordPreparedState(pgliteQuery(client));
    const pooled: Pooled = {
      state,
      reset: async () => {
        try {
          // A transaction a test left open goes (a warning when there is none), then what the
          // session kept: settings, prepared statements, cursors, LISTENs, advisory locks, temp tables.
          await client.exec("ROLLBACK");
          await client.exec("DISCARD ALL");
          if ((await catalogFingerprint(pgliteQuery(client))) !== state.fingerprint)
            throw new Error("changed");
          await client.exec(state.resetScript);
          return true;
        } catch {
          await pooled.discard();
          return false;
        }
      },
      lend: async () => {
        // The file's Drizzle object reaches the client through a proxy that is revoked when the file
        // closes it: a late query of that file fails as on a closed database instead of reaching the
        // next file's, and caches keyed by the client object (named statements) start empty.
        const { proxy, revoke } = Proxy.revocable(client, {
          get: (target, key) => {
            const value: unknown = Reflect.get(target, key, target);
            return typeof value === "function"
              ? (value as (...args: unknown[]) => unknown).bind(target)
              : value;
          },
        });
        const db = drizzlePglite(proxy, { schema }) as unknown as Database;
        return {
          db,
          close: closingOnce(async () => {
            await beforeClose();
            revoke();
            await pool.giveBack(pooled);
          }),
        };
      },
      discard: () => client.close().catch(() => {}),
    };
    return pooled;
  });
}

/** A throwaway database: its URL and how to drop it. */
export interface Throwaway {
  url: string;
  drop: () => Promise<void>;
}

/** A PostgreSQL pool: `create` makes a copy of the template database. */
export function postgresPool(
  create: () => Promise<Throwaway>,
  beforeClose: () => Promise<void>,
): DatabasePool {
  return new DatabasePool(async (pool) => {
    const { url, drop } = await create();
    const state = await onConnection(url, recordPreparedState);
    const pooled: Pooled = {
      state,
      reset: async () => {
        try {
          await onConnection(url, async (query) => {
            // Each file's handle had a pool of its own, ended at its close: a session left now is
            // one the test opened itself (ended here when it is ours; a lock it holds fails the reset).
            await query(
              `select pg_terminate_backend(pid) from pg_stat_activity
               where datname = current_database() and usename = current_user and pid <> pg_backend_pid()`,
            );
            if ((await catalogFingerprint(query)) !== state.fingerprint) throw new Error("changed");
            await query(state.resetScript);
          });
          return true;
        } catch {
          await pooled.discard();
          return false;
        }
      },
      // New connections every time: no session setting, prepared statement or lock of the last file.
      lend: async () => {
        const handle = await openPostgres(url);
        return {
          db: handle.db,
          close: closingOnce(async () => {
            await beforeClose();
            await handle.close();
            await pool.giveBack(pooled);
          }),
        };
      },
      discard: () => drop().catch(() => {}),
    };
    return pooled;
  });
}

async function onConnection<T>(url: string, work: (query: Query) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(async <Row>(text: string) => {
      const result = (await client.query(text)) as unknown as pg.QueryResult | pg.QueryResult[];
      return (Array.isArray(result) ? (result.at(-1)?.rows ?? []) : result.rows) as Row[];
    });
  } finally {
    await client.end();
  }
}
