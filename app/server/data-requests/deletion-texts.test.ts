import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { textsIn } from "~/i18n/catalogs.server";
import type { Locale } from "~/i18n/locale";
import { accountDeletedMail } from "../mail/account-deleted-mail.server";
import { projectPath } from "../platform/project-root.server";

// Every text that tells what a deletion does says what it now does: the sent business letters
// (purchase confirmations with their terms, invoices and credit notes, refund confirmations, reminders
// to pay, changed or cancelled booked dates, answers to refund requests) are
// kept six years (§ 147 AO) with processing restricted (Art. 18 GDPR), every other mail is deleted.

const words: Record<
  Locale,
  { letters: string[]; years: string; others: string[]; notAllMails: string; restricted: RegExp }
> = {
  en: {
    letters: [
      "purchase confirmations with their terms",
      "invoices and credit notes",
      "refund confirmations",
      "reminders to pay",
      "changes and cancellations of a booked date",
    ],
    years: "6 years from the end of the year",
    others: ["login links", "reminders", "waiting-list"],
    notAllMails: "the content of",
    restricted: /restricted|nothing else/,
  },
  es: {
    letters: [
      "confirmaciones de compra con sus condiciones",
      "facturas y facturas rectificativas",
      "confirmaciones de reembolso",
      "recordatorios de pago",
      "cambios y cancelaciones de una fecha reservada",
    ],
    years: "6 años desde el final del año",
    others: ["enlaces para iniciar sesión", "recordatorios", "lista de espera"],
    notAllMails: "el contenido de",
    restricted: /limitado|nada más/,
  },
};

function privacyPolicy(locale: Locale): string {
  return readFileSync(projectPath("app/content/legal", locale, "privacy-policy.md"), "utf8");
}

function deletionMail(locale: Locale): string {
  return accountDeletedMail({
    to: "someone@example.com",
    locale,
    name: "Someone",
    publicUrl: "https://example.com",
    deletedAt: new Date("2026-11-28T10:00:00Z"),
    endedSeats: 0,
  }).text;
}

describe.each(["en", "es"] as const)("the texts about a deletion in %s", (locale) => {
  const w = words[locale];
  const myData = textsIn("myData", locale).deletion;
  const staff = textsIn("staffDataRequests", locale).customer;
  const texts = {
    "the customer's data page": [myData.intro, ...myData.kept].join("\n"),
    "the office's data request page": [staff.deletes, ...staff.kept].join("\n"),
    "the deletion confirmation mail": deletionMail(locale),
    "the privacy policy": privacyPolicy(locale),
  };

  it.each(Object.entries(texts))(
    "%s names the letters kept, for how long, and the mails deleted",
    (_, text) => {
      for (const letter of w.letters) expect(text).toContain(letter);
      expect(text).toContain(w.years);
      expect(text).toContain("§ 147 AO");
      expect(text).toMatch(w.restricted);
      for (const other of w.others) expect(text).toContain(other);
      // No longer "the content of the e-mails we sent you" deleted, as if no letter were kept.
      expect(text).not.toMatch(new RegExp(`${w.notAllMails} (the e-mails|our mails|mails|los correos)`));
    },
  );
});
