import type { Database } from "../db.server";
import { handleStripeEvent, verifyStripeEvent, type WebhookContext } from "./webhook.server";

/**
 * POST /api/webhooks/stripe (issue 3 §4): the signature is checked on the raw body before
 * anything is written. 400 for a bad, missing or stale signature; 200 once the event is stored
 * (or was already); 500 when the database fails, so the provider delivers it again.
 */
export async function webhookResponse(
  request: Request,
  deps: { db: Database; secret: string; context: WebhookContext; afterCommit?: () => void },
): Promise<Response> {
  const rawBody = await request.text();
  const event = await verifyStripeEvent(rawBody, request.headers.get("stripe-signature"), deps.secret);
  if (!event) return Response.json({ error: "invalid signature" }, { status: 400 });
  try {
    const outcome = await handleStripeEvent(deps.db, event, deps.context);
    deps.afterCommit?.();
    return Response.json({ received: true, outcome });
  } catch (error) {
    console.error(
      `[webhook] ${event.type} ${event.id} failed:`,
      error instanceof Error ? error.message : error,
    );
    return Response.json({ error: "temporary failure, please retry" }, { status: 500 });
  }
}
