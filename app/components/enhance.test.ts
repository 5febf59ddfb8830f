import { expect, it } from "vitest";
import { enhanceSource } from "./enhance";

it("writes the call with JSON arguments and functions as their source, safe inside <script>", () => {
  const run = (double: (n: number) => number, n: number, text: string) => [double(n), text];
  const source = enhanceSource(run, [(n: number) => n * 2, 21, "</script><b>\u2028"]);
  expect(source).not.toContain("</script");
  expect(source).not.toContain("\u2028");
  expect(new Function(`return ${source.replace(/;$/, "")}`)()).toEqual([42, "</script><b>\u2028"]);
});
