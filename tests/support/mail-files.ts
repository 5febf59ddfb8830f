import { eq } from "drizzle-orm";
import type { Database } from "~/server/platform/db.server";
import { drawDocumentAttachment } from "~/server/invoices/invoice-attachment.server";
import {
  isDeferred,
  type MailAttachment,
  type MailMessage,
  type QueuedAttachment,
  type SentMail,
} from "~/server/mail/mail-builders.server";
import { mailOutbox } from "~/server/platform/schema.server";

// Mails as they leave the outbox. An invoice's PDF is queued as its document's id and drawn when
// the mail is sent (invoice-attachment.server.ts); files written at once (terms, calendar files)
// are in the queued mail already.

/** The queued files, each already written: a test of a mail without invoice PDFs. */
export function writtenFiles(attachments: QueuedAttachment[]): MailAttachment[] {
  return attachments.map((file) => {
    if (isDeferred(file)) throw new Error(`${file.filename} is drawn only when the mail is sent`);
    return file;
  });
}

/** The files written when the mail was queued (terms, calendar files), without deferred PDFs. */
export function filesWrittenAtOnce(attachments: QueuedAttachment[]): MailAttachment[] {
  return attachments.filter((file): file is MailAttachment => !isDeferred(file));
}

/** A built mail that carries written files only, as a transport takes it. */
export function asWritten(message: MailMessage): SentMail {
  return { ...message, attachments: writtenFiles(message.attachments) };
}

/** The queued mail's files as the outbox sends them: every deferred PDF drawn from its document. */
export async function filesAsSent(
  db: Database,
  mail: { attachments: QueuedAttachment[] },
): Promise<MailAttachment[]> {
  return Promise.all(
    mail.attachments.map((file) => (isDeferred(file) ? drawDocumentAttachment(db, file) : file)),
  );
}

/** The outbox's rows to one address, oldest first, with their files as sent. */
export async function sentTo(db: Database, to: string) {
  const rows = await db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(mailOutbox.createdAt);
  return Promise.all(rows.map(async (row) => ({ ...row, attachments: await filesAsSent(db, row) })));
}
