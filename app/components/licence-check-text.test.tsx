import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { fillWithNodes } from "./licence-check-text";

describe("fillWithNodes", () => {
  it("writes a node in for each {name}, as fill() writes text, and leaves an unknown one visible", () => {
    const html = renderToStaticMarkup(
      <p>
        {fillWithNodes("Valid until {date} for {class}; {other}", { date: <time>1 May</time>, class: "B" })}
      </p>,
    );
    expect(html).toBe("<p>Valid until <time>1 May</time> for B; {other}</p>");
  });
});
