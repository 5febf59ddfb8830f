import { afterAll, describe, expect, it } from "vitest";
import type { OfficePack, OfficePackJob } from "~/server/conversion-plan/office-pack.server";
import type { DocumentFileJob } from "~/server/invoices/document-files.server";
import { drawPdfJob } from "~/server/pdf-worker-thread.server";
import { pdfText } from "../../../tests/support/pdf-text";
import { sampleInvoice } from "../../../tests/support/sample-invoice";
import { type PdfWorker, pdfWorker, pdfWorkerDefaults, pdfWorkerEntry } from "./pdf-worker.server";

// The PDF worker's thread draws what the server drew in its own isolate before, and ends when
// idle. The real thread is started from the sources through tsx, as in the development server;
// the production build's entry is checked by the build's own test (tests/unit/pdf-worker-build).

const workers: PdfWorker[] = [];
function worker(options: { idleMs?: number; jobTimeoutMs?: number; entry?: URL; oldMb?: number } = {}) {
  const made = pdfWorker({
    ...pdfWorkerEntry(),
    ...(options.entry ? { entry: options.entry, execArgv: [] } : {}),
    idleMs: options.idleMs ?? 60_000,
    jobTimeoutMs: options.jobTimeoutMs ?? 60_000,
    resourceLimits: options.oldMb
      ? { maxOldGenerationSizeMb: options.oldMb }
      : pdfWorkerDefaults.resourceLimits,
  });
  workers.push(made);
  return made;
}
afterAll(() => Promise.all(workers.map((made) => made.close())));

/**
 * What two draws of one document share: pdfkit writes the moment of drawing (CreationDate), a
 * file identifier made from it (ID) and a random six-letter tag before each embedded font's name
 * (a subset's name, ISO 32000-1 §9.6.4); everything else, the compressed pages and fonts
 * included, is the same byte for byte.
 */
function stable(pdf: Uint8Array): string {
  return Buffer.from(pdf)
    .toString("latin1")
    .replace(/\(D:\d{14}Z\)/g, "(D:)")
    .replace(/\/ID \[<[0-9a-f]+> <[0-9a-f]+>\]/g, "/ID []")
    .replace(/\/(BaseFont|FontName) \/[A-Z]{6}\+/g, "/$1 /XXXXXX+");
}

const company = { ...sampleInvoice, buyerVatId: "DE123456789", customerName: "Müller 株式会社 🚗" };
const creditNote = {
  ...sampleInvoice,
  id: "00000000-0000-4000-8000-000000000009",
  number: "2026-00043",
  kind: "credit-note" as const,
  correctsId: sampleInvoice.id,
  netCents: -103_698,
  vatCents: -19_702,
  grossCents: -123_400,
};
const pack: OfficePack = {
  locale: "es",
  name: "Begoña Müller",
  licence: "B",
  appointment: "2026-12-10",
  checkedOn: "2026-12-10",
  documents: [],
  assistanceSince: "2026-11-01",
  phrases: [{ de: "Guten Tag", meaning: "Buenos días" }],
  printedOn: "2026-11-30",
};

// A thread through tsx compiles the renderers anew and loads the libraries: seconds on a busy
// machine, so one thread serves these tests, each with time to spare.
let one: PdfWorker | undefined;
const oneThread = () => (one ??= worker());
const slow = 120_000;

describe("the PDF worker's thread", () => {
  const jobs: [string, DocumentFileJob | OfficePackJob][] = [
    ["an invoice", { kind: "pdf", document: sampleInvoice, corrected: null }],
    ["a credit note", { kind: "pdf", document: creditNote, corrected: sampleInvoice }],
    ["a company's invoice in CJK and emoji", { kind: "pdf", document: company, corrected: null }],
    ["the licence-office pack", { kind: "office-pack", pack }],
  ];
  it.each(jobs)(
    "draws %s as the server's isolate drew it",
    async (_name, job) => {
      const [inWorker, inProcess] = await Promise.all([oneThread().draw(job), drawPdfJob(job)]);
      expect(inWorker.subarray(0, 5).toString("latin1")).toBe("%PDF-");
      expect(stable(inWorker)).toBe(stable(inProcess));
      expect(await pdfText(inWorker)).toBe(await pdfText(inProcess));
    },
    slow,
  );

  it(
    "writes a company's XRechnung and ZUGFeRD PDF as the server's isolate wrote them",
    async () => {
      const pool = oneThread();
      const xml: DocumentFileJob = { kind: "e-invoice-xml", document: company, corrected: null };
      expect((await pool.draw(xml)).toString("utf8")).toBe(
        Buffer.from(await drawPdfJob(xml)).toString("utf8"),
      );
      const zugferd: DocumentFileJob = { kind: "e-invoice-pdf", document: company, corrected: null };
      const drawn = await pool.draw(zugferd);
      expect(await pdfText(drawn)).toBe(await pdfText(await drawPdfJob(zugferd)));
      // The Factur-X PDF carries its CII XML as an embedded file.
      expect(drawn.toString("latin1")).toContain("factur-x.xml");
    },
    slow,
  );

  it(
    "draws a batch in one thread, answers each its own, and ends when idle",
    async () => {
      const pool = worker({ idleMs: 300 });
      const batch = await Promise.all(
        ["2026-00101", "2026-00102", "2026-00103"].map((number) =>
          pool.draw({
            kind: "pdf",
            document: { ...sampleInvoice, number },
            corrected: null,
          } as DocumentFileJob),
        ),
      );
      for (const [index, pdf] of batch.entries())
        expect(await pdfText(pdf)).toContain(`2026-0010${index + 1}`);
      expect(pool.alive()).toBe(true);
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      expect(pool.alive()).toBe(false);
      // The next job starts a thread again.
      expect(
        await pdfText(
          await pool.draw({ kind: "pdf", document: sampleInvoice, corrected: null } as DocumentFileJob),
        ),
      ).toContain("2026-00042");
    },
    slow,
  );

  it(
    "fails a job its renderer refuses and draws the next in the same thread",
    async () => {
      const pool = oneThread();
      await expect(pool.draw({ kind: "a-kind-nobody-draws" })).rejects.toThrow(/no known kind/);
      expect(pool.alive()).toBe(true);
      const pdf = await pool.draw({
        kind: "pdf",
        document: sampleInvoice,
        corrected: null,
      } as DocumentFileJob);
      expect(await pdfText(pdf)).toContain("2026-00042");
    },
    slow,
  );
});

describe("a PDF worker that crashes", () => {
  // A thread that crashes, runs out of its heap or never answers on demand, and otherwise echoes.
  const entry = new URL("../../../tests/support/pdf-worker-crashing-thread.mjs", import.meta.url);

  it("fails only the job it was drawing; the next job gets a new thread", async () => {
    const pool = worker({ entry });
    const [crashed, next, after] = await Promise.allSettled([
      pool.draw({ kind: "crash" }),
      pool.draw({ kind: "echo" }),
      pool.draw({ kind: "echo" }),
    ]);
    expect(crashed.status).toBe("rejected");
    expect((crashed as PromiseRejectedResult).reason).toBeInstanceOf(Error);
    expect(next).toMatchObject({ status: "fulfilled" });
    expect((next as PromiseFulfilledResult<Buffer>).value.toString()).toBe("echo");
    expect(after).toMatchObject({ status: "fulfilled" });
  });

  it("fails a job that outgrows the thread's heap limit, not the server", async () => {
    const pool = worker({ entry, oldMb: 16 });
    await expect(pool.draw({ kind: "grow" })).rejects.toThrow(/memory/i);
    expect((await pool.draw({ kind: "echo" })).toString()).toBe("echo");
  });

  it("fails a job that never finishes, once its time is up", async () => {
    const pool = worker({ entry, jobTimeoutMs: 2_000 });
    await expect(pool.draw({ kind: "hang" })).rejects.toThrow(/longer than 2000 ms/);
    expect((await pool.draw({ kind: "echo" })).toString()).toBe("echo");
  });

  it("fails a job a structured clone cannot carry, before it reaches the thread", async () => {
    const pool = worker({ entry });
    await expect(pool.draw({ kind: "echo", draw: () => 1 } as never)).rejects.toThrow();
    expect((await pool.draw({ kind: "echo" })).toString()).toBe("echo");
  });
});
