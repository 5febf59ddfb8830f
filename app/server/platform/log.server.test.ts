import { describe, expect, test } from "vitest";
import { prettyPrinterInstalled } from "./log.server";

describe("readable log lines", () => {
  test("are used only where pino-pretty (a development dependency) is installed", () => {
    expect(prettyPrinterInstalled()).toBe(true);
    expect(
      prettyPrinterInstalled(() => {
        throw Object.assign(new Error("Cannot find module 'pino-pretty'"), { code: "MODULE_NOT_FOUND" });
      }),
    ).toBe(false);
  });
});
