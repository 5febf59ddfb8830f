import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { textsIn } from "~/i18n/catalogs.server";
import type { DatabaseHandle } from "~/server/platform/db.server";
import { testContext, testServices } from "../../tests/support/app-context";
import { testDatabaseKinds } from "../../tests/support/test-database";
import { loader } from "./home";

// React Router 8 hands loaders the request as it came: the Spanish home page's data request is
// `/es.data`, and only the `url` argument says `/es` (decision 042).
describe("home page loader", () => {
  const [pglite] = testDatabaseKinds();
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await (pglite as NonNullable<typeof pglite>).open();
  });
  afterAll(() => handle?.close());

  test("speaks Spanish on the Spanish home page's data request, with no rating while there is no review", async () => {
    const args = {
      request: new Request("http://localhost/es.data"),
      url: new URL("http://localhost/es"),
      context: testContext(testServices(handle)),
    } as unknown as Parameters<typeof loader>[0];
    const data = await loader(args);
    expect(data.texts).toEqual(textsIn("home", "es"));
    expect(data.rating).toBeNull();
  });
});
