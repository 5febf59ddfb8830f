// Run before the test server starts (playwright.config.ts), like staff:add: one
// failed mail per address of e2eFailedMailRecipients, as the outbox leaves a mail it gave up on.
import { passwordResetMail } from "~/server/mail/mail-builders.server";
import { maxAttempts, queueMail } from "~/server/mail/outbox.server";
import { mailOutbox } from "~/server/platform/schema.server";
import { inArray } from "drizzle-orm";
import { scriptDatabase } from "../../scripts/script-database";
import { e2eFailedMailRecipients } from "./staff-accounts";

const database = await scriptDatabase();
const { db } = database;
for (const to of e2eFailedMailRecipients) {
  await queueMail(
    db,
    passwordResetMail({ to, locale: "en", link: "http://localhost/reset?token=e2e", validHours: 1 }),
  );
}
await db
  .update(mailOutbox)
  .set({ status: "failed", attempts: maxAttempts, lastError: "550 5.1.1 mailbox unavailable (e2e)" })
  .where(inArray(mailOutbox.to, e2eFailedMailRecipients));
await database.close();
