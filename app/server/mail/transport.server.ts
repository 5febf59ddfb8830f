import { mkdir, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import { log, mailDomain, prettyLogs } from "../log.server";
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
    log.info({ kind, to: mailDomain(to), file: `${base}.json` }, "mail written to the local mailbox");
    print?.(`[mail] ${subject} → ${to}${links.length ? `\n[mail] link: ${links.join(" ")}` : ""}`);
  };
}
