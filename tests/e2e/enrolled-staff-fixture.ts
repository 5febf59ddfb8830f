// Run before the test server starts (tests/e2e/fixtures.ts): the staff accounts of the specs that
// do not test enrolment get, straight in the database, what their first login would have given
// them: the password STAFF_PASSWORD and an enrolled TOTP key, written to the staff-keys folder
// where tests/e2e/staff.ts reads it. Their tests then log in through the real password step and
// the real second step only. The real enrolment (invite link, password, key, backup codes) stays
// with the accounts of e2eRealEnrolmentEmails and every colleague a spec invites.
import "../../server/load-env.js";
import { randomBytes, randomUUID } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { eq, inArray } from "drizzle-orm";
import { authFromEnvironment } from "~/server/auth/auth.server";
import { hashPassword } from "~/server/auth/password-hash.server";
import { accounts, users, verifications } from "~/server/platform/schema.server";
import { enrolTotpDirectly } from "~/server/staff/staff-accounts.server";
import { base32Encode } from "~/server/staff/totp.server";
import { scriptDatabase } from "../../scripts/script-database";
import { e2eEnrolledStaffEmails, STAFF_PASSWORD, staffKeysDir } from "./staff-accounts";

const database = await scriptDatabase();
const { db } = database;
const auth = authFromEnvironment(db);
// One hash at production's cost (this is no test runner) for all of them: a hash carries its own
// salt and cost, so each login still verifies the password at production's cost.
const hash = await hashPassword(STAFF_PASSWORD);
const staff = await db
  .select({ id: users.id, email: users.email })
  .from(users)
  .where(inArray(users.email, e2eEnrolledStaffEmails));
const missing = e2eEnrolledStaffEmails.filter((email) => !staff.some((row) => row.email === email));
if (missing.length > 0) throw new Error(`not added as staff before the fixtures: ${missing.join(", ")}`);
await mkdir(staffKeysDir, { recursive: true });
for (const { id: userId, email } of staff) {
  await db.insert(accounts).values({
    id: randomUUID(),
    accountId: userId,
    providerId: "credential",
    userId,
    password: hash,
  });
  // As a password set through the invite link does (onPasswordReset): the invitation ends.
  await db.delete(verifications).where(eq(verifications.value, userId));
  // The raw key as better-auth stores it; the app shows (and staff.ts keeps) its base32 form.
  const secret = randomBytes(20).toString("hex");
  const backupCodes = Array.from({ length: 10 }, () => randomBytes(5).toString("hex"));
  await enrolTotpDirectly({ db, auth }, { userId, secret, backupCodes });
  await writeFile(path.join(staffKeysDir, email), base32Encode(Buffer.from(secret, "utf8")));
}
await database.close();
