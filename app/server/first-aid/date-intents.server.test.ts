import { existsSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import type { Database } from "../platform/db.server";
import { dateAction, dateIntentHandlers } from "./date-intents.server";

// The staff date page's forms and the server's handlers are one list: every intent a form of the
// page can send has its handler, and the server holds no handler for an intent no form sends.

const root = resolve(import.meta.dirname, "../../..");
const page = "app/routes/staff-date.tsx";

/** The page's module and the components it renders from ~/components (one level deep). */
function pageSources(): string[] {
  const route = readFileSync(resolve(root, page), "utf8");
  const components = [...route.matchAll(/from "~\/(components\/[^"]+)"/g)].map((match) => {
    const path = resolve(root, `app/${match[1]}`);
    return existsSync(`${path}.tsx`)
      ? readFileSync(`${path}.tsx`, "utf8")
      : readFileSync(`${path}.ts`, "utf8");
  });
  return [route, ...components];
}

/** The values of the hidden `intent` fields: literal, or each literal of a `{cond ? "a" : "b"}`. */
function intentsSent(source: string): string[] {
  return [...source.matchAll(/name="intent"\s+value=(?:"([^"]+)"|\{([^}]+)\})/g)].flatMap(
    ([, literal, expr]) =>
      literal ? [literal] : [...(expr ?? "").matchAll(/"([^"]+)"/g)].map((match) => match[1] ?? ""),
  );
}

describe("the staff date page's intents", () => {
  it("has one handler for each intent its forms send, and none for an intent no form sends", () => {
    const sent = new Set(pageSources().flatMap(intentsSent));
    // The waiting list's form is run by the page's once-per-key wrapper itself.
    sent.delete("waitlist-remove");
    expect([...sent].sort()).toEqual(Object.keys(dateIntentHandlers).sort());
  });

  it("answers a body no form of the page sends with 400 and touches nothing", async () => {
    // No database: a handler that reached it would throw.
    const untouched = {} as Database;
    for (const intent of ["closed-add", "waitlist-remove", "toString", ""]) {
      const form = new FormData();
      form.set("intent", intent);
      expect(await dateAction(untouched, "staff", "date", form)).toMatchObject({
        done: false,
        status: 400,
        errors: { form: "unreadable" },
      });
    }
    expect(await dateAction(untouched, "staff", "date", null)).toMatchObject({ done: false, status: 400 });
  });
});
