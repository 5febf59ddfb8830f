// `npm run staff:add -- --email x@y`: the only way to become staff. Creates the user
// or promotes the customer, queues the set-password mail and writes an audit row (actor "cli").
// With the embedded database it runs with the server stopped (decision 008): the
// folder lock refuses it while the server runs, and says so. Mail is sent by the server's worker
// once it starts again.
import "../server/load-env.js";
import { parseArgs } from "node:util";
import { isEmailAddress } from "~/email-address";
import { env } from "~/server/platform/env.server";
import { addStaff } from "~/server/staff/staff-accounts.server";
import { scriptDatabase } from "./script-database";

// Several `--email` at once are allowed (the browser tests add their staff before the server starts).
const { values } = parseArgs({ options: { email: { type: "string", multiple: true } }, strict: true });
const emails = (values.email ?? []).map((email) => email.trim().toLowerCase());
if (emails.length === 0 || !emails.every(isEmailAddress)) {
  console.error("Usage: npm run staff:add -- --email name@example.com");
  process.exit(2);
}

const database = await scriptDatabase();
const { db } = database;
for (const email of emails) {
  const result = await addStaff(db, { email, publicUrl: env().PUBLIC_URL });
  if (result.alreadyStaff) {
    console.log(`${email} is already staff: nothing changed.`);
  } else {
    console.log(
      `${email} is now staff (${result.created ? "new account" : "promoted customer"}). ` +
        "The set-password mail is queued: the server sends it when it runs. " +
        "After setting a password, they log in and set up an authenticator app before any staff page opens.",
    );
  }
}
await database.close();
