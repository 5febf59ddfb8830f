import { formBody, send } from "./http-client";
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type Stripe from "stripe";
import type { Auth } from "~/server/auth/auth.server";
import { logIn } from "~/server/auth/login.server";
import { hashIdentifier, newToken, resetIdentifier } from "~/server/auth/token-hash.server";
import type { DatabaseHandle } from "~/server/platform/db.server";
import { handleStripeEvent } from "~/server/payments/webhook.server";
import { users, verifications } from "~/server/platform/schema.server";

export const TEST_PASSWORD = "a calm drive through Frankfurt";
let ipCounter = 0;

/**
 * The customer of this e-mail (created when missing) with TEST_PASSWORD, set through the real
 * set-password token. Returns the user id.
 */
export async function customerWithPassword(
  handle: DatabaseHandle,
  auth: Auth,
  email: string,
): Promise<string> {
  let [user] = await handle.db.select().from(users).where(eq(users.email, email));
  if (!user) {
    await handle.db.insert(users).values({ id: randomUUID(), email, name: "Test" });
    [user] = await handle.db.select().from(users).where(eq(users.email, email));
  }
  const userId = user?.id as string;
  const token = newToken();
  await handle.db.insert(verifications).values({
    id: randomUUID(),
    identifier: hashIdentifier(resetIdentifier(token)),
    value: userId,
    expiresAt: new Date(Date.now() + 60_000),
  });
  await auth.api.resetPassword({ body: { newPassword: TEST_PASSWORD, token } });
  return userId;
}

/**
 * A customer as the real paths make one: purchases through the webhook handler, a password through
 * the set-password token, a session through login. Returns the session cookie ("name=value").
 */
export async function customerWithSession(
  handle: DatabaseHandle,
  auth: Auth,
  email: string,
  events: Stripe.Event[] = [],
): Promise<{ userId: string; cookie: string }> {
  for (const e of events) await handleStripeEvent(handle.db, e, { publicUrl: "http://localhost:3000" });
  const userId = await customerWithPassword(handle, auth, email);
  ipCounter++;
  const login = await logIn(
    { db: handle.db, auth },
    { email, password: TEST_PASSWORD, ip: `10.77.${ipCounter % 250}.${Math.floor(ipCounter / 250)}` },
  );
  if (!login.ok) throw new Error(`login failed for ${email}`);
  return { userId, cookie: (login.headers.get("set-cookie") ?? "").split(";")[0] as string };
}

/**
 * Logs the customer in through the login form as a browser sends it (a real session cookie, not
 * one made for the test); answers the cookie pairs the login set, each as `name=value`.
 */
export async function logInThroughForm(origin: string, email: string): Promise<string[]> {
  const { body, headers } = formBody({ email, password: TEST_PASSWORD });
  const login = await send(origin, { method: "POST", path: "/login", body, headers: { ...headers, origin } });
  if (login.status !== 302) throw new Error(`the login answered ${login.status}`);
  return (login.headers["set-cookie"] ?? []).map((line) => line.split(";")[0] as string);
}
