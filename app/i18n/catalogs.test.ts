import { describe, expect, it } from "vitest";
import { type CatalogName, catalogs, invoicePdfGerman, officePackGerman, textsIn } from "./catalogs.server";
import { placeholdersOf } from "./fill";
import { isPluralForms, type PluralForms } from "./plural";

// Every catalog of the registry, English beside Spanish: the same keys, the same {placeholders} in
// each text and the same counted texts. The type check sees only the keys, and a Spanish text that
// lost its {date} would print the date nowhere; this walk sees both.

/** The placeholders of a counted text: all its forms together (the "one" form may name no count). */
function pluralPlaceholders(forms: PluralForms): string[] {
  return [...new Set([forms.one, forms.other, forms.many ?? ""].flatMap(placeholdersOf))].sort();
}

/** What differs between a catalog's English and Spanish, one line per difference. */
function differences(en: unknown, es: unknown, path = ""): string[] {
  if (isPluralForms(en) || isPluralForms(es)) {
    if (!isPluralForms(en) || !isPluralForms(es)) return [`${path}: counted in one language only`];
    const [mine, theirs] = [pluralPlaceholders(en), pluralPlaceholders(es)];
    return mine.join() === theirs.join() ? [] : [`${path}: placeholders {${mine}} / {${theirs}}`];
  }
  if (typeof en === "string" || typeof es === "string") {
    if (typeof en !== "string" || typeof es !== "string") return [`${path}: a text in one language only`];
    const [mine, theirs] = [placeholdersOf(en), placeholdersOf(es)];
    return mine.join() === theirs.join() ? [] : [`${path}: placeholders {${mine}} / {${theirs}}`];
  }
  if (en && typeof en === "object" && es && typeof es === "object") {
    const keys = new Set([...Object.keys(en), ...Object.keys(es)]);
    return [...keys].flatMap((key) => {
      const [mine, theirs] = [(en as Record<string, unknown>)[key], (es as Record<string, unknown>)[key]];
      if (mine === undefined) return [`${path}.${key}: missing in English`];
      if (theirs === undefined) return [`${path}.${key}: missing in Spanish`];
      return differences(mine, theirs, `${path}.${key}`);
    });
  }
  return typeof en === typeof es ? [] : [`${path}: ${typeof en} / ${typeof es}`];
}

const names = Object.keys(catalogs) as CatalogName[];

describe("the catalog registry", () => {
  it.each(names)("%s: Spanish has the English keys, placeholders and counted texts", (name) => {
    expect(differences(textsIn(name, "en"), textsIn(name, "es"), name)).toEqual([]);
  });

  it("finds a missing key, a lost placeholder and a text counted in one language only", () => {
    const en = { a: "Hello {name}", b: { c: "x" }, d: { one: "1 day", other: "{count} days" } };
    expect(differences(en, { a: "Hola", b: { c: "x" }, d: { one: "1 día", other: "{count} días" } })).toEqual(
      [".a: placeholders {name} / {}"],
    );
    expect(differences(en, { a: "Hola {name}", b: {}, d: "días" })).toEqual([
      ".b.c: missing in Spanish",
      ".d: counted in one language only",
    ]);
    expect(differences(en, { ...en, e: "y" })).toEqual([".e: missing in English"]);
  });

  it("holds every catalog in app/i18n/messages", () => {
    const files = import.meta.glob<{ default: object }>("./messages/**/*.ts", { eager: true });
    const registered = new Set<object>();
    const collect = (value: unknown, depth: number) => {
      if (!value || typeof value !== "object" || depth > 2) return;
      registered.add(value);
      for (const inner of Object.values(value)) collect(inner, depth + 1);
    };
    for (const name of names) for (const locale of ["en", "es"] as const) collect(textsIn(name, locale), 0);
    // The texts in a third language: the German of the invoices and of the licence-office pack,
    // registered beside the catalogs.
    collect(invoicePdfGerman, 0);
    collect(officePackGerman, 0);
    const missing = Object.entries(files)
      .filter(([, module]) => !registered.has(module.default))
      .map(([file]) => file);
    expect(missing).toEqual([]);
  });

  it("leaves no Spanish interface text identical to the English one, except proper nouns", () => {
    const allowed = new Set(["Blog"]);
    const leaves = (value: unknown, path: string[] = []): [string, string][] =>
      typeof value === "string"
        ? [[path.join("."), value]]
        : Object.entries(value as object).flatMap(([key, inner]) => leaves(inner, [...path, key]));
    const english = new Map(leaves(textsIn("ui", "en").messages));
    const same = leaves(textsIn("ui", "es").messages).filter(
      ([key, text]) => english.get(key) === text && !allowed.has(text),
    );
    expect(same).toEqual([]);
  });
});
