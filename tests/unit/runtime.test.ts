import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import semver from "semver";
import { describe, expect, test } from "vitest";

// The site runs on the Node of the registry's `node` package (package.json), which npm puts first
// on the PATH of every `npm run`/`npx` command, whatever Node the machine has (decision 042).
const root = path.resolve(import.meta.dirname, "../..");
const manifest = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")) as {
  engines: { node: string };
  dependencies: Record<string, string>;
};

/** Every package.json of an installed package, nested node_modules included. */
function installedPackages(modules: string): string[] {
  const found: string[] = [];
  let entries: string[];
  try {
    entries = readdirSync(modules);
  } catch {
    return found;
  }
  for (const entry of entries) {
    if (entry.startsWith(".")) continue;
    const names = entry.startsWith("@")
      ? readdirSync(path.join(modules, entry)).map((name) => path.join(entry, name))
      : [entry];
    for (const name of names) {
      const dir = path.join(modules, name);
      try {
        readFileSync(path.join(dir, "package.json"));
      } catch {
        continue;
      }
      found.push(path.join(dir, "package.json"));
      found.push(...installedPackages(path.join(dir, "node_modules")));
    }
  }
  return found;
}

describe("the Node the site runs on", () => {
  test("is Node 24, the exact version package.json pins and its engines name", () => {
    expect(process.versions.node.split(".")[0]).toBe("24");
    expect(manifest.dependencies.node).toBe(process.versions.node);
    expect(manifest.engines.node).toBe(process.versions.node);
  });

  test("every installed package accepts it (engines.node), so no dependency drifts past it", () => {
    const refusing: string[] = [];
    for (const folder of ["node_modules", "bench/node_modules"]) {
      for (const file of installedPackages(path.join(root, folder))) {
        const pkg = JSON.parse(readFileSync(file, "utf8")) as {
          name?: string;
          version?: string;
          engines?: { node?: unknown };
        };
        const wanted = pkg.engines?.node;
        if (typeof wanted !== "string" || !semver.validRange(wanted)) continue;
        if (!semver.satisfies(process.versions.node, wanted, { includePrerelease: true }))
          refusing.push(
            `${path.relative(root, path.dirname(file))} (${pkg.name}@${pkg.version}) wants node ${wanted}`,
          );
      }
    }
    expect(refusing).toEqual([]);
  });
});
