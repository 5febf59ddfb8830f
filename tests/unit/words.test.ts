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
import { catalogs } from "~/i18n/catalogs.server";
import bookingMailsEn from "~/i18n/messages/booking-mails-en";
import bookingMailsEs from "~/i18n/messages/booking-mails-es";
import bookingsEn from "~/i18n/messages/bookings-en";
import bookingsEs from "~/i18n/messages/bookings-es";
import invoicesEn from "~/i18n/messages/invoices-en";
import invoicesEs from "~/i18n/messages/invoices-es";
import licenceCheckEn from "~/i18n/messages/licence-check-en";
import myDataEn from "~/i18n/messages/pages/my-data-en";
import staffDataRequestsEn from "~/i18n/messages/staff-data-requests-en";
import staffDataRequestsEs from "~/i18n/messages/staff-data-requests-es";
import { isPluralForms, plural } from "~/i18n/plural";
import { accountUpdatedMail, passwordResetMail, setPasswordMail } from "~/server/mail/mail-builders.server";
import { fileTransport } from "~/server/mail/transport.server";
import { asWritten } from "../support/mail-files";

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
    )(asWritten(allMails()[0] as ReturnType<typeof allMails>[0]));
    const eml = readdirSync(directory).find((file) => file.endsWith(".eml")) as string;
    expect(readFileSync(path.join(directory, eml), "utf8")).toMatch(
      new RegExp(`^Reply-To: ${site.supportEmail}$`, "m"),
    );
  });
});

/** Every string of a catalog outside plural forms (those are chosen by count through plural()). */
function loneStrings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (isPluralForms(value)) return [];
  if (value && typeof value === "object") return Object.values(value).flatMap(loneStrings);
  return [];
}

describe("words the customer reads", () => {
  const { staff: _staffInvoices, ...invoicesForCustomers } = invoicesEn;
  const customerEnglish = [
    en,
    salesEn,
    articlesEn,
    toolsEn,
    mailEn,
    bookingsEn,
    bookingMailsEn,
    invoicesForCustomers,
    licenceCheckEn,
    myDataEn,
  ].flatMap(strings);

  it('says "place", "the payment method you used" and "call us on" in English', () => {
    for (const text of customerEnglish) {
      // A place on a course; the car's seat is still a seat.
      expect(text.replace(/\b(back|passenger|child|your) seat\b/gi, ""), text).not.toMatch(/\bseats?\b/i);
      expect(text, text).not.toMatch(/card you paid with|call us at/i);
    }
    expect(bookingsEn.change.refundRequested).toContain("by the payment method you used");
    expect(bookingsEn.change.cutOff).toContain("call us on {phone}");
  });

  it("uses the site's Spanish terms", () => {
    const spanish = Object.values(catalogs).flatMap((catalog) => strings(catalog.es));
    for (const text of spanish) expect(text, text).not.toMatch(/examen de la vista|prueba de visión/i);
    expect(bookingsEs.waitlist.bookWith).toContain("test de visión");
    expect(bookingsEs.staff.states.offered).toContain("hasta el {until}");
    expect(invoicesEs.pdf.creditNote["partial-refund"]).toBe("Factura rectificativa");
    expect(strings(bookingMailsEs).some((text) => text.startsWith("Elige tú"))).toBe(true);
    expect(strings(bookingMailsEs).some((text) => text.includes("se acerca"))).toBe(true);
    expect(staffDataRequestsEs.columns.requested).toBe("Solicitado el");
    expect(staffDataRequestsEn.columns.requested).toBe("Asked on");
  });

  it("counts through plural(): no text puts a number before a plural noun on its own", () => {
    for (const locale of ["en", "es"] as const) {
      for (const catalog of Object.values(catalogs))
        for (const text of loneStrings(catalog[locale]))
          expect(text, text).not.toMatch(/\{count\} (?!\w+:)[\p{L}-]+s\b/u);
    }
    expect(plural(staffDataRequestsEn.customer.done.kept, 1, "en")).not.toContain("1 purchases");
    expect(plural(staffDataRequestsEs.customer.done.kept, 1, "es")).not.toContain("1 compras");
  });
});
