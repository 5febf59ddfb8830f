import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// The document libraries are loaded with the first document an instance draws, never at its start:
// measured on the production build, they held ~35 MB of an idle server's RSS (218–226 MB with them,
// 188–189 MB without: `npm run build`, then the server's VmRSS after two page views). A static
// import anywhere in the server's graph would quietly bring them back; this test reads the imports.

// The payment provider's library (some 6 MB of heap) likewise waits for the first event or refund.
const heavy = ["pdfkit", "fontkit", "@e-invoice-eu/core", "stripe"];
/** The modules that may import them statically: each is itself only ever loaded with import(). */
const loadedLater = [
  "app/server/invoices/invoice-pdf.server.ts",
  "app/server/invoices/pdf-fonts.server.ts",
  "app/server/conversion-plan/office-pack-pdf.server.ts",
];

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => path.relative(process.cwd(), path.join(entry.parentPath, entry.name)));
}

/** The specifiers a file imports as values (not `import type`), statically. */
function staticValueImports(file: string): string[] {
  const text = readFileSync(file, "utf8");
  return [...text.matchAll(/^import\s+(?!type\s)[^;]*?from\s+"([^"]+)";/gms)].map((match) => match[1] ?? "");
}

const files = [...sourceFiles("app"), ...sourceFiles("server")];

describe("document libraries loaded on first use", () => {
  it("no module imports them statically except the renderer loaded with import()", () => {
    const offenders = files.flatMap((file) =>
      staticValueImports(file)
        .filter((specifier) => heavy.includes(specifier) && !loadedLater.includes(file))
        .map((specifier) => `${file} imports ${specifier}`),
    );
    expect(offenders).toEqual([]);
  });

  it("the renderer's modules are reached only through import()", () => {
    const names = loadedLater.map((file) => path.basename(file, ".ts"));
    const offenders = files.flatMap((file) =>
      staticValueImports(file)
        .filter((specifier) => names.some((name) => specifier.endsWith(`/${name}`)))
        .filter(() => !loadedLater.includes(file))
        .map((specifier) => `${file} imports ${specifier}`),
    );
    expect(offenders).toEqual([]);
  });
});
