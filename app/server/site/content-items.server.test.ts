import { describe, expect, it } from "vitest";
import { parseContentItems, requireAttribute } from "./content-items.server";

const tipSources = import.meta.glob<string>("../content/blog/exam-anxiety-tips/*.md", {
  query: "?raw",
  import: "default",
  eager: true,
});
const tripSources = import.meta.glob<string>("../content/blog/family-day-trips/*.md", {
  query: "?raw",
  import: "default",
  eager: true,
});

describe("parseContentItems", () => {
  it("reads the intro, the items, their attributes and bodies", () => {
    const parsed = parseContentItems(
      [
        "Intro line.",
        "",
        "## First",
        "subtitle: One",
        "image: /a.svg",
        "alt: An image",
        "",
        "Body **one**.",
        "",
        "More body.",
        "",
        "## Second",
        "",
        "subtitle: Two",
        "",
        "Body two.",
      ].join("\n"),
    );
    expect(parsed.intro).toBe("Intro line.");
    expect(parsed.items).toEqual([
      {
        title: "First",
        attributes: { subtitle: "One", image: "/a.svg", alt: "An image" },
        body: "Body **one**.\n\nMore body.",
      },
      { title: "Second", attributes: { subtitle: "Two" }, body: "Body two." },
    ]);
  });

  it("accepts a file without intro, CRLF line ends and values containing colons", () => {
    const parsed = parseContentItems("## Only\r\nalt: Sign: stop\r\n\r\nText: not an attribute.\r\n");
    expect(parsed.intro).toBe("");
    expect(parsed.items[0]?.attributes).toEqual({ alt: "Sign: stop" });
    expect(parsed.items[0]?.body).toBe("Text: not an attribute.");
  });

  it("returns only an intro when there is no item, and names a missing attribute", () => {
    expect(parseContentItems("Just text.\n")).toEqual({ intro: "Just text.", items: [] });
    const [item] = parseContentItems("## Title\n\nBody").items;
    expect(item).toBeDefined();
    if (item) expect(() => requireAttribute(item, "image")).toThrow(/Title.*image/);
  });
});

describe.each([
  { name: "exam-anxiety tips", sources: tipSources, dir: "exam-anxiety-tips", count: 5 },
  { name: "family day trips", sources: tripSources, dir: "family-day-trips", count: 10 },
])("the $name files", ({ sources, dir, count }) => {
  const parse = (locale: "en" | "es") => {
    const text = sources[`../content/blog/${dir}/${locale}.md`];
    if (text === undefined) throw new Error(`missing ${dir}/${locale}.md`);
    return parseContentItems(text);
  };

  it.each(["en", "es"] as const)(`have ${count} complete items and an intro in %s`, (locale) => {
    const { intro, items } = parse(locale);
    expect(intro.length).toBeGreaterThan(50);
    expect(items).toHaveLength(count);
    for (const item of items) {
      expect(item.title).not.toBe("");
      for (const key of ["subtitle", "image", "alt"]) expect(requireAttribute(item, key)).not.toBe("");
      expect(Object.keys(item.attributes).sort()).toEqual(["alt", "image", "subtitle"]);
      expect(item.body.length).toBeGreaterThan(100);
      expect(item.body).not.toMatch(/^##/m);
    }
  });

  it("use the same images in the same order in both languages", () => {
    const images = (locale: "en" | "es") => parse(locale).items.map((item) => item.attributes.image);
    expect(images("es")).toEqual(images("en"));
    expect(new Set(images("en")).size).toBe(count);
  });
});
