// `npm run seed`: a demo customer who owns every product (issue 3 §8), created through the same
// webhook code a real purchase uses. Refuses to run unless PUBLIC_URL is a localhost origin, and
// (embedded database) while another process, such as the server, holds the data folder.
import "../server/load-env.js";
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { productIds } from "~/content/catalog";
import { getAuth } from "~/server/auth/auth.server";
import { hashIdentifier, newToken, resetIdentifier } from "~/server/auth/token-hash.server";
import { closeDatabase } from "~/server/db.server";
import { env } from "~/server/env.server";
import { isLocalOrigin } from "~/server/local-secrets.server";
import { checkoutSession, event } from "~/server/payments/stripe-events.server";
import { markComplete, recordVisit } from "~/server/course/progress.server";
import { handleStripeEvent } from "~/server/payments/webhook.server";
import { accounts, purchases, users, verifications } from "~/server/schema";
import { scriptDatabase } from "./script-database";

export const DEMO_EMAIL = "demo@example.com";
export const DEMO_PASSWORD = "driving in frankfurt demo";

const { PUBLIC_URL } = env();
if (!isLocalOrigin(PUBLIC_URL)) {
  console.error(`Refusing to seed demo data: PUBLIC_URL ${PUBLIC_URL} is not a localhost origin.`);
  process.exit(1);
}

const db = await scriptDatabase();
for (const product of productIds) {
  const session = checkoutSession({
    product,
    email: DEMO_EMAIL,
    name: "Demo Customer",
    sessionId: `cs_demo_${product}`,
    paymentIntent: `pi_demo_${product}`,
  });
  await handleStripeEvent(db, event("checkout.session.completed", session, `evt_demo_${product}`), {
    publicUrl: PUBLIC_URL,
  });
}

const [user] = await db.select().from(users).where(eq(users.email, DEMO_EMAIL));
if (!user) throw new Error("demo customer was not created");
const credentials = await db.select().from(accounts).where(eq(accounts.userId, user.id));
if (credentials.length === 0) {
  const token = newToken();
  await db.insert(verifications).values({
    id: randomUUID(),
    identifier: hashIdentifier(resetIdentifier(token)),
    value: user.id,
    expiresAt: new Date(Date.now() + 60_000),
  });
  await (await getAuth()).api.resetPassword({ body: { newPassword: DEMO_PASSWORD, token } });
}
// Some course progress: module 1 done, lesson 2.1 opened last.
for (const lesson of ["1.1", "1.2", "1.3"]) {
  await recordVisit(db, user.id, lesson);
  await markComplete(db, user.id, lesson);
}
await recordVisit(db, user.id, "2.1");

const owned = await db.select().from(purchases).where(eq(purchases.userId, user.id));
console.log(`Demo customer ${DEMO_EMAIL} / ${DEMO_PASSWORD} owns ${owned.length} purchases.`);
await closeDatabase();
