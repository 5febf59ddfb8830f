import { describe, expect, it } from "vitest";
import { site } from "~/content/site";
import { formatMoney } from "~/i18n/format";
import type { Locale } from "~/i18n/locale";
import {
  accountUpdatedMail,
  type PurchaseConfirmation,
  passwordResetMail,
  setPasswordMail,
} from "./mail-builders.server";
import { writtenFiles } from "../../../tests/support/mail-files";

// § 312f (2) BGB: the purchase confirmation carries, in the customer's language, the
// contract's content, the terms and the withdrawal information with the model withdrawal form
// (Anlage 2 EGBGB) as documents to keep, and for the course the § 356 (5) BGB waiver.

const publicUrl = "https://www.maindrive.test";

function purchase(overrides: Partial<PurchaseConfirmation> = {}): PurchaseConfirmation {
  return {
    publicUrl,
    productName: "Understand the Examiner",
    amountCents: 5000,
    orderedOn: "2026-11-23",
    digitalWaiver: true,
    ...overrides,
  };
}

const expected = {
  en: {
    files: ["terms-of-service.html", "withdrawal-information-and-form.html"],
    termsHeadings: ["1. Scope", "11. Right of withdrawal for consumers", "Right of withdrawal"],
    form: [
      "Model withdrawal form",
      "(Complete and return this form only if you wish to withdraw from the contract.)",
      "I/We (*) hereby give notice that I/We (*) withdraw from my/our (*) contract for the provision of the following service (*) / for the supply of the following digital content (*):",
      "Ordered on (*) / received on (*):",
      "Name of consumer(s):",
      "Address of consumer(s):",
      "Signature of consumer(s) (only if this form is notified on paper):",
      "Date:",
      "(*) Delete as appropriate.",
    ],
    policy: [
      "You have the right to withdraw from this contract within fourteen days",
      "Consequences of withdrawal",
    ],
    to: "To ",
    order: [
      "Your order",
      "Product: Understand the Examiner",
      `Price: ${formatMoney(5000, "en")}`,
      "Ordered on: 23 November 2026",
    ],
    waiver: "you thereby lose your right of withdrawal",
    attached: "the withdrawal information with the model withdrawal form",
    health: "You consented to us and our partner institute processing your eye test result",
  },
  es: {
    files: ["condiciones-del-servicio.html", "informacion-desistimiento-y-formulario.html"],
    termsHeadings: ["1. Ámbito", "11. Derecho de desistimiento para consumidores"],
    form: [
      "Modelo de formulario de desistimiento",
      "(Solo debe cumplimentar y enviar el presente formulario si desea desistir del contrato).",
      "Por la presente le comunico/comunicamos (*) que desisto de mi/desistimos de nuestro (*) contrato de prestación del siguiente servicio (*) / de suministro del siguiente contenido digital (*):",
      "Pedido el (*) / recibido el (*):",
      "Nombre del consumidor o de los consumidores:",
      "Domicilio del consumidor o de los consumidores:",
      "Firma del consumidor o de los consumidores (solo si el presente formulario se presenta en papel):",
      "Fecha:",
      "(*) Táchese lo que no proceda.",
    ],
    policy: [
      "Tienes derecho a desistir del presente contrato en un plazo de catorce días",
      "Consecuencias del desistimiento",
    ],
    to: "A la atención de ",
    order: [
      "Tu pedido",
      "Producto: Entiende al examinador",
      `Precio: ${formatMoney(5000, "es")}`,
      "Fecha del pedido: 23 de noviembre de 2026",
    ],
    waiver: "pierdes tu derecho de desistimiento",
    attached: "la información sobre el desistimiento con el modelo de formulario de desistimiento",
    health:
      "Diste tu consentimiento para que nosotros y nuestro instituto colaborador tratemos el resultado de tu test de visión",
  },
} satisfies Record<Locale, unknown>;

/** An HTML document's visible text, entities decoded, whitespace collapsed. */
function textOf(html: string): string {
  return html
    .replace(/<[^>]+>/g, " ")
    .replace(/&#(\d+);/g, (_m, code: string) => String.fromCharCode(Number(code)))
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/[ \t\r\n]+/g, " ");
}

describe.each(["en", "es"] as const)("purchase confirmation in %s", (locale) => {
  const t = expected[locale];
  const productName = locale === "en" ? "Understand the Examiner" : "Entiende al examinador";
  const mails = {
    "set-password": setPasswordMail({
      to: "ana@example.com",
      locale,
      name: "Ana",
      link: `${publicUrl}/set-password?token=abc`,
      validDays: 7,
      purchase: purchase({ productName }),
    }),
    "account-updated": accountUpdatedMail({
      to: "ana@example.com",
      locale,
      name: "Ana",
      link: `${publicUrl}/login`,
      purchase: purchase({ productName }),
    }),
  };

  it.each(Object.entries(mails))("%s: attaches the terms and the withdrawal form", (_kind, mail) => {
    expect(mail.attachments.map((file) => file.filename)).toEqual(t.files);
    for (const file of writtenFiles(mail.attachments)) {
      expect(file.contentType).toBe("text/html; charset=utf-8");
      expect(file.content).toMatch(new RegExp(`^<!doctype html>\\n<html lang="${locale}-(GB|ES)">`));
      // Saved on the customer's disk, a site path would lead nowhere: every link names the site.
      expect(file.content).not.toMatch(/href="\//);
      expect(file.content).not.toMatch(/\{\{/);
    }
    const [terms, withdrawal] = writtenFiles(mail.attachments).map((file) => textOf(file.content)) as [
      string,
      string,
    ];
    for (const heading of t.termsHeadings) expect(terms).toContain(heading);
    // The terms carry the withdrawal information too (their section 11), from the same file.
    for (const line of [...t.policy, ...t.form]) {
      expect(withdrawal).toContain(line);
      expect(terms).toContain(line);
    }
    // The form names the school from the site config: name, address and e-mail (Anlage 2 EGBGB).
    const { office } = site;
    const country = office.country[locale];
    expect(withdrawal).toContain(
      `${t.to}${site.legalName}, ${office.street}, ${office.postalCode} ${office.city}, ${country}`,
    );
    expect(withdrawal).toContain(site.contactEmail);
  });

  it.each(Object.entries(mails))(
    "%s: states the order, the waiver and the terms in the mail",
    (_kind, mail) => {
      for (const line of t.order) {
        expect(mail.text).toContain(line);
        expect(textOf(mail.html)).toContain(line);
      }
      expect(mail.text).toContain(t.waiver);
      expect(mail.text).toContain(t.attached);
      expect(mail.text).toContain(`${publicUrl}/${locale === "es" ? "es/" : ""}terms-of-service`);
      expect(mail.text).not.toContain(t.health);
    },
  );

  it("titles an existing customer's mail as the confirmation of what they booked", () => {
    expect(mails["account-updated"].subject).toBe(
      locale === "en"
        ? `Your booking confirmation: ${productName}`
        : `Confirmación de tu reserva: ${productName}`,
    );
    expect(mails["account-updated"].subject).not.toMatch(/updated|actualizad/i);
  });

  it("names the course date and confirms the health-data consent of an eye-test booking", () => {
    const mail = accountUpdatedMail({
      to: "ana@example.com",
      locale,
      link: `${publicUrl}/login`,
      purchase: purchase({
        productName: "First Aid + Eye Test",
        amountCents: 7500,
        digitalWaiver: false,
        courseDate: "2026-12-05",
        healthDataConsent: true,
      }),
    });
    expect(mail.text).toContain(
      locale === "en"
        ? "Course date: Saturday, 5 December 2026"
        : "Fecha del curso: sábado, 5 de diciembre de 2026",
    );
    expect(mail.text).toContain(t.health);
    // The address to withdraw it is the privacy policy's (articles.server.test.ts): the contact one.
    const healthLine = mail.text.split("\n").find((line) => line.includes(t.health));
    expect(healthLine).toContain(site.contactEmail);
    expect(healthLine).not.toContain(site.supportEmail);
    // Not digital content: no waiver, but the documents all the same.
    expect(mail.text).not.toContain(t.waiver);
    expect(mail.attachments.map((file) => file.filename)).toEqual(t.files);
  });

  it("sends no documents with a password reset", () => {
    const mail = passwordResetMail({ to: "ana@example.com", locale, link: `${publicUrl}/x`, validHours: 1 });
    expect(mail.attachments).toEqual([]);
  });
});
