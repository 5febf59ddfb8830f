import { env } from "~/server/platform/env.server";
import { kickMailWorker } from "~/server/mail/mail-worker.server";
import { paymentsConfig } from "~/server/platform/payments-config.server";
import { webhookResponse } from "~/server/payments/webhook-endpoint.server";
import { databaseContext } from "~/server/platform/request-context.server";
import type { Route } from "./+types/api.webhooks.stripe";

// The payment provider's webhook: the truth about purchases, not the browser.
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return new Response(null, { status: 405, headers: { Allow: "POST" } });
  const { webhookSecret, livemode } = paymentsConfig();
  const db = context.get(databaseContext);
  return webhookResponse(request, {
    db,
    secret: webhookSecret,
    livemode,
    context: { publicUrl: env().PUBLIC_URL },
    afterCommit: () => void kickMailWorker(db),
  });
}

export function loader() {
  return new Response(null, { status: 405, headers: { Allow: "POST" } });
}
