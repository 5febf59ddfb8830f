import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { pdfText } from "../../../tests/support/pdf-text";
import { emptyPaymentTables, webhookContext } from "../../../tests/support/invoice-tests";
import { testDatabaseKinds } from "../../../tests/support/test-database";
import type { DatabaseHandle } from "../platform/db.server";
import type { SentMail } from "../mail/mail-builders.server";
import { deliverDueMail } from "../mail/outbox.server";
import { checkoutSession, event } from "../payments/stripe-events.server";
import { handleStripeEvent } from "../payments/webhook.server";
import { invoiceDocuments, mailOutbox } from "../platform/schema.server";
import { drawDocumentAttachment } from "./invoice-attachment.server";

// A paid event takes its invoice number from the yearly series under a row lock that lasts until
// its transaction commits. The PDF is not drawn under that lock: the mail is queued with the
// document's id, and the outbox draws the PDF from the committed document when it sends the mail,
// then keeps it with the mail, so the stored mail is the mail as sent.

describe.each(testDatabaseKinds())("invoice PDFs drawn after the payment commits, on $name", ({ open }) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await open();
  }, 60_000);
  afterAll(() => handle?.close());
  beforeEach(() => emptyPaymentTables(handle.db));

  async function pay(email: string) {
    const session = checkoutSession({ product: "conversion-assistance", email, name: "Ana Ruiz" });
    await handleStripeEvent(handle.db, event("checkout.session.completed", session), webhookContext);
    const [invoice] = await handle.db.select().from(invoiceDocuments);
    const [mail] = await handle.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
    if (!invoice || !mail) throw new Error("no invoice or no purchase mail");
    return { invoice, mail };
  }

  it("queues the purchase mail with the invoice's id, and the outbox sends and keeps the drawn PDF", async () => {
    const { invoice, mail } = await pay("after-commit@example.com");
    // Queued in the payment's transaction: the terms as files, the invoice as its document's id.
    expect(mail.attachments.at(-1)).toEqual({
      filename: `${invoice.number}.pdf`,
      contentType: "application/pdf",
      invoiceDocument: invoice.id,
    });

    const sent: SentMail[] = [];
    await deliverDueMail(
      handle.db,
      async (message) => void sent.push(message),
      undefined,
      undefined,
      drawDocumentAttachment,
    );
    const pdf = sent[0]?.attachments.find((file) => file.filename === `${invoice.number}.pdf`);
    expect(pdf?.encoding).toBe("base64");
    const text = await pdfText(Buffer.from(pdf?.content ?? "", "base64"));
    expect(text).toContain(invoice.number);
    expect(text).toContain("Ana Ruiz");
    // The outbox keeps the file as it was sent.
    const [kept] = await handle.db.select().from(mailOutbox).where(eq(mailOutbox.id, mail.id));
    expect(kept?.status).toBe("sent");
    expect(kept?.attachments.at(-1)).toEqual(pdf);
  });

  it("keeps a mail whose PDF cannot be drawn pending, to be retried, instead of sending it without", async () => {
    const { mail } = await pay("no-drawer@example.com");
    const sent: SentMail[] = [];
    // A sender without the drawer: nothing leaves, nothing is lost.
    await deliverDueMail(handle.db, async (message) => void sent.push(message));
    expect(sent.filter((message) => message.to === "no-drawer@example.com")).toEqual([]);
    const [waiting] = await handle.db.select().from(mailOutbox).where(eq(mailOutbox.id, mail.id));
    expect(waiting).toMatchObject({ status: "pending", attempts: 1 });
    expect(waiting?.lastError).toContain("deferred attachment");
  });
});
