import { readFileSync } from "node:fs";
import http from "node:http";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openPglite, pgliteFolder } from "~/server/platform/db.server";
import { checkoutSession, event } from "~/server/payments/stripe-events.server";
import { signTestPayload } from "~/server/payments/webhook-signature.server";
import { purchases } from "~/server/platform/schema.server";
import { ensureBuild, type ServerProcess, startServer } from "../support/server-process";

// A deploy stops the server with SIGTERM while a customer's payment event is still arriving: the
// server says "not ready" at once, finishes that request (the purchase is recorded), then exits
// cleanly. The real production server, in its own process.

describe("SIGTERM during a request", () => {
  let dataDir: string;
  let server: ServerProcess;
  beforeAll(async () => {
    ensureBuild();
    dataDir = mkdtempSync(path.join(tmpdir(), "shutdown-"));
    server = await startServer(dataDir, { env: { SHUTDOWN_DRAIN_MS: "2000" } });
  }, 120_000);
  afterAll(async () => {
    await server?.crash();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("answers /readyz 503, finishes the request in flight, then exits with 0", async () => {
    expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
    const session = checkoutSession({ product: "examiner-course", email: "sigterm@example.com" });
    const body = JSON.stringify(event("checkout.session.completed", session));
    const secret = readFileSync(path.join(dataDir, "secrets", "simulated-webhook-secret"), "utf8").trim();
    const { port } = new URL(server.url);
    const answer = new Promise<number>((resolve, reject) => {
      const request = http.request(
        {
          port,
          method: "POST",
          path: "/api/webhooks/stripe",
          headers: {
            "content-type": "application/json",
            "content-length": Buffer.byteLength(body),
            "stripe-signature": signTestPayload(body, secret),
          },
        },
        (response) => {
          response.resume();
          response.on("end", () => resolve(response.statusCode ?? 0));
        },
      );
      request.on("error", reject);
      // Half the body now; the signal comes while the request is in flight.
      request.write(body.slice(0, 100));
      setTimeout(() => {
        server.child.kill("SIGTERM");
        setTimeout(() => request.end(body.slice(100)), 1000);
      }, 300);
    });
    const exited = new Promise<number | null>((resolve) =>
      server.child.once("exit", (code) => resolve(code)),
    );
    await new Promise((resolve) => setTimeout(resolve, 600));
    const ready = await fetch(`${server.url}/readyz`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ status: "stopping" });
    // Alive all the same, until it exits.
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    expect(await answer).toBe(200);
    expect(await exited).toBe(0);

    const handle = await openPglite(pgliteFolder(dataDir));
    try {
      const rows = await handle.db
        .select()
        .from(purchases)
        .where(eq(purchases.checkoutSessionId, session.id));
      expect(rows).toHaveLength(1);
    } finally {
      await handle.close();
    }
  }, 60_000);
});
