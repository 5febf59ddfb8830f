import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/server/platform/db.server";
import { checkoutSession, event } from "~/server/payments/stripe-events.server";
import { handleStripeEvent } from "~/server/payments/webhook.server";
import { send } from "../support/http-client";
import { startHttpApp } from "../support/http-app";
import { testDatabaseKinds } from "../support/test-database";

// /metrics for the operator's Prometheus: with METRICS_TOKEN as the bearer token the text format
// with requests by route pattern, the page cache, the outbox, payment events, event loop lag and
// heap; without it (or with a wrong one) exactly what an unknown URL gets.

const token = "metrics-token-for-tests-0123456789";
const [kind] = testDatabaseKinds();

describe("metrics", () => {
  let handle: DatabaseHandle;
  let app: Awaited<ReturnType<typeof startHttpApp>>;
  beforeAll(async () => {
    handle = await (kind as NonNullable<typeof kind>).open();
    app = await startHttpApp(handle, { METRICS_TOKEN: token });
    const session = checkoutSession({ product: "examiner-course", email: "metrics@example.com" });
    await handleStripeEvent(handle.db, event("checkout.session.completed", session), {
      publicUrl: app.origin,
    });
  }, 240_000);
  afterAll(async () => {
    await app?.close();
    await handle?.close();
  });

  it("answers the scraper with the token", async () => {
    await send(app.origin, { path: "/" });
    await send(app.origin, { path: "/" });
    await send(app.origin, { path: "/es/module?sid=1.1" });
    await send(app.origin, { path: "/no-such-page-7f3a" });
    const answer = await send(app.origin, {
      path: "/metrics",
      headers: { authorization: `Bearer ${token}` },
    });
    expect(answer.status).toBe(200);
    expect(answer.headers["content-type"]).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = answer.text;
    expect(text).toMatch(/http_requests_total\{route="home",method="GET",status="200"\} [1-9]/);
    expect(text).toMatch(/http_requests_total\{route="not-found",method="GET",status="404"\} [1-9]/);
    // A made-up URL is counted under the pattern, never as its own series.
    expect(text).not.toContain("no-such-page-7f3a");
    expect(text).toMatch(/http_request_duration_seconds_bucket\{le="0\.1",route="home",method="GET"\}/);
    expect(text).toMatch(/page_cache_lookups_total\{result="hit"\} [1-9]/);
    expect(text).toMatch(/mail_outbox_messages\{status="(pending|sent)"\} [1-9]/);
    expect(text).toMatch(/webhook_events\{outcome="[\w-]+"\} 1/);
    expect(text).toContain("nodejs_eventloop_lag_seconds");
    expect(text).toContain("nodejs_heap_size_used_bytes");
  });

  it("is an unknown URL without the token, or with a wrong one", async () => {
    const unknown = await send(app.origin, { path: "/metricz" });
    const attempts: Record<string, string>[] = [
      {},
      { authorization: "Bearer wrong" },
      { authorization: `Basic ${token}` },
    ];
    for (const headers of attempts) {
      const answer = await send(app.origin, { path: "/metrics", headers });
      expect(answer.status).toBe(404);
      expect(answer.status).toBe(unknown.status);
      expect(answer.text).not.toContain("http_requests_total");
    }
  });
});
