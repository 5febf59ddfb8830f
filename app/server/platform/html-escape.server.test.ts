import { describe, expect, it } from "vitest";
import { escapeHtml } from "./html-escape.server";

describe("escapeHtml", () => {
  it("escapes all five characters that can end text or an attribute value", () => {
    expect(escapeHtml(`<a href="x" title='y'>Tom & Jerry</a>`)).toBe(
      "&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;Tom &amp; Jerry&lt;/a&gt;",
    );
  });

  it("leaves other text as it is", () => {
    expect(escapeHtml("Können Sie das bitte wiederholen? ¿Qué? 100 % · €")).toBe(
      "Können Sie das bitte wiederholen? ¿Qué? 100 % · €",
    );
    expect(escapeHtml("")).toBe("");
  });

  it("is not idempotent: an entity is escaped again", () => {
    expect(escapeHtml("&amp;")).toBe("&amp;amp;");
    expect(escapeHtml(escapeHtml("<"))).toBe("&amp;lt;");
  });
});
