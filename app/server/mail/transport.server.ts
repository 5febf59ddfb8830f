import { mkdir, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import { log, mailDomain, prettyLogs } from "../platform/log.server";
import nodemailer from "nodemailer";
import { site } from "~/content/site";
import type { MailMessage, SentMail } from "./mail-builders.server";

/** Something that delivers one message or throws (then the outbox retries later). */
export type MailTransport = (message: SentMail) => Promise<void>;

function fromAddress(mailFrom: string | undefined): string {
  return mailFrom ?? `${site.brandName} <${site.contactEmail}>`;
}

/** "Just reply to this e-mail" (the footer) reaches the support address the footer names. */
const replyTo = site.supportEmail;

/**
 * Mails a person can stop through their own link: the waiting list (left through its link), and the
 * review invitations (the invitation's page takes the one-click POST as "do not invite me again"),
 * and a conversion plan's reminders (their page switches the plan's reminders off).
 */
const leavable = new Set<MailMessage["kind"]>([
  "waitlist-confirm",
  "waitlist-held",
  "review-invitation",
  "review-reminder",
  "plan-reminder",
  "appointment-reminder",
]);

/**
 * Headers the standards ask of a site's mails. RFC 3834 §5: every mail is sent by the site, not by a
 * person, so auto-replies (vacation notices) stay away. RFC 2369 and RFC 8058: a waiting-list mail
 * names its leave page, the mail's own link, which a mail program can POST to in one click (a review
 * invitation's page, likewise, stops further invitations).
 */
export function standardHeaders(message: Pick<MailMessage, "kind" | "links">): Record<string, string> {
  const leave = leavable.has(message.kind) ? message.links[0] : undefined;
  return {
    "Auto-Submitted": "auto-generated",
    ...(leave
      ? { "List-Unsubscribe": `<${leave}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" }
      : {}),
  };
}

/** The message as nodemailer sends it, attachments included (the terms of a purchase, § 312f BGB). */
function envelope(message: SentMail, mailFrom: string | undefined) {
  return {
    from: fromAddress(mailFrom),
    replyTo,
    headers: standardHeaders(message),
    to: message.to,
    subject: message.subject,
    text: message.text,
    html: message.html,
    attachments: message.attachments.map(({ filename, contentType, content, encoding }) => ({
      filename,
      contentType,
      content,
      ...(encoding ? { encoding } : {}),
    })),
  };
}

/** Production: SMTP through nodemailer. */
export function smtpTransport(smtpUrl: string, mailFrom?: string): MailTransport {
  const transporter = nodemailer.createTransport(smtpUrl);
  return async (message) => {
    await transporter.sendMail(envelope(message, mailFrom));
  };
}

/**
 * RFC 5322 §2.1: a message's lines end with CRLF, in the file as on the wire. nodemailer's buffered
 * stream ends its headers so but keeps the bodies' own line ends (SMTP would convert them while
 * sending). The message is 7-bit (quoted-printable, base64), so byte for byte is safe.
 */
function withCrlf(message: Buffer): Buffer {
  return Buffer.from(message.toString("latin1").replace(/\r?\n/g, "\r\n"), "latin1");
}

/**
 * Writes under a temporary name, then renames: whoever reads the mailbox (a person, the browser
 * tests) sees a whole file or none, never half of a mail with its attachments.
 */
async function writeWhole(file: string, content: string | Buffer): Promise<void> {
  await writeFile(`${file}.partial`, content);
  await rename(`${file}.partial`, file);
}

/**
 * The local mailbox: each message as JSON (to, subject, text, html, links, locale, attachments,
 * createdAt) plus the real .eml nodemailer would send. A person at the terminal (readable logs)
 * also gets the message's link printed, to follow it on a laptop; the JSON log never has it (a
 * link holds a token, and the address is personal).
 */
export function fileTransport(
  directory: string,
  mailFrom?: string,
  print: ((line: string) => void) | null = prettyLogs ? console.log : null,
): MailTransport {
  const render = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "windows" });
  return async (message) => {
    await mkdir(directory, { recursive: true });
    const createdAt = new Date().toISOString();
    const base = `${createdAt.replace(/[:.]/g, "-")}-${message.kind}-${Math.random().toString(36).slice(2, 8)}`;
    const info = await render.sendMail(envelope(message, mailFrom));
    const { kind, to, subject, text, html, links, locale, attachments } = message;
    await writeWhole(path.join(directory, `${base}.eml`), withCrlf(info.message as Buffer));
    await writeWhole(
      path.join(directory, `${base}.json`),
      JSON.stringify({ kind, to, subject, text, html, links, locale, attachments, createdAt }, null, 2),
    );
    log.info({ kind, to: mailDomain(to), file: `${base}.json` }, "mail written to the local mailbox");
    print?.(`[mail] ${subject} → ${to}${links.length ? `\n[mail] link: ${links.join(" ")}` : ""}`);
  };
}
