import { count } from "drizzle-orm";
import client from "prom-client";
import type { Database } from "./db.server";
import { mailOutbox, webhookEvents } from "./schema.server";

// What an operator's Prometheus scrapes at /metrics (server/metrics-endpoint.ts): this instance's
// requests by route pattern and status, its page cache, event loop lag and heap (prom-client's
// defaults), and, read from the database at scrape time so every instance reports the same, the
// mail outbox and the payment events by outcome.

export const metrics = new client.Registry();
client.collectDefaultMetrics({ register: metrics });

export const httpRequests = new client.Counter({
  name: "http_requests_total",
  help: "Requests answered, by route pattern, method and status.",
  labelNames: ["route", "method", "status"] as const,
  registers: [metrics],
});

export const httpDuration = new client.Histogram({
  name: "http_request_duration_seconds",
  help: "Time to answer a request, by route pattern and method.",
  labelNames: ["route", "method"] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
  registers: [metrics],
});

export const pageCacheLookups = new client.Counter({
  name: "page_cache_lookups_total",
  help: "Anonymous page cache lookups, by result (hit or miss).",
  labelNames: ["result"] as const,
  registers: [metrics],
});

export const renderMemoLookups = new client.Counter({
  name: "render_memo_lookups_total",
  help: "Pages whose markup comes from their data alone, looked up before rendering, by result (hit or miss).",
  labelNames: ["result"] as const,
  registers: [metrics],
});

const mailOutboxMessages = new client.Gauge({
  name: "mail_outbox_messages",
  help: "Mail in the outbox, by status (pending, sent, failed), all instances.",
  labelNames: ["status"] as const,
  registers: [metrics],
});

const webhookEventCount = new client.Gauge({
  name: "webhook_events",
  help: "Payment provider events received, by outcome, all instances.",
  labelNames: ["outcome"] as const,
  registers: [metrics],
});

/**
 * Reads the database's gauges at scrape time, from the database the endpoint was given (a
 * gauge's own collect() could only reach a module-level one; decision 022).
 */
export async function readDatabaseGauges(db: Database): Promise<void> {
  const [mail, events] = await Promise.all([
    db.select({ status: mailOutbox.status, n: count() }).from(mailOutbox).groupBy(mailOutbox.status),
    db
      .select({ outcome: webhookEvents.outcome, n: count() })
      .from(webhookEvents)
      .groupBy(webhookEvents.outcome),
  ]);
  mailOutboxMessages.reset();
  for (const status of ["pending", "sent", "failed"]) mailOutboxMessages.set({ status }, 0);
  for (const row of mail) mailOutboxMessages.set({ status: row.status }, Number(row.n));
  webhookEventCount.reset();
  for (const row of events) webhookEventCount.set({ outcome: row.outcome }, Number(row.n));
}
