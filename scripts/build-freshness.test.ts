import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { buildNeeded, recordBuild } from "./build-freshness.js";

// `npm start` never serves a page from a build older than its sources.

const root = mkdtempSync(path.join(tmpdir(), "build-freshness-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const write = (file: string, text = "x") => {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), text);
};

describe("buildNeeded", () => {
  it("builds when there is no build, and after any change to what the build is made from", () => {
    write("app/routes/home.tsx", "export default 1");
    write("server/app.ts");
    write("package-lock.json", "{}");
    expect(buildNeeded(root)).toBe("missing");

    write("build/server/index.js");
    expect(buildNeeded(root)).toBe("changed"); // a build nobody recorded: made from unknown sources
    recordBuild(root);
    expect(buildNeeded(root)).toBeNull();

    write("app/routes/home.tsx", "export default 2"); // edited
    expect(buildNeeded(root)).toBe("changed");
    recordBuild(root);

    const longAgo = new Date("2020-01-01");
    utimesSync(path.join(root, "server/app.ts"), longAgo, longAgo); // put back with an old date
    expect(buildNeeded(root)).toBe("changed");
    recordBuild(root);

    rmSync(path.join(root, "server/app.ts")); // deleted
    expect(buildNeeded(root)).toBe("changed");
    recordBuild(root);

    write("package-lock.json", '{"lockfileVersion":3}'); // new dependencies
    expect(buildNeeded(root)).toBe("changed");
    recordBuild(root);
  });

  it("ignores tests, which never reach the build", () => {
    write("build/server/index.js");
    recordBuild(root);
    write("app/routes/home.test.tsx");
    expect(buildNeeded(root)).toBeNull();
  });
});
