// `npm run seed`: a demo customer who owns every product, created through the same
// webhook code a real purchase uses, with four reviews marked demo. Refuses to run unless PUBLIC_URL is a localhost origin, and
// (embedded database) while another process, such as the server, holds the data folder.
import "../server/load-env.js";
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { productIds } from "~/content/catalog";
import { authFromEnvironment } from "~/server/auth/auth.server";
import { hashIdentifier, newToken, resetIdentifier } from "~/server/auth/token-hash.server";
import { env } from "~/server/platform/env.server";
import { isLocalOrigin } from "~/server/platform/local-secrets.server";
import { checkoutSession, event } from "~/server/payments/stripe-events.server";
import { markComplete, recordVisit } from "~/server/course/progress.server";
import { handleStripeEvent } from "~/server/payments/webhook.server";
import { accounts, purchases, reviews, users, verifications } from "~/server/platform/schema.server";
import { enrolTotpDirectly } from "~/server/staff/staff-accounts.server";
import { base32Encode, totpCode, totpUri } from "~/server/staff/totp.server";
import { DEMO_EMAIL, DEMO_PASSWORD } from "./customer-demo";
import { scriptDatabase } from "./script-database";
import { seedLessons } from "./seed-lessons";
import {
  STAFF_DEMO_BACKUP_CODES,
  STAFF_DEMO_EMAIL,
  STAFF_DEMO_PASSWORD,
  STAFF_DEMO_TOTP_KEY,
} from "./staff-demo";

export { DEMO_EMAIL, DEMO_PASSWORD };

const { PUBLIC_URL } = env();
if (!isLocalOrigin(PUBLIC_URL)) {
  console.error(`Refusing to seed demo data: PUBLIC_URL ${PUBLIC_URL} is not a localhost origin.`);
  process.exit(1);
}

const database = await scriptDatabase();
const { db } = database;
const auth = authFromEnvironment(db);
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
  await auth.api.resetPassword({ body: { newPassword: DEMO_PASSWORD, token } });
}

/** A password for a user through the real set-password token (as the purchase link does). */
async function setPassword(userId: string, password: string) {
  const token = newToken();
  await db.insert(verifications).values({
    id: randomUUID(),
    identifier: hashIdentifier(resetIdentifier(token)),
    value: userId,
    expiresAt: new Date(Date.now() + 60_000),
  });
  await auth.api.resetPassword({ body: { newPassword: password, token } });
}
// Some course progress: module 1 done, lesson 2.1 opened last.
for (const lesson of ["1.1", "1.2", "1.3"]) {
  await recordVisit(db, user.id, lesson);
  await markComplete(db, user.id, lesson);
}
await recordVisit(db, user.id, "2.1");

// Demo reviews on the demo customer's purchases, marked demo: the lists and summaries have
// something to show on a laptop, and a public site refuses to start while they exist.
const demoReviews = [
  [
    "first-aid-en",
    "first-aid",
    5,
    "en",
    "Calm trainer, lots of practice, and both certificates the same day.",
  ],
  [
    "examiner-course",
    "course",
    4,
    "en",
    "The examiner's phrases finally made sense; I wish the videos were longer.",
  ],
  [
    "first-aid-es",
    "first-aid",
    5,
    "es",
    "Todo en español y muy bien explicado. Salí con el certificado en mano.",
  ],
  [
    "first-aid-es-eye-test",
    "first-aid",
    3,
    "es",
    "El curso bien, pero la espera para el test de visión fue larga.",
  ],
] as const;
for (const [product, service, rating, language, text] of demoReviews) {
  await db
    .insert(reviews)
    .values({
      checkoutSessionId: `cs_demo_${product}`,
      userId: user.id,
      service,
      finishedOn: new Date().toISOString().slice(0, 10),
      rating,
      text,
      language,
      authorName: "Demo C.",
      demo: true,
    })
    .onConflictDoNothing();
}

const owned = await db.select().from(purchases).where(eq(purchases.userId, user.id));
console.log(`Demo customer ${DEMO_EMAIL} / ${DEMO_PASSWORD} owns ${owned.length} purchases.`);

// Staff demo: an owner, password set, TOTP key enrolled (never done this way for real staff).
let [staff] = await db.select().from(users).where(eq(users.email, STAFF_DEMO_EMAIL));
if (!staff) {
  await db.insert(users).values({
    id: randomUUID(),
    email: STAFF_DEMO_EMAIL,
    name: "Demo Staff",
    role: "staff",
    staffRole: "owner",
  });
  [staff] = await db.select().from(users).where(eq(users.email, STAFF_DEMO_EMAIL));
}
if (!staff) throw new Error("demo staff member was not created");
await db.update(users).set({ role: "staff", staffRole: "owner" }).where(eq(users.id, staff.id));
await setPassword(staff.id, STAFF_DEMO_PASSWORD);
await enrolTotpDirectly(
  { db, auth },
  { userId: staff.id, secret: STAFF_DEMO_TOTP_KEY, backupCodes: STAFF_DEMO_BACKUP_CODES },
);
console.log(
  [
    `Demo staff ${STAFF_DEMO_EMAIL} / ${STAFF_DEMO_PASSWORD}: log in at ${PUBLIC_URL}/login, then give a TOTP code.`,
    `  TOTP key (base32, for an authenticator app): ${base32Encode(Buffer.from(STAFF_DEMO_TOTP_KEY))}`,
    `  or add this URI: ${totpUri(STAFF_DEMO_TOTP_KEY, STAFF_DEMO_EMAIL)}`,
    `  code right now: ${totpCode(STAFF_DEMO_TOTP_KEY)}; a later one: npm run staff:demo-code`,
    `  backup codes (each once): ${STAFF_DEMO_BACKUP_CODES.join(", ")}`,
  ].join("\n"),
);
// Lessons: the demo instructor, their hours and cars, four lessons in the demo customer's balance.
await seedLessons({ db, auth }, { customerId: user.id, setPassword });
await database.close();
