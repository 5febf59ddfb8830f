import type { Database } from "../platform/db.server";
import { handleStripeEvent, type WebhookContext } from "./webhook.server";
import { verifyStripeEvent } from "./webhook-signature.server";
import { log, withoutAddresses } from "../platform/log.server";

/**
 * POST /api/webhooks/stripe: the signature is checked on the raw body before
 * anything is written. 400 for a bad, missing, stale or future signature, or an event of the
 * other mode; 200 once the event is stored (or was already), also when its fields
 * do not fit (stored as unprocessable); 500 when the database fails or a refund event cannot be
 * recorded yet (provider-refunds.server.ts), so the provider delivers it again. (Body type and size are checked before this, by the server's request guard.)
 */
export async function webhookResponse(
  request: Request,
  deps: {
    db: Database;
    secret: string;
    /** The mode of the configured key; the simulated checkout is test mode. */
    livemode?: boolean;
    context: WebhookContext;
    afterCommit?: () => void;
  },
): Promise<Response> {
  const rawBody = await request.text();
  const verified = await verifyStripeEvent(rawBody, request.headers.get("stripe-signature"), deps.secret, {
    livemode: deps.livemode ?? false,
  });
  if (!verified.ok) return Response.json({ error: verified.problem }, { status: 400 });
  try {
    const outcome = await handleStripeEvent(deps.db, verified.event, deps.context);
    deps.afterCommit?.();
    return Response.json({ received: true, outcome });
  } catch (error) {
    const { type, id } = (verified.event ?? {}) as { type?: unknown; id?: unknown };
    log.error(
      {
        event: String(id),
        type: String(type),
        error: withoutAddresses(error instanceof Error ? error.message : String(error)),
      },
      "payment event failed: the provider will deliver it again",
    );
    return Response.json({ error: "temporary failure, please retry" }, { status: 500 });
  }
}
