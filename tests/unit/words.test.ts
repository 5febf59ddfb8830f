import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { site } from "~/content/site";
import articlesEn from "~/i18n/messages/articles-en";
import en from "~/i18n/messages/en";
import mailEn from "~/i18n/messages/mail-en";
import salesEn from "~/i18n/messages/sales-en";
import toolsEn from "~/i18n/messages/tools-en";
import { accountUpdatedMail, passwordResetMail, setPasswordMail } from "~/server/mail/mail-builders.server";
import { fileTransport } from "~/server/mail/transport.server";

// "e-mail" everywhere, one verb for logging in ("Log in"), and one support address
// (the site config's) in every mail.

/** Every string in a nested message catalog. */
function strings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (value && typeof value === "object") return Object.values(value).flatMap(strings);
  return [];
}

const purchase = {
  publicUrl: "http://localhost:3000",
  productName: "X",
  amountCents: 15000,
  orderedOn: "2026-11-23",
  digitalWaiver: true,
};

function allMails() {
  return (["en", "es"] as const).flatMap((locale) => [
    setPasswordMail({ to: "a@example.com", locale, link: "http://l", validDays: 7, purchase }),
    accountUpdatedMail({ to: "a@example.com", locale, link: "http://l", purchase }),
    passwordResetMail({ to: "a@example.com", locale, link: "http://l", validHours: 1 }),
  ]);
}

describe("words", () => {
  it('writes "e-mail" and "log in" in every English interface and mail text', () => {
    const catalogs = [en, salesEn, articlesEn, toolsEn, mailEn];
    for (const text of catalogs.flatMap(strings).map((line) => line.replace(/\{\w+\}/g, ""))) {
      expect(text, text).not.toMatch(/\bemail\b/i);
      expect(text, text).not.toMatch(/\bsign[ -]?in\b/i);
    }
    expect(en.login.invalid).toBe("Invalid e-mail or password");
    expect(en.login.submit).toBe("Log in");
  });

  it("names the one support address in every mail and takes replies there", async () => {
    for (const mail of allMails()) {
      expect(mail.text, `${mail.kind} ${mail.locale}`).toContain(site.supportEmail);
      expect(mail.html, `${mail.kind} ${mail.locale}`).toContain(site.supportEmail);
      expect(mail.text, `${mail.kind} ${mail.locale}`).not.toContain(site.contactEmail);
    }
    const directory = mkdtempSync(path.join(tmpdir(), "mail-words-"));
    await fileTransport(
      directory,
      undefined,
      () => undefined,
    )(allMails()[0] as ReturnType<typeof allMails>[0]);
    const eml = readdirSync(directory).find((file) => file.endsWith(".eml")) as string;
    expect(readFileSync(path.join(directory, eml), "utf8")).toMatch(
      new RegExp(`^Reply-To: ${site.supportEmail}$`, "m"),
    );
  });
});
