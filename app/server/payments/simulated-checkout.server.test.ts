import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { paySimulated } from "./simulated-checkout.server";

// The simulated checkout delivers its payment to the webhook over HTTP. A kept-alive connection
// that the server closes just as the request goes out makes fetch throw: the checkout then showed
// the error page (a 500) instead of the payment going through or a message in the buyer's language.

type Handler = (request: IncomingMessage, response: ServerResponse, body: string) => void;

let close: (() => Promise<void>) | null = null;
afterEach(async () => {
  await close?.();
  close = null;
});

/** A webhook endpoint answering its n-th request with `handlers[n]` (the last one repeats). */
async function webhook(handlers: Handler[]): Promise<{ url: string; bodies: string[] }> {
  const bodies: string[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const body = Buffer.concat(chunks).toString("utf8");
      bodies.push(body);
      const handler = handlers[Math.min(bodies.length, handlers.length) - 1];
      handler?.(request, response, body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  close = () =>
    new Promise((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, bodies };
}

const reset: Handler = (request) => request.socket.destroy();
const accept: Handler = (_request, response) => response.end("{}");
const refuse: Handler = (_request, response) => {
  response.statusCode = 400;
  response.end("{}");
};

const payment = {
  productId: "conversion-assistance",
  locale: "en",
  email: "buyer@example.com",
  courseDate: null,
} as const;

describe("paySimulated", () => {
  it("delivers the same event once more when the connection fails, and the payment goes through", async () => {
    const { url, bodies } = await webhook([reset, accept]);
    const sessionId = await paySimulated(payment, { publicUrl: url, webhookSecret: "whsec_test" });
    expect(sessionId).toMatch(/^cs_/);
    expect(bodies).toHaveLength(2);
    // The same event (same id): the webhook records it once however often it arrives.
    const [first, second] = bodies.map((body) => (JSON.parse(body) as { id: string }).id);
    expect(second).toBe(first);
  });

  it("says the payment failed, without throwing, when the webhook cannot be reached at all", async () => {
    const { url, bodies } = await webhook([reset]);
    await expect(paySimulated(payment, { publicUrl: url, webhookSecret: "whsec_test" })).resolves.toBeNull();
    expect(bodies).toHaveLength(2);
  });

  it("does not deliver again when the webhook answered, even with a refusal", async () => {
    const { url, bodies } = await webhook([refuse, accept]);
    await expect(paySimulated(payment, { publicUrl: url, webhookSecret: "whsec_test" })).resolves.toBeNull();
    expect(bodies).toHaveLength(1);
  });
});
