import { Column, type DriverValueDecoder, is, SQL, sql, type SQLWrapper } from "drizzle-orm";
import type { Database } from "./db.server";
import { executeNamedText, type NamedText, namedText } from "./named-statement.server";

// Several independent reads as one statement. On the embedded database every statement is a
// round trip through one WebAssembly instance that serves one statement at a time, so a page's
// reads cost per statement, not per row (about a millisecond each under load); on PostgreSQL each
// is a network round trip. Each read keeps its own Drizzle select (its joins, order and limit);
// its rows travel as one JSON array per read (PostgreSQL §9.16 json_agg / json_build_array) and
// are decoded by the same column decoders Drizzle uses for its own results.

/** A Drizzle select (or set operation) whose selection is known: what `readTogether` takes. */
export interface SelectRead<Row> extends SQLWrapper, PromiseLike<Row[]> {
  _: { selectedFields: unknown };
}

export type Rows<Reads> = { [K in keyof Reads]: Reads[K] extends SelectRead<infer Row> ? Row[] : never };

/** The selects of `readTogether` built into one statement, ready to run any number of times. */
export interface BuiltReads<Reads> {
  statement: SQL;
  /** The statement's text and prepared name on the embedded database, built once when first asked for. */
  named: (() => NamedText | null) | null;
  /** Each read's rows from the statement's one row. */
  rowsOf(row: Record<string, string> | undefined): Rows<Reads>;
}

/**
 * Runs the selects in one statement and answers each one's rows as awaiting it would have.
 * The rows keep their select's order: json_agg takes them in the order its subquery yields them
 * (PostgreSQL §9.21: an ordered subquery feeds an aggregate in that order). With `named`, a
 * statement read on every view is prepared once under that label (named-statement.server.ts).
 */
export async function readTogether<Reads extends Record<string, SelectRead<unknown>>>(
  db: Pick<Database, "execute">,
  reads: Reads,
  { named }: { named?: string } = {},
): Promise<Rows<Reads>> {
  return runBuiltReads(db, buildReads(reads, named));
}

/**
 * The statement of `readTogether`, built without running it. With `named`, its text is built on
 * its first run on the embedded database and kept (Drizzle walks every chunk of a large statement
 * to write it): a caller that runs the same reads again keeps this and calls `runBuiltReads`.
 */
export function buildReads<Reads extends Record<string, SelectRead<unknown>>>(
  reads: Reads,
  named?: string,
): BuiltReads<Reads> {
  const names = Object.keys(reads);
  const shapes = names.map((name) => {
    const read = reads[name] as SelectRead<unknown>;
    const columns = decodersOf(read._.selectedFields);
    // The subquery's columns renamed by position, so two columns of the same name (an id from
    // each joined table) stay apart and the JSON array keeps the selection's order.
    const aliases = columns.map((_, index) => sql.identifier(`c${index}`));
    const row = sql.identifier(`r${names.indexOf(name)}`);
    const values = sql.join(
      aliases.map((alias) => sql`${row}.${alias}`),
      sql`, `,
    );
    const part = sql`(select coalesce(json_agg(json_build_array(${values})), '[]')::text from (${read}) as ${row}(${sql.join(aliases, sql`, `)})) as ${sql.identifier(name)}`;
    return { name, columns, part };
  });
  const statement = sql`select ${sql.join(
    shapes.map((shape) => shape.part),
    sql`, `,
  )}`;
  const rowsOf = (first: Record<string, string> | undefined) => {
    const answer: Record<string, unknown[]> = {};
    for (const { name, columns } of shapes) {
      const rows = JSON.parse(first?.[name] ?? "[]") as unknown[][];
      answer[name] = rows.map((row) =>
        Object.fromEntries(
          columns.map(({ key, decode }, index) => {
            const value = row[index];
            return [key, value === null || value === undefined ? null : decode(value)];
          }),
        ),
      );
    }
    return answer as Rows<Reads>;
  };
  let text: NamedText | null | undefined;
  const namedOnce = (name: string) => () => (text === undefined ? (text = namedText(name, statement)) : text);
  return { statement, named: named ? namedOnce(named) : null, rowsOf };
}

/**
 * Runs a statement `buildReads` made (prepared once on the embedded database when it is named),
 * with the `values` of its placeholders if it was built with some (embedded database only).
 */
export async function runBuiltReads<Reads>(
  db: Pick<Database, "execute">,
  built: BuiltReads<Reads>,
  values?: Record<string, unknown>,
): Promise<Rows<Reads>> {
  const result = built.named
    ? await executeNamedText(db, built.named, built.statement, values)
    : await db.execute(built.statement);
  // node-postgres and PGlite answer { rows }; the driver parses no JSON here (it is sent as text).
  return built.rowsOf((result as unknown as { rows: Record<string, string>[] }).rows[0]);
}

/**
 * Each selected field's key and the decoder Drizzle itself applies to its driver value (a column's,
 * or the one a `sql` field was given with mapWith). Flat selections only: a nested one is refused
 * rather than read wrong.
 */
function decodersOf(selection: unknown): { key: string; decode: (value: unknown) => unknown }[] {
  return Object.entries(selection as Record<string, unknown>).map(([key, field]) => {
    if (is(field, Column)) return { key, decode: (value) => field.mapFromDriverValue(value) };
    if (is(field, SQL)) return { key, decode: decoderOf(field) };
    if (is(field, SQL.Aliased)) return { key, decode: decoderOf(field.sql) };
    throw new TypeError(`readTogether reads flat selections only (${key})`);
  });
}

/** The decoder `mapWith` gave a `sql` field (kept by Drizzle on the object, left out of its types). */
function decoderOf(field: SQL): (value: unknown) => unknown {
  const { decoder } = field as unknown as { decoder: DriverValueDecoder<unknown, unknown> };
  return (value) => decoder.mapFromDriverValue(value);
}
