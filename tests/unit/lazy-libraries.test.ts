import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// The document libraries are loaded with the first document an instance draws, never at its start:
// measured on the production build, they held ~35 MB of an idle server's RSS (218–226 MB with them,
// 188–189 MB without: `npm run build`, then the server's VmRSS after two page views). A static
// import anywhere in the server's graph would quietly bring them back; this test reads the imports.
// Since decision 090 they load only in the PDF worker's thread, which ends when idle: the server's
// own isolate never holds them, not even after its first document.

// The payment provider's library (some 6 MB of heap) likewise waits for the first event or refund.
const heavy = ["pdfkit", "fontkit", "@e-invoice-eu/core", "stripe"];
/** The modules that may import them statically: each is itself only ever loaded with import(). */
const loadedLater = [
  "app/server/invoices/invoice-pdf.server.ts",
  "app/server/invoices/pdf-fonts.server.ts",
  "app/server/conversion-plan/office-pack-pdf.server.ts",
];
/** The PDF worker's thread and the renderers only it loads (platform/pdf-worker.server.ts). */
const threadEntry = "app/server/pdf-worker-thread.server.ts";
const threadOnly = [...loadedLater, "app/server/invoices/document-files.server.ts", threadEntry];

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => path.relative(process.cwd(), path.join(entry.parentPath, entry.name)));
}

/** The specifiers a file imports as values (not `import type`), statically or with import(). */
function valueImports(file: string): string[] {
  const text = readFileSync(file, "utf8");
  const dynamic = [...text.matchAll(/import\(\s*"([^"]+)"\s*\)/g)].map((match) => match[1] ?? "");
  return [...staticValueImports(file), ...dynamic];
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

  it("the renderers are reached only from the PDF worker's thread, which nothing imports", () => {
    const names = threadOnly.map((file) => path.basename(file, ".ts"));
    const offenders = files.flatMap((file) =>
      valueImports(file)
        .filter((specifier) => names.some((name) => specifier.endsWith(`/${name}`)))
        .filter(() => !threadOnly.includes(file))
        .map((specifier) => `${file} imports ${specifier}`),
    );
    expect(offenders).toEqual([]);
    const importsThread = files.filter((file) =>
      valueImports(file).some((specifier) => specifier.endsWith("/pdf-worker-thread.server")),
    );
    expect(importsThread).toEqual([]);
  });

  it("the PDF and e-invoice libraries are loaded only in the PDF worker's thread", () => {
    // Their modules import them only from the thread's modules, and the e-invoice library (loaded
    // with import() by e-invoice.server.ts, whose file names the server uses) is called only there.
    const offenders = files.flatMap((file) =>
      valueImports(file)
        .filter((specifier) => ["pdfkit", "fontkit"].includes(specifier) && !threadOnly.includes(file))
        .map((specifier) => `${file} imports ${specifier}`),
    );
    expect(offenders).toEqual([]);
    const callers = files.filter(
      (file) =>
        file !== "app/server/invoices/e-invoice.server.ts" &&
        /\brenderEInvoice(Pdf|Xml)\b/.test(readFileSync(file, "utf8")),
    );
    expect(callers.filter((file) => !threadOnly.includes(file))).toEqual([]);
    expect(callers.length).toBeGreaterThan(0);
  });
});
