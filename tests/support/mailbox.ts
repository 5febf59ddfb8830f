import { readdir, readFile } from "node:fs/promises";
import path from "node:path";

// The file mailbox (MAIL_TRANSPORT=file) as tests read it: one JSON part a mail in <data dir>/mail,
// written by the mail worker some time after the request that queued it. One wait for every test,
// unit and end-to-end, so none keeps a polling loop of its own.

/** A mail's JSON part; tests name the fields they read. */
export type StoredMail = Record<string, unknown> & {
  to: string;
  kind?: string;
  subject: string;
  text: string;
};

/** The mail folder of a server's data directory. */
export function mailboxIn(dataDir: string): string {
  return path.join(dataDir, "mail");
}

/**
 * The mails this process has read, by path. A mail file never changes once it is there: the mail
 * transport writes it whole under a temporary name and renames it, and its name is unique (time,
 * kind and a random part). So each file is read and parsed once, not on every 200 ms poll of every
 * wait: a browser run's mailbox grows to hundreds of mails, and its waits poll thousands of times.
 */
const parsedMails = new Map<string, StoredMail>();

/** Every mail the folder holds now (none while it does not exist yet). */
export async function readMailbox(dir: string): Promise<StoredMail[]> {
  const files = (await readdir(dir).catch(() => [])).filter((file) => file.endsWith(".json")).sort();
  return Promise.all(
    files.map(async (file) => {
      const filePath = path.join(dir, file);
      const known = parsedMails.get(filePath);
      if (known) return known;
      const mail = JSON.parse(await readFile(filePath, "utf8")) as StoredMail;
      parsedMails.set(filePath, mail);
      return mail;
    }),
  );
}

export interface MailWait {
  /** What the test waits for, in the error when it does not come: "set-password mail to a@b.c". */
  what: string;
  /** Milliseconds; 15 s by default (the mail worker sends within a few seconds). */
  timeout?: number;
  /** How many matching mails to wait for; 1 by default. */
  count?: number;
}

/** The mails that match, once at least `count` of them are there; throws naming `what` after `timeout`. */
export async function waitForMails<Mail = StoredMail>(
  dir: string,
  matches: (mail: StoredMail) => boolean,
  { what, timeout = 15_000, count = 1 }: MailWait,
): Promise<Mail[]> {
  const deadline = Date.now() + timeout;
  for (;;) {
    const found = (await readMailbox(dir)).filter(matches);
    if (found.length >= count) return found as Mail[];
    if (Date.now() >= deadline) {
      throw new Error(`no ${what} in ${dir} after ${timeout} ms (found ${found.length} of ${count})`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The first mail that matches, waiting for the mail worker; throws naming `what` after `timeout`. */
export async function waitForMail<Mail = StoredMail>(
  dir: string,
  matches: (mail: StoredMail) => boolean,
  wait: Omit<MailWait, "count">,
): Promise<Mail> {
  const [mail] = await waitForMails<Mail>(dir, matches, wait);
  return mail as Mail;
}
