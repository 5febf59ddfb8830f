import { describe, expect, test } from "vitest";
import { textsIn } from "~/i18n/catalogs.server";
import { loader } from "./home";

// React Router 8 hands loaders the request as it came: the Spanish home page's data request is
// `/es.data`, and only the `url` argument says `/es` (decision 042).
describe("home page loader", () => {
  test("speaks Spanish on the Spanish home page's data request", () => {
    const args = {
      request: new Request("http://localhost/es.data"),
      url: new URL("http://localhost/es"),
    } as Parameters<typeof loader>[0];
    expect(loader(args).texts).toEqual(textsIn("home", "es"));
  });
});
