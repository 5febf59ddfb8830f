import { mkdir, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import { site } from "~/content/site";
import type { MailMessage } from "./mail-builders.server";

/** Something that delivers one message or throws (then the outbox retries later). */
export type MailTransport = (message: MailMessage) => Promise<void>;

function fromAddress(mailFrom: string | undefined): string {
  return mailFrom ?? `${site.brandName} <${site.contactEmail}>`;
}

/** "Just reply to this e-mail" (the footer) reaches the support address the footer names. */
const replyTo = site.supportEmail;

/** The message as nodemailer sends it, attachments included (the terms of a purchase, § 312f BGB). */
function envelope(message: MailMessage, mailFrom: string | undefined) {
  return {
    from: fromAddress(mailFrom),
    replyTo,
    to: message.to,
    subject: message.subject,
    text: message.text,
    html: message.html,
    attachments: message.attachments.map(({ filename, contentType, content }) => ({
      filename,
      contentType,
      content,
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
 * Writes under a temporary name, then renames: whoever reads the mailbox (a person, the browser
 * tests) sees a whole file or none, never half of a mail with its attachments.
 */
async function writeWhole(file: string, content: string | Buffer): Promise<void> {
  await writeFile(`${file}.partial`, content);
  await rename(`${file}.partial`, file);
}

/**
 * The local mailbox (issue 3 §6): each message as JSON (to, subject, text, html, links, locale,
 * attachments, createdAt) plus the real .eml nodemailer would send, and its link printed to the
 * console.
 */
export function fileTransport(directory: string, mailFrom?: string, log = console.log): MailTransport {
  const render = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return async (message) => {
    await mkdir(directory, { recursive: true });
    const createdAt = new Date().toISOString();
    const base = `${createdAt.replace(/[:.]/g, "-")}-${message.kind}-${Math.random().toString(36).slice(2, 8)}`;
    const info = await render.sendMail(envelope(message, mailFrom));
    const { kind, to, subject, text, html, links, locale, attachments } = message;
    await writeWhole(path.join(directory, `${base}.eml`), info.message as Buffer);
    await writeWhole(
      path.join(directory, `${base}.json`),
      JSON.stringify({ kind, to, subject, text, html, links, locale, attachments, createdAt }, null, 2),
    );
    log(`[mail] ${subject} → ${to}${links.length ? `\n[mail] link: ${links.join(" ")}` : ""}`);
  };
}
