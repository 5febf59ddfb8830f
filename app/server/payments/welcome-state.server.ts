import { eq } from "drizzle-orm";
import type { Database } from "../platform/db.server";
import { purchases } from "../platform/schema.server";

/**
 * What the welcome page tells a buyer. Only the kind of message
 * comes out of here, nothing about the customer, so a guessed session id reveals nothing.
 */
export type WelcomeState = "new" | "existing" | "pending" | "failed" | "cancelled" | "unknown";

/** The provider's checkout session ids look like `cs_test_…` / `cs_live_…`. */
const sessionIdPattern = /^cs_[\w-]{1,200}$/;

export async function welcomeState(db: Database, sessionId: string | null): Promise<WelcomeState> {
  if (!sessionId || !sessionIdPattern.test(sessionId)) return "unknown";
  const [purchase] = await db
    .select({ status: purchases.status, newCustomer: purchases.newCustomer })
    .from(purchases)
    .where(eq(purchases.checkoutSessionId, sessionId));
  // No row yet: the browser came back before the webhook; the page looks again shortly.
  if (!purchase || purchase.status === "pending") return "pending";
  if (purchase.status === "failed") return "failed";
  if (purchase.status === "refunded" || purchase.status === "disputed") return "cancelled";
  return purchase.newCustomer ? "new" : "existing";
}
