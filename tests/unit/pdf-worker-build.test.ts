import { readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";
import { describe, expect, it } from "vitest";
import { pdfWorkerMark, type PdfAnswer } from "~/server/platform/pdf-worker.server";
import { projectRoot } from "~/server/platform/project-root.server";
import { pdfText } from "../support/pdf-text";
import { sampleInvoice } from "../support/sample-invoice";

// The production build (made by the unit run's global set-up) emits the PDF worker's thread as an
// entry of its own, build/server/pdf-worker.js, where the bundled pool looks for it beside
// index.js; the server's bundle and what it imports at its start never import the PDF libraries.

const built = path.join(projectRoot, "build", "server");

/** The modules a built file imports statically, followed through the build's own chunks. */
function staticGraph(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  const text = readFileSync(file, "utf8");
  for (const match of text.matchAll(/^import\s[^;]*?from\s*"([^"]+)";?$/gm)) {
    const specifier = match[1] ?? "";
    if (specifier.startsWith(".")) staticGraph(path.resolve(path.dirname(file), specifier), seen);
    else seen.add(specifier);
  }
  return seen;
}

describe("the PDF worker in the production build", () => {
  it("is build/server/pdf-worker.js, and the server's bundle never imports the PDF libraries", () => {
    const server = staticGraph(path.join(built, "index.js"));
    expect([...server].filter((name) => ["pdfkit", "fontkit", "@e-invoice-eu/core"].includes(name))).toEqual(
      [],
    );
    // The pool (in index.js or a chunk it imports) names the thread's file.
    const local = [...server].filter((name) => name.startsWith(built));
    expect(local.some((file) => readFileSync(file, "utf8").includes('"pdf-worker.js"'))).toBe(true);
    const thread = staticGraph(path.join(built, "pdf-worker.js"));
    expect(thread.has("pdfkit") && thread.has("fontkit")).toBe(true);
  });

  it("draws an invoice from the built thread", async () => {
    const worker = new Worker(pathToFileURL(path.join(built, "pdf-worker.js")), {
      workerData: pdfWorkerMark,
    });
    try {
      const answer = await new Promise<PdfAnswer>((resolve, reject) => {
        worker.once("message", resolve);
        worker.once("error", reject);
        worker.postMessage({ id: 7, job: { kind: "pdf", document: sampleInvoice, corrected: null } });
      });
      expect(answer.id).toBe(7);
      if ("error" in answer) throw new Error(answer.error);
      expect(await pdfText(new Uint8Array(answer.bytes))).toContain(sampleInvoice.number);
    } finally {
      await worker.terminate();
    }
  });
});
