import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";
import { projectRoot } from "~/server/platform/project-root.server";
import { layerDebts, serverEntryPoints, serverLayers } from "../../server-layers.js";

// The one-way rule of app/server (server-layers.js) holds twice: ESLint refuses a planted upward
// import or circle, and this file reads every import of the tree (type imports included) against
// the list, so a debt paid off must leave the list and no new one can join it.

const server = path.join(projectRoot, "app", "server");

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Every import of a server module by another folder's module, as [importing folder, imported file]. */
function crossFolderImports(): [string, string][] {
  const found: [string, string][] = [];
  for (const file of sourceFiles(server)) {
    const source = readFileSync(file, "utf8");
    for (const match of source.matchAll(/(?:from|import)\s*\(?\s*"([^"]+)"/g)) {
      const specifier = match[1] ?? "";
      const target = specifier.startsWith("~/")
        ? path.join(projectRoot, "app", specifier.slice(2))
        : specifier.startsWith(".")
          ? path.resolve(path.dirname(file), specifier)
          : null;
      if (!target?.startsWith(server + path.sep)) continue;
      const importer = path.relative(server, file).split(path.sep)[0] ?? "";
      // The entry points at the root import every domain: that is what they are for.
      if (!serverLayers.includes(importer)) continue;
      const imported = path.relative(server, target).split(path.sep).join("/");
      if (imported.split("/")[0] !== importer) found.push([importer, `${imported}.ts`]);
    }
  }
  return found;
}

const place = (folder: string) => serverLayers.indexOf(folder);

describe("the layers of app/server", () => {
  it("hold every folder, and the root only its entry points", () => {
    const entries = readdirSync(server, { withFileTypes: true });
    const folders = entries.filter((entry) => entry.isDirectory()).map((entry) => entry.name);
    expect(folders.toSorted()).toEqual([...serverLayers].sort());
    const files = entries.filter((entry) => entry.isFile()).map((entry) => entry.name.replace(/\.tsx?$/, ""));
    expect(files.toSorted()).toEqual([...serverEntryPoints].sort());
  });

  it("are imported one way: upward only where a listed debt says so, and every debt still exists", () => {
    const imports = crossFolderImports();
    const upward = imports.filter(([importer, file]) => {
      const imported = file.split("/")[0] ?? "";
      return serverEntryPoints.includes(file.replace(/\.ts$/, "")) || place(imported) > place(importer);
    });
    const key = ([importer, file]: readonly [string, string]) => `${importer} -> ${file}`;
    expect([...new Set(upward.map(key))].sort()).toEqual(layerDebts.map(key).sort());
  });
});

describe("ESLint's import rules", () => {
  const eslint = new ESLint({ cwd: projectRoot });
  const rulesHit = async (code: string, file: string) => {
    const [result] = await eslint.lintText(code, { filePath: path.join(projectRoot, file) });
    return (result?.messages ?? []).map((message) => message.ruleId);
  };

  it("refuse a domain importing one above it, a type import too", async () => {
    expect(
      await rulesHit(
        'import { dashboardView } from "../staff/dashboard.server";\nexport const planted = dashboardView;\n',
        "app/server/invoices/planted.server.ts",
      ),
    ).toContain("import-x/no-restricted-paths");
    expect(
      await rulesHit(
        'import type { PaidPurchase } from "~/server/payments/purchase-mail.server";\nexport type Planted = PaidPurchase;\n',
        "app/server/lessons/planted.server.ts",
      ),
    ).toContain("import-x/no-restricted-paths");
    expect(
      await rulesHit(
        'import { env } from "../platform/env.server";\nexport const planted = env;\n',
        "app/server/staff/planted.server.ts",
      ),
    ).not.toContain("import-x/no-restricted-paths");
  }, 120_000);

  it("refuse a circle of modules", async () => {
    // invoice-attachment.server.ts imports e-invoice.server.ts; the planted text makes the latter import it back.
    expect(
      await rulesHit(
        'import { documentFile } from "./invoice-attachment.server";\nexport const planted = documentFile;\n',
        "app/server/invoices/e-invoice.server.ts",
      ),
    ).toContain("import-x/no-cycle");
  }, 120_000);
});
