// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from "vitest";
import { jsonInScript } from "./json-in-script";
import { onPageArgs } from "./page-args";

afterEach(() => {
  document.body.replaceChildren();
});

function writeBlock(name: string, args: unknown) {
  document.body.insertAdjacentHTML(
    "beforeend",
    `<script type="application/json" data-page-script="${name}">${jsonInScript(args)}</script>`,
  );
}

describe("onPageArgs", () => {
  it("starts once per block of its name, in document order, and never twice", () => {
    writeBlock("submit-once", { id: "a" });
    writeBlock("other", { id: "x" });
    writeBlock("submit-once", { id: "b" });
    const seen: unknown[] = [];
    onPageArgs<{ id: string }>("submit-once", (args) => seen.push(args.id));
    onPageArgs<{ id: string }>("submit-once", (args) => seen.push(args.id));
    expect(seen).toEqual(["a", "b"]);
  });

  it("reads back a value that would have ended the script element", () => {
    const text = "</script><script>alert(1)</script><!-- é";
    writeBlock("review-deck", { text });
    expect(document.querySelectorAll("script")).toHaveLength(1);
    let read = "";
    onPageArgs<{ text: string }>("review-deck", (args) => (read = args.text));
    expect(read).toBe(text);
  });
});
