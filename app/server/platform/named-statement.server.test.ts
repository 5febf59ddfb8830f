import { type Logger, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabaseKinds } from "../../../tests/support/test-database";
import type { DatabaseHandle } from "./db.server";
import { executeNamed, executeNamedText, namedText, runsNamed } from "./named-statement.server";

/** The statements a handle sends from now on, through Drizzle's session logger. */
function recordStatements(handle: DatabaseHandle): string[] {
  const statements: string[] = [];
  const logger: Logger = { logQuery: (query) => statements.push(query) };
  const session = (handle.db as unknown as { session: { logger: Logger; options: { logger?: Logger } } })
    .session;
  session.logger = logger;
  session.options.logger = logger;
  return statements;
}

const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;

describe.each(testDatabaseKinds())("a named statement on $name", ({ name, open }) => {
  let handle: DatabaseHandle;
  let statements: string[];
  beforeAll(async () => {
    handle = await open();
    statements = recordStatements(handle);
  });
  afterAll(() => handle?.close());

  it("answers what the statement sent as it is answers, whatever the values hold", async () => {
    const tricky = ["O'Brien", "back\\slash", "E'\\x41'", "'); drop table users; --", "ñ€", ""];
    for (const text of tricky) {
      const query = sql`select ${text}::text as text, ${42}::int as n, ${null}::text as nothing, ${new Date("2026-11-29T05:00:00.000Z")}::timestamptz as at`;
      const named = rowsOf(await executeNamed(handle.db, "named_test", query));
      expect(named).toEqual(rowsOf(await handle.db.execute(query)));
      expect(named[0]?.text).toBe(text);
    }
  });

  it("sends the text once on the embedded database, then only its name and values", async () => {
    const query = (n: number) =>
      sql`select count(*)::int as n from generate_series(1, ${n}::int) as g where g % 2 = 0`;
    await executeNamed(handle.db, "named_repeat", query(10));
    statements.length = 0;
    expect(rowsOf(await executeNamed(handle.db, "named_repeat", query(20)))).toEqual([{ n: 10 }]);
    expect(statements).toHaveLength(1);
    if (name === "pglite") expect(statements[0]).toMatch(/^EXECUTE named_repeat_[0-9a-f]{16}\(E'20'\)$/);
    else expect(statements[0]).toContain("generate_series");
  });

  it("prepares a changed text as a statement of its own", async () => {
    const first = rowsOf(await executeNamed(handle.db, "named_changed", sql`select ${1}::int as n`));
    const second = rowsOf(await executeNamed(handle.db, "named_changed", sql`select ${1}::int + 1 as n`));
    expect([first, second]).toEqual([[{ n: 1 }], [{ n: 2 }]]);
  });

  it("prepares once when views arrive together", async () => {
    const query = (n: number) => sql`select ${n}::int * 2 as n`;
    const answers = await Promise.all(
      [1, 2, 3, 4].map((n) => executeNamed(handle.db, "named_together", query(n))),
    );
    expect(answers.map((answer) => rowsOf(answer)[0]?.n)).toEqual([2, 4, 6, 8]);
  });

  it("runs a text built once with placeholders with each run's values (embedded database)", async () => {
    expect(runsNamed(handle.db)).toBe(name === "pglite");
    if (!runsNamed(handle.db)) return;
    const query = sql`select ${sql.placeholder("n")}::int * 3 as n, ${sql.placeholder("who")}::text as who`;
    let built = 0;
    const named = () => (built++, namedText("named_placeholder", query));
    const text = named();
    const answers = [];
    for (const [n, who] of [
      [1, "O'Brien"],
      [2, "ñ"],
    ] as const) {
      answers.push(rowsOf(await executeNamedText(handle.db, () => text, query, { n, who }))[0]);
    }
    expect(answers).toEqual([
      { n: 3, who: "O'Brien" },
      { n: 6, who: "ñ" },
    ]);
    expect(built).toBe(1);
    await expect(executeNamedText(handle.db, () => text, query, { n: 1 })).rejects.toThrow(/who/);
  });

  it("runs a text built with placeholders as sent, with its values, beyond the cap of named statements", async () => {
    if (!runsNamed(handle.db)) return;
    // A database of its own, its named statements filled up to their cap.
    const own = await open();
    try {
      const sent = recordStatements(own);
      for (let index = 0; index < 20; index++) {
        await executeNamed(own.db, `named_cap_${index}`, sql`select ${index}::int as n`);
      }
      const query = sql`select ${sql.placeholder("n")}::int * 5 as n`;
      const text = namedText("named_past_cap", query);
      sent.length = 0;
      expect(rowsOf(await executeNamedText(own.db, () => text, query, { n: 3 }))).toEqual([{ n: 15 }]);
      expect(sent).toEqual(["select $1::int * 5 as n"]);
      const badLabel = namedText("Not A Label", query);
      expect(badLabel).toBeNull();
      expect(rowsOf(await executeNamedText(own.db, () => badLabel, query, { n: 4 }))).toEqual([{ n: 20 }]);
    } finally {
      await own.close();
    }
  });

  it("refuses a value it cannot write as a constant", async () => {
    const query = sql`select ${{ a: 1 }}::jsonb as doc`;
    if (name === "pglite")
      await expect(executeNamed(handle.db, "named_object", query)).rejects.toThrow(TypeError);
    else expect(rowsOf(await executeNamed(handle.db, "named_object", query))).toEqual([{ doc: { a: 1 } }]);
  });
});
