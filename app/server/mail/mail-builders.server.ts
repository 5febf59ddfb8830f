import { type IsoDate, todayInSchoolTimeZone } from "~/content/schedule";
import { site } from "~/content/site";
import { textsIn } from "~/i18n/catalogs.server";
import { fill } from "~/i18n/fill";
import { formatDate, formatMoney } from "~/i18n/format";
import { type Locale, localizePath } from "~/i18n/locale";
import { plural } from "~/i18n/plural";
import { escapeHtml } from "../platform/html-escape.server";
import { mailDocument, mailStyle } from "./mail-html.server";
import { purchaseDocuments, sellerLine } from "./purchase-documents.server";

/** A file sent with a mail: the outbox stores it and both transports attach it. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  /** Text as it is, or a binary file (an invoice PDF) in base64. */
  content: string;
  encoding?: "base64";
}

/**
 * A file made when the mail is sent, from a row committed with the mail: an invoice's or credit
 * note's PDF. Drawn inside the transaction that queues the mail, it held the yearly invoice
 * series' row lock for tens of milliseconds per document, and concurrent payments queued behind
 * each other's PDF. The outbox draws it before sending and keeps the file with the mail.
 */
export interface DeferredAttachment {
  filename: string;
  contentType: string;
  /** The invoice or credit note (invoice_documents.id) whose file this is. */
  invoiceDocument: string;
  /**
   * Which of its files: the PDF (also when absent: mails queued before e-invoices), or a company's
   * e-invoice, the CII XML or the ZUGFeRD / Factur-X PDF (EN 16931).
   */
  file?: "pdf" | "e-invoice-xml" | "e-invoice-pdf";
}

/** What a queued mail carries: files as they are, or files still to be drawn. */
export type QueuedAttachment = MailAttachment | DeferredAttachment;

export function isDeferred(attachment: QueuedAttachment): attachment is DeferredAttachment {
  return "invoiceDocument" in attachment;
}

export interface MailMessage {
  kind:
    | "set-password"
    | "account-updated"
    | "password-reset"
    // A customer without a password signs in once by this link (auth/sign-in-link.server.ts).
    | "sign-in-link"
    // A new address confirms itself before it replaces the old one (customers/email-change.server.ts).
    | "email-change"
    | "staff-invite"
    // The last mail to a customer whose data was deleted (data-requests/deletion-mail.server.ts).
    | "account-deleted"
    | "refund"
    // The one reminder of a bank transfer still awaited after its due date (payments/payment-reminders.server.ts).
    | "payment-reminder"
    // An invoice issued later for a purchase paid before (invoices/missing-invoices.server.ts).
    | "invoice"
    // A first-aid date's waiting list (first-aid/waitlist-mails.server.ts).
    | "waitlist-confirm"
    | "waitlist-already"
    | "waitlist-held"
    // A waiting list ended by its date's cancellation (first-aid/waitlist-cancel.server.ts).
    | "waitlist-date-cancelled"
    // About a first-aid booking, whoever changed it (first-aid/booking-mails.server.ts).
    | "course-reminder"
    | "booking-moved"
    | "booking-changed"
    | "refund-request-closed"
    | "date-cancelled"
    // Verified reviews: the invitation, its one reminder, a withheld review's reason (customer-reviews/review-mails.server.ts).
    | "review-invitation"
    | "review-reminder"
    | "review-withheld"
    // A conversion plan's reminders before a deadline or an appointment (conversion-plan/reminder-mails.server.ts).
    | "plan-reminder"
    | "appointment-reminder"
    // A step of a customer's conversion assistance moved by the office (conversion-case/case-mail.server.ts).
    | "case-step"
    // Staff's message to the attendees of a first-aid date (date-message-mail.server.ts).
    | "course-date-message"
    // Notices to the school's own inbox (school-notices.server.ts).
    | "school-purchase"
    | "school-overbooked"
    | "school-mail-failed"
    | "school-deletion-request"
    | "school-booking-changed"
    | "school-refund-requested"
    | "school-booking-cancelled"
    // A theory or practical exam the office recorded, moved, cancelled or gave the result of, and its reminder (exams/exam-mails.server.ts).
    | "exam-recorded"
    | "exam-moved"
    | "exam-cancelled"
    | "exam-result"
    | "exam-reminder"
    // The reminder before a driving lesson, and before an unpaid lesson's payment is due (lessons/lesson-reminders.server.ts).
    | "lesson-reminder"
    | "lesson-payment-reminder"
    // About a customer's driving lesson (lessons/lesson-mails.server.ts).
    | "lesson-booked"
    | "lesson-moved"
    | "lesson-cancelledByCustomer"
    | "lesson-cancelledBySchool"
    | "lesson-waived";
  to: string;
  subject: string;
  text: string;
  html: string;
  links: string[];
  locale: Locale;
  attachments: QueuedAttachment[];
}

/** A mail as it leaves: every file drawn. */
export type SentMail = Omit<MailMessage, "attachments"> & { attachments: MailAttachment[] };

/** A display name from the payment provider, made safe for a greeting line (never a header). */
export function cleanName(name: string | null | undefined): string {
  return (
    (name ?? "")
      // eslint-disable-next-line no-control-regex -- control characters are exactly what must go.
      .replace(/[\r\n\t\u0000-\u001f\u007f]/g, " ")
      .trim()
      .slice(0, 80)
  );
}

export interface Parts {
  subject: string;
  paragraphs: string[];
  button: string;
  link: string;
  after?: string[];
  attachments?: QueuedAttachment[];
}

/** One mail in the house layout: greeting, paragraphs, one button, more lines, signature, footer. */
export function compose(
  kind: MailMessage["kind"],
  to: string,
  locale: Locale,
  name: string,
  parts: Parts,
): MailMessage {
  const t = textsIn("mail", locale);
  // One support address, the site config's, in every mail (and as its Reply-To).
  const values = { brand: site.brandName, email: site.supportEmail };
  const greeting = name ? fill(t.greeting, { name }) : t.greetingNoName;
  const footer = fill(t.footer, values);
  const signature = fill(t.signature, values);
  const after = parts.after ?? [];
  const text = [
    greeting,
    "",
    ...parts.paragraphs,
    parts.link,
    "",
    ...after,
    ...(after.length ? [""] : []),
    signature,
    "",
    footer,
  ].join("\n");
  const p = (line: string) => `<p>${escapeHtml(line)}</p>`;
  const body = [
    p(greeting),
    ...parts.paragraphs.map(p),
    `<p><a href="${escapeHtml(parts.link)}" style="display:inline-block;background:#0b4f6c;color:#fff;padding:10px 18px;border-radius:8px;text-decoration:none">${escapeHtml(parts.button)}</a></p>`,
    `<p style="font-size:13px;color:#4d5a6a">${escapeHtml(parts.link)}</p>`,
    // Empty lines separate blocks in the text part; in HTML each line is its own paragraph anyway.
    ...after.filter((line) => line !== "").map(p),
    p(signature),
    `<p style="font-size:13px;color:#4d5a6a">${escapeHtml(footer)}</p>`,
  ];
  const html = mailDocument({ locale, title: parts.subject, body, style: mailStyle });
  return {
    kind,
    to,
    subject: parts.subject,
    text,
    html,
    links: [parts.link],
    locale,
    attachments: parts.attachments ?? [],
  };
}

/**
 * What a purchase mail confirms besides the account (§ 312f (2) BGB): the contract's content, the
 * consents given at checkout, and the terms and withdrawal information as attached documents.
 */
export interface PurchaseConfirmation {
  /** The site's origin (PUBLIC_URL): links in the mail and in the documents point there. */
  publicUrl: string;
  productName: string;
  amountCents: number;
  orderedOn: IsoDate;
  /** First-aid purchases: the course day booked. */
  courseDate?: IsoDate | null;
  /** The course date was full when the payment arrived: the customer is told the school will call. */
  courseDateOverbooked?: boolean;
  /** The date was closed for bookings or cancelled meanwhile: what the customer can do, said once. */
  courseDateNote?: string | null;
  /** First-aid purchases: the seat's times ("9:00") and its calendar file, when the seat exists. */
  course?: { start: string; end: string; calendar: MailAttachment } | null;
  /** The buyer agreed to immediate delivery of digital content and lost the right of withdrawal. */
  digitalWaiver: boolean;
  /** A course inside the withdrawal period: the day the buyer asked for the early start (§ 356 (4) BGB). */
  earlyStartOn?: IsoDate | null;
  /** Digital content bought without that agreement: the 14-day right of withdrawal stands. */
  withdrawalKept?: boolean;
  /** The buyer consented to the processing of the eye test's health data (Art. 9 (2) a GDPR). */
  healthDataConsent?: boolean;
  /** The purchase's invoice, attached as a PDF; a company's also as its e-invoice files. */
  invoice?: { number: string; pdf: QueuedAttachment; eInvoice?: QueuedAttachment[] } | null;
  /** An eye test bought without that consent: the school asks for it in writing before the test. */
  healthDataConsentMissing?: boolean;
  /** Recorded before its bank transfer arrived: what to pay, by when and where (the invoice's words). */
  awaitingPayment?: AwaitedTransfer | null;
  /** That awaited transfer arrived on this day (the paid confirmation; no new invoice is needed). */
  paymentReceivedOn?: IsoDate | null;
}

/** A bank transfer the school waits for: the account, the due day and the reference to quote. */
export interface AwaitedTransfer {
  dueOn: IsoDate;
  reference: string;
  accountHolder: string;
  iban: string;
  bic: string;
}

function paymentLines(locale: Locale, purchase: PurchaseConfirmation): string[] {
  const t = textsIn("mail", locale).purchase;
  const awaited = purchase.awaitingPayment;
  if (awaited)
    return [
      fill(t.awaitingPayment, {
        amount: formatMoney(purchase.amountCents, locale),
        date: formatDate(awaited.dueOn, locale, "long"),
        reference: awaited.reference,
        holder: awaited.accountHolder,
        iban: awaited.iban,
        bic: awaited.bic,
      }),
      ...(purchase.courseDate ? [t.awaitingSeat] : []),
      "",
    ];
  if (purchase.paymentReceivedOn)
    return [fill(t.paymentReceived, { date: formatDate(purchase.paymentReceivedOn, locale, "long") }), ""];
  return [];
}

function purchaseLines(locale: Locale, purchase: PurchaseConfirmation): string[] {
  const t = textsIn("mail", locale).purchase;
  const termsLink = `${purchase.publicUrl}${localizePath("/terms-of-service", locale)}`;
  return [
    t.heading,
    fill(t.product, { product: purchase.productName }),
    fill(t.price, { price: formatMoney(purchase.amountCents, locale) }),
    fill(t.orderedOn, { date: formatDate(purchase.orderedOn, locale, "long") }),
    ...(purchase.courseDate ? [fill(t.courseDate, { date: formatDate(purchase.courseDate, locale) })] : []),
    ...(purchase.courseDateOverbooked ? [textsIn("bookings", locale).welcome.overbooked] : []),
    ...(purchase.courseDateNote ? [purchase.courseDateNote] : []),
    ...(purchase.course ? courseLines(locale, purchase.course) : []),
    fill(t.seller, { seller: sellerLine(locale) }),
    "",
    ...paymentLines(locale, purchase),
    ...(purchase.digitalWaiver ? [t.digitalWaiver] : []),
    ...(purchase.withdrawalKept ? [t.withdrawalKept] : []),
    // § 312f (2) BGB: the request in the very words the buyer ticked, on a durable medium.
    ...(purchase.earlyStartOn
      ? [
          fill(t.earlyStart, {
            date: formatDate(purchase.earlyStartOn, locale, "long"),
            request: textsIn("bookings", locale).checkout.earlyStart,
          }),
        ]
      : []),
    // Withdrawing the consent goes to the address the privacy policy names for it and for every
    // other data-protection request: the contact address, not the support one.
    ...(purchase.healthDataConsent ? [fill(t.healthConsent, { email: site.contactEmail })] : []),
    ...(purchase.healthDataConsentMissing ? [t.healthConsentMissing] : []),
    fill(t.terms, { termsLink }),
    t.attached,
    ...(purchase.invoice
      ? [fill(textsIn("invoices", locale).mail.invoiceAttached, { number: purchase.invoice.number })]
      : []),
    ...(purchase.invoice?.eInvoice?.length ? [textsIn("invoices", locale).mail.eInvoiceAttached] : []),
  ];
}

/** The course's time, venue and what to bring, and that the calendar file is attached. */
function courseLines(locale: Locale, course: { start: string; end: string }): string[] {
  const t = textsIn("bookingMails", locale).facts;
  const venue = site.firstAidVenue;
  return [
    fill(t.time, course),
    fill(t.venue, {
      venue: `${venue.name}, ${venue.street}, ${venue.postalCode} ${venue.city}`,
    }),
    fill(t.map, { link: venue.mapLink }),
    t.bring,
    t.calendar,
  ];
}

function purchaseAttachments(locale: Locale, purchase: PurchaseConfirmation): QueuedAttachment[] {
  return [
    ...purchaseDocuments(locale, purchase.publicUrl, purchase.orderedOn),
    ...(purchase.course ? [purchase.course.calendar] : []),
    ...(purchase.invoice ? [purchase.invoice.pdf, ...(purchase.invoice.eInvoice ?? [])] : []),
  ];
}

/** The date an order was placed, as the school's calendar reads it. */
export function orderDate(purchasedAt: Date): IsoDate {
  return todayInSchoolTimeZone(purchasedAt);
}

export function setPasswordMail(input: {
  to: string;
  locale: Locale;
  name?: string | null;
  link: string;
  validDays: number;
  purchase: PurchaseConfirmation;
}): MailMessage {
  const t = textsIn("mail", input.locale).setPassword;
  return compose("set-password", input.to, input.locale, cleanName(input.name), {
    subject: fill(t.subject, { brand: site.brandName }),
    paragraphs: [
      fill(t.intro, { product: input.purchase.productName }),
      plural(t.action, input.validDays, input.locale),
    ],
    button: t.button,
    link: input.link,
    after: [t.after, "", ...purchaseLines(input.locale, input.purchase)],
    attachments: purchaseAttachments(input.locale, input.purchase),
  });
}

export function accountUpdatedMail(input: {
  to: string;
  locale: Locale;
  name?: string | null;
  link: string;
  purchase: PurchaseConfirmation;
}): MailMessage {
  const t = textsIn("mail", input.locale).accountUpdated;
  return compose("account-updated", input.to, input.locale, cleanName(input.name), {
    subject: fill(t.subject, { brand: site.brandName, product: input.purchase.productName }),
    paragraphs: [fill(t.intro, { product: input.purchase.productName }), t.action],
    button: t.button,
    link: input.link,
    after: purchaseLines(input.locale, input.purchase),
    attachments: purchaseAttachments(input.locale, input.purchase),
  });
}

export function passwordResetMail(input: {
  to: string;
  locale: Locale;
  name?: string | null;
  link: string;
  validHours: number;
}): MailMessage {
  const t = textsIn("mail", input.locale).passwordReset;
  return compose("password-reset", input.to, input.locale, cleanName(input.name), {
    subject: fill(t.subject, { brand: site.brandName }),
    paragraphs: [t.intro, plural(t.action, input.validHours, input.locale)],
    button: t.button,
    link: input.link,
    after: [t.ignore],
  });
}

export function signInLinkMail(input: {
  to: string;
  locale: Locale;
  name?: string | null;
  link: string;
  validHours: number;
}): MailMessage {
  const t = textsIn("mail", input.locale).signInLink;
  return compose("sign-in-link", input.to, input.locale, cleanName(input.name), {
    subject: fill(t.subject, { brand: site.brandName }),
    paragraphs: [t.intro, plural(t.action, input.validHours, input.locale)],
    button: t.button,
    link: input.link,
    after: [t.ignore],
  });
}

/** To the new address of a customer: the link that makes it the account's address. */
export function emailChangeMail(input: {
  to: string;
  locale: Locale;
  name?: string | null;
  link: string;
  validHours: number;
}): MailMessage {
  const t = textsIn("mail", input.locale).emailChange;
  return compose("email-change", input.to, input.locale, cleanName(input.name), {
    subject: fill(t.subject, { brand: site.brandName }),
    paragraphs: [fill(t.intro, { brand: site.brandName }), plural(t.action, input.validHours, input.locale)],
    button: t.button,
    link: input.link,
    after: [t.ignore],
  });
}

/** The set-password mail of a new staff member (`npm run staff:add`). */
export function staffInviteMail(input: {
  to: string;
  locale: Locale;
  name?: string | null;
  link: string;
  validDays: number;
}): MailMessage {
  const t = textsIn("mail", input.locale).staffInvite;
  return compose("staff-invite", input.to, input.locale, cleanName(input.name), {
    subject: fill(t.subject, { brand: site.brandName }),
    paragraphs: [fill(t.intro, { brand: site.brandName }), plural(t.action, input.validDays, input.locale)],
    button: t.button,
    link: input.link,
    after: [t.after],
  });
}

/** What a refund ends, as the refund mail says it. */
export type RefundEnds = { course: boolean; seatOn: IsoDate | null };

/** The customer's mail about a refund, full or partial, with its credit note attached. */
export function refundMail(input: {
  to: string;
  locale: Locale;
  name?: string | null;
  link: string;
  productName: string;
  amountCents: number;
  creditNote: {
    number: string;
    invoiceNumber: string;
    pdf: QueuedAttachment;
    eInvoice?: QueuedAttachment[];
  } | null;
  ends: RefundEnds;
  /** How the money went back; null when not known (a refund recorded before this was asked). */
  paidBackBy?: "card" | "cash" | "bank-transfer" | null;
  /** The cancellation of the seat's calendar entry, when the refund ends a seat. */
  calendar?: MailAttachment | null;
  /**
   * The customer cancelled their seat themselves: the mail confirms the cancellation first, in the
   * booking mails' words (first-aid/booking-mails.server.ts, `ownCancellationLead`).
   */
  cancellation?: { subject: string; intro: string } | null;
}): MailMessage {
  const t = textsIn("invoices", input.locale).mail;
  const { ends, creditNote, cancellation } = input;
  const endsLines = [
    ...(ends.course ? [t.endsCourse] : []),
    ...(ends.seatOn ? [fill(t.endsSeat, { date: formatDate(ends.seatOn, input.locale) })] : []),
  ];
  return compose("refund", input.to, input.locale, cleanName(input.name), {
    subject: cancellation
      ? cancellation.subject
      : creditNote
        ? fill(t.refundSubject, { brand: site.brandName, number: creditNote.number })
        : fill(t.refundSubjectPlain, { brand: site.brandName }),
    paragraphs: [
      ...(cancellation ? [cancellation.intro] : []),
      fill(t.refundIntro, {
        amount: formatMoney(input.amountCents, input.locale),
        product: input.productName,
      }),
      t.paidBackBy[input.paidBackBy ?? "unknown"],
      ...(endsLines.length ? endsLines : [t.endsNothing]),
      ...(creditNote
        ? [fill(t.creditNoteAttached, { number: creditNote.number, invoice: creditNote.invoiceNumber })]
        : []),
      ...(creditNote?.eInvoice?.length ? [t.eInvoiceAttached] : []),
    ],
    button: t.button,
    link: input.link,
    attachments: [
      ...(creditNote ? [creditNote.pdf, ...(creditNote.eInvoice ?? [])] : []),
      ...(input.calendar ? [input.calendar] : []),
    ],
  });
}
