// `npm run bench:payments`: how long paid events wait for each other. Fires BENCH_PAYMENTS
// (default 20) signed "checkout.session.completed" events at once into the webhook handler, for
// products that are invoiced (the invoice number is taken from one yearly series, so the events
// queue on its row lock), on the embedded database and, when BENCH_DATABASE_URL or
// TEST_DATABASE_URL names a PostgreSQL server, on a throwaway database there too. Prints each
// event's answer time (p50, p99, max), then drains the outbox once (the mails, with their
// invoice PDFs and calendar files) and checks that no event was lost or doubled.
// Runs against any checkout of the project, so the same script measures before and after a change.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { count, eq } from "drizzle-orm";
import type { ProductId } from "~/content/catalog";
import { type DatabaseHandle, openPglite, openPostgres } from "~/server/platform/db.server";
import * as invoiceAttachments from "~/server/invoices/invoice-attachment.server";
import { deliverDueMail } from "~/server/mail/outbox.server";
import { checkoutSession, event, signedRequest } from "~/server/payments/stripe-events.server";
import { webhookResponse } from "~/server/payments/webhook-endpoint.server";
import { invoiceDocuments, mailOutbox, purchases } from "~/server/platform/schema.server";
import { createThrowawayDatabase } from "../tests/support/throwaway-database";

const secret = "whsec_bench_payments";
const url = "http://localhost/api/webhooks/stripe";
const context = { publicUrl: "http://localhost:3000" };
const concurrent = Number(process.env.BENCH_PAYMENTS ?? 20);
// Products with an invoice and a purchase mail, some with the terms only, one with a seat and its
// calendar file.
const invoiced: ProductId[] = ["conversion-assistance", "examiner-course", "hip-1-day", "first-aid-en"];

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

async function payOnce(handle: DatabaseHandle, index: number, round: string): Promise<number> {
  const session = checkoutSession({
    product: invoiced[index % invoiced.length] ?? "conversion-assistance",
    email: `bench-${round}-${index}@example.com`,
    name: `Bench Buyer ${index}`,
    locale: index % 2 ? "es" : "en",
    // The address the payment link collects (required above €250, so every invoice is issued).
    billing: {
      name: `Bench Buyer ${index}`,
      address: {
        line1: "Schweizer Straße 12",
        line2: null,
        postal_code: "60594",
        city: "Frankfurt am Main",
        state: null,
        country: "DE",
      },
    },
  });
  const request = signedRequest(url, event("checkout.session.completed", session), secret);
  const start = performance.now();
  const response = await webhookResponse(request, { db: handle.db, secret, context });
  const elapsed = performance.now() - start;
  if (response.status !== 200) throw new Error(`event ${index} answered ${response.status}`);
  return elapsed;
}

async function measure(name: string, handle: DatabaseHandle) {
  // Warm-up: the first event loads fonts, templates and the statement plans.
  await payOnce(handle, 0, "warm");
  await payOnce(handle, 1, "warm");
  const started = performance.now();
  const times = await Promise.all(
    Array.from({ length: concurrent }, (_, index) => payOnce(handle, index, "bench")),
  );
  const wall = performance.now() - started;
  const sorted = [...times].sort((a, b) => a - b);
  const drainStart = performance.now();
  let sent = 0;
  // As the mail worker sends: drawing the invoice PDFs the mails defer to their sending (a
  // checkout from before that change has no drawer and renders them in the transaction).
  const draw = (invoiceAttachments as Record<string, unknown>).drawDocumentAttachment as Parameters<
    typeof deliverDueMail
  >[4];
  await deliverDueMail(
    handle.db,
    async () => {
      sent++;
    },
    undefined,
    undefined,
    draw,
  );
  const drain = performance.now() - drainStart;

  const [paid] = await handle.db.select({ n: count() }).from(purchases).where(eq(purchases.status, "paid"));
  const [invoices] = await handle.db
    .select({ n: count() })
    .from(invoiceDocuments)
    .where(eq(invoiceDocuments.kind, "invoice"));
  const [unsent] = await handle.db
    .select({ n: count() })
    .from(mailOutbox)
    .where(eq(mailOutbox.status, "pending"));
  const expected = concurrent + 2;
  const whole = paid?.n === expected && invoices?.n === expected && unsent?.n === 0;
  const ms = (value: number) => `${Math.round(value)} ms`;
  console.log(
    `${name}: ${concurrent} concurrent paid events · p50 ${ms(percentile(sorted, 50))} · p99 ${ms(percentile(sorted, 99))} · max ${ms(sorted.at(-1) ?? 0)} · all answered in ${ms(wall)} ${percentile(sorted, 99) < 500 ? "✓" : "✗ (target p99 < 500 ms)"}`,
  );
  console.log(
    `${name}: outbox drained in ${ms(drain)} (${sent} mails) · ${paid?.n}/${expected} purchases paid, ${invoices?.n}/${expected} invoices, ${unsent?.n} mails left ${whole ? "✓" : "✗ (an event was lost or doubled)"}`,
  );
  return whole;
}

const results: boolean[] = [];
const folder = await mkdtemp(path.join(tmpdir(), "bench-payments-"));
try {
  const pglite = await openPglite(folder);
  try {
    results.push(await measure("PGlite", pglite));
  } finally {
    await pglite.close();
  }
} finally {
  await rm(folder, { recursive: true, force: true });
}

const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (serverUrl) {
  const database = await createThrowawayDatabase(serverUrl);
  try {
    const postgres = await openPostgres(database.url);
    try {
      results.push(await measure("PostgreSQL", postgres));
    } finally {
      await postgres.close();
    }
  } finally {
    await database.drop();
  }
}
process.exit(results.every(Boolean) ? 0 : 1);
