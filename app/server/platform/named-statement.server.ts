import { createHash } from "node:crypto";
import { fillPlaceholders, type SQL, sql } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import type { Database } from "./db.server";

// A large statement read on every view, prepared once. The embedded database's client sends every
// query as an unnamed statement (PostgreSQL protocol, Extended Query: Parse with an empty name), so
// PostgreSQL parses, analyses and plans it anew each time, inside the one WebAssembly instance
// that serves every request one statement at a time. For the staff dashboard's figures (some
// 7 KB of SQL, a dozen subqueries) that was most of the statement's cost. Prepared under a name
// (PostgreSQL: PREPARE), the text is parsed once per database and each view sends only
// `EXECUTE name(values)`. On a real PostgreSQL server the statement runs as sent: parsing there
// is native code beside the connection, and a name would be per pooled connection.

/** Prepared statements of each embedded database, by name: at most this many, then run as sent. */
const MAX_NAMED = 16;
const prepared = new WeakMap<object, Map<string, Promise<unknown>>>();
const dialect = new PgDialect();

/** What the embedded database's client answers a statement sent as a simple query (PGlite's `exec`). */
interface EmbeddedClient {
  query(
    text: string,
    params: unknown[],
    options: { rowMode: "object"; parsers: Record<number, (value: string) => unknown> },
  ): Promise<{ rows: unknown[]; fields: unknown[]; affectedRows?: number }>;
  exec(
    text: string,
    options: { rowMode: "object"; parsers: Record<number, (value: string) => unknown> },
  ): Promise<{ rows: unknown[]; fields: unknown[]; affectedRows?: number }[]>;
}

/**
 * Dates, times and intervals left as PostgreSQL's text, as Drizzle's PGlite driver asks for them
 * in `execute` (its column decoders take that text): timestamp, timestamptz, interval, date and
 * their arrays, and numeric arrays, by type OID (PostgreSQL's pg_type).
 */
const asDrizzleReads = {
  rowMode: "object" as const,
  parsers: Object.fromEntries(
    [1114, 1184, 1186, 1082, 1231, 1115, 1185, 1187, 1182].map((oid) => [oid, (value: string) => value]),
  ),
};

/** The embedded database's client behind a Drizzle handle (PGlite), or null for node-postgres. */
function embeddedClient(db: Pick<Database, "execute">): EmbeddedClient | null {
  const client = (db as { $client?: { exec?: unknown; dumpDataDir?: unknown } }).$client;
  return client && typeof client.exec === "function" && typeof client.dumpDataDir === "function"
    ? (client as EmbeddedClient)
    : null;
}

/**
 * `EXECUTE` as one simple query (PostgreSQL protocol, Simple Query): one message instead of the
 * five of an extended query (Parse, Bind, Describe, Execute, Sync) that Drizzle sends for every
 * statement, about a third less of PGlite's work for a small prepared statement (0.24 against
 * 0.34 ms of CPU, measured on PGlite alone). The answer has the shape Drizzle's `execute` gives;
 * the statement is logged to the handle's query logger as Drizzle logs its own.
 */
async function executeSimple(db: Pick<Database, "execute">, client: EmbeddedClient, text: string) {
  logged(db, text, []);
  const results = await client.exec(text, asDrizzleReads);
  const last = results[results.length - 1];
  return { rows: last?.rows ?? [], fields: last?.fields ?? [], affectedRows: last?.affectedRows ?? 0 };
}

/**
 * `query` as sent, without a name: by Drizzle, or, for a text built with placeholders (which
 * Drizzle's `execute` cannot fill), with their `values` as parameters on the embedded database,
 * logged and parsed as Drizzle would. For a label that cannot name a statement, and beyond the
 * cap of prepared statements.
 */
async function executeAsSent(
  db: Pick<Database, "execute">,
  client: EmbeddedClient | null,
  query: SQL,
  values: Record<string, unknown>,
) {
  if (!client || Object.keys(values).length === 0) return db.execute(query);
  const { sql: text, params } = dialect.sqlToQuery(query);
  const filled = fillPlaceholders(params, values);
  logged(db, text, filled);
  return client.query(text, filled, asDrizzleReads);
}

/** A statement sent past Drizzle, written to the handle's query logger as Drizzle logs its own. */
function logged(db: Pick<Database, "execute">, text: string, params: unknown[]): void {
  (
    db as { session?: { logger?: { logQuery(query: string, params: unknown[]): void } } }
  ).session?.logger?.logQuery(text, params);
}

/** Whether `db` runs named statements (the embedded database), so a built text may be kept. */
export function runsNamed(db: Pick<Database, "execute">): boolean {
  return embeddedClient(db) !== null;
}

/**
 * A value as a SQL string constant in the escape form (PostgreSQL §4.1.2.2, E'…': a backslash
 * and a quote doubled), which reads the same whatever `standard_conforming_strings` says; the
 * prepared statement coerces it to its parameter's type (PostgreSQL, EXECUTE).
 */
function literal(value: unknown): string {
  if (value === null || value === undefined) return "NULL";
  if (value instanceof Date) return literal(value.toISOString());
  if (typeof value !== "string" && typeof value !== "number" && typeof value !== "boolean") {
    throw new TypeError(`executeNamed takes scalar values only (${typeof value})`);
  }
  // A NUL cannot be written in a statement's text (PostgreSQL refuses it); parameters can't hold one either.
  if (String(value).includes("\0")) throw new TypeError("executeNamed takes no NUL character");
  return `E'${String(value).replaceAll("\\", "\\\\").replaceAll("'", "''")}'`;
}

/** A statement's text and values as the embedded database is sent them, under its prepared name. */
export interface NamedText {
  name: string;
  text: string;
  params: unknown[];
}

/**
 * The text Drizzle builds from `query` (the costly part for a large statement: it walks every
 * chunk), named by `label` and a digest of the text, so a changed text is a new statement. Null
 * for a label that cannot name a statement: such a query runs as sent.
 */
export function namedText(label: string, query: SQL): NamedText | null {
  if (!/^[a-z][a-z0-9_]{0,30}$/.test(label)) return null;
  const { sql: text, params } = dialect.sqlToQuery(query);
  return { name: `${label}_${createHash("sha256").update(text).digest("hex").slice(0, 16)}`, text, params };
}

/**
 * Runs `query` as `db.execute` does, on the embedded database as a statement prepared once
 * under a name made of `label` and a digest of its text (a changed text is a new statement).
 */
export async function executeNamed(db: Pick<Database, "execute">, label: string, query: SQL) {
  return executeNamedText(db, () => namedText(label, query), query);
}

/**
 * The same with the text from `named` (`namedText`, asked for on the embedded database only): a
 * caller that runs the same statement many times builds its text once. `query` is what
 * PostgreSQL is sent, and what runs when no name can be used. A text built with placeholders
 * (`sql.placeholder`) takes their `values` (on the embedded database only: see `runsNamed`).
 */
export async function executeNamedText(
  db: Pick<Database, "execute">,
  named: () => NamedText | null,
  query: SQL,
  values: Record<string, unknown> = {},
) {
  const client = embeddedClient(db);
  const text_ = client ? named() : null;
  if (!client || !text_) return executeAsSent(db, client, query, values);
  const { name, text, params } = text_;
  let statements = prepared.get(client);
  if (!statements) prepared.set(client, (statements = new Map()));
  let preparing = statements.get(name);
  if (!preparing) {
    if (statements.size >= MAX_NAMED) return executeAsSent(db, client, query, values);
    // One PREPARE however many views arrive at once; a failed one is tried again next time. One
    // that exists already (another copy of this module on the same database, as in tests that
    // run the built app beside the sources) has this text: the name holds its digest.
    preparing = db.execute(sql.raw(`PREPARE ${name} AS ${text}`)).catch((error: unknown) => {
      if (sqlState(error) === "42P05") return;
      statements.delete(name);
      throw error;
    });
    statements.set(name, preparing);
  }
  await preparing;
  const given = params.length ? `(${fillPlaceholders(params, values).map(literal).join(", ")})` : "";
  return executeSimple(db, client, `EXECUTE ${name}${given}`);
}

/** The SQLSTATE of a database error (42P05: duplicate prepared statement), wrapped by Drizzle or not. */
function sqlState(error: unknown): string | undefined {
  const own = (error as { code?: unknown } | null)?.code;
  if (typeof own === "string") return own;
  const cause = (error as { cause?: unknown } | null)?.cause;
  return cause && cause !== error ? sqlState(cause) : undefined;
}
