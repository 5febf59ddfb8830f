import { describe, expect, it } from "vitest";
import { renderMarkdown } from "./markdown.server";

describe("renderMarkdown", () => {
  it("marks :de[…] as German, with Markdown inside", () => {
    expect(renderMarkdown('Say _":de[Können Sie das **bitte** wiederholen?]"_ calmly.')).toBe(
      '<p>Say <em>&quot;<span lang="de">Können Sie das <strong>bitte</strong> wiederholen?</span>&quot;</em> calmly.</p>\n',
    );
  });

  it("shows raw HTML as text", () => {
    expect(renderMarkdown('<span lang="de">x</span>')).toContain("&lt;span");
  });
});
