import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testContext, testServices } from "../../../tests/support/app-context";
import { testDatabaseKinds } from "../../../tests/support/test-database";
import type { DatabaseHandle } from "./db.server";
import { projectPath } from "./project-root.server";
import { databaseContext } from "./request-context.server";
import { authContext, servicesOf } from "../auth/app-services.server";

// The database and auth reach loaders through the request's context, and only there (decision 022).

describe("request context", () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    const [pglite] = testDatabaseKinds();
    handle = await (pglite as NonNullable<typeof pglite>).open();
  });
  afterAll(() => handle?.close());

  it("carries the database and auth it was built with", () => {
    const services = testServices(handle);
    const context = testContext(services);
    expect(context.get(databaseContext)).toBe(handle.db);
    expect(context.get(authContext)).toBe(services.auth);
    expect(servicesOf(context)).toEqual(services);
  });

  it("fails loudly when built without them", () => {
    const bare = new RouterContextProvider();
    expect(() => bare.get(databaseContext)).toThrow();
    expect(() => bare.get(authContext)).toThrow();
  });
});

/** Every TypeScript file under `folder`, tests left out. */
function sources(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

describe("no module keeps the database or auth", () => {
  it("has no process-wide holder of either in the app or the server", () => {
    const holders = [...sources(projectPath("app")), ...sources(projectPath("server"))].filter((file) =>
      /globalThis[^;]*__(database|auth)\b|\b(getDatabase|getAuth|closeDatabase)\(/.test(
        readFileSync(file, "utf8"),
      ),
    );
    expect(holders).toEqual([]);
  });
});
