import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { firstAidSchedule } from "~/content/schedule";
import { site } from "~/content/site";
import {
  englishTheoryLessonsHtml,
  itemArticle,
  type LegalSlug,
  legalPageHtml,
  openingHoursTable,
} from "./articles.server";
import { SESSION_ABSOLUTE_DAYS } from "../auth/current-user.server";
import { guideHtml } from "./guide.server";
import { STAFF_IDLE_HOURS } from "../auth/staff-session.server";
import { legalFilesOnDisk, legalHtml, withdrawalHtml } from "./legal-documents.server";

const locales = ["en", "es"] as const;
const legalSlugs: LegalSlug[] = ["legal-notice", "contact-information", "privacy-policy", "terms-of-service"];

describe("articles", () => {
  it.each(locales)("renders every legal page in %s with the site config filled in", (locale) => {
    for (const slug of legalSlugs) {
      const html = legalPageHtml(slug, locale);
      expect(html).not.toContain("{{");
      expect(html).toContain("<h2");
    }
    const notice = legalPageHtml("legal-notice", locale);
    for (const value of [site.contactEmail, site.office.street, site.office.postalCode, site.vatId]) {
      expect(notice).toContain(value);
    }
  });

  it.each(locales)("names the processors of the site config in the privacy policy (%s)", (locale) => {
    const html = legalPageHtml("privacy-policy", locale);
    for (const entry of Object.values(site.processors)) {
      expect(html).toContain(entry.name);
      expect(html).toContain(entry.address);
      expect(html).toContain(entry.country[locale]);
    }
    // No page embeds a video site (our videos are self-hosted), so the policy names none.
    expect(html).not.toMatch(/youtube/i);
  });

  // The mail reads the files from disk; the customer gets what the pages show.
  it.each(locales)("renders the same terms from the page bundle and from disk (%s)", (locale) => {
    const page = legalPageHtml("terms-of-service", locale);
    expect(legalHtml(legalFilesOnDisk, "terms-of-service", locale)).toBe(page);
    // Section 11 of the terms is the withdrawal document, one heading level down.
    const withdrawal = withdrawalHtml(legalFilesOnDisk, locale).replace(
      /<(\/?)h([2-5])>/g,
      (_m, slash: string, level: string) => `<${slash}h${Number(level) + 1}>`,
    );
    expect(page).toContain(withdrawal);
  });

  // Art. 9 (2) a GDPR: the policy says how the health-data consent is given (as the payment page
  // really asks for it: a required field of its own, not a tick box) and withdrawn.
  it.each(locales)("explains the separate consent to the eye test's health data (%s)", (locale) => {
    const html = legalPageHtml("privacy-policy", locale);
    for (const statement of locale === "en"
      ? [
          "Health data: the eye test and medical notes",
          "a required field of its own for it, apart from our terms",
          "choosing &quot;Yes, I consent&quot; there",
          "Nothing is chosen in advance",
          "we ask you for it in writing before the eye test",
          "signed a short consent form",
          "How you withdraw it.",
        ]
      : [
          "Datos de salud: el test de visión y las notas médicas",
          "un campo obligatorio propio para darlo, aparte de nuestras condiciones",
          "eligiendo allí «Sí, doy mi consentimiento»",
          "No hay nada elegido de antemano",
          "te lo pedimos por escrito antes del test de visión",
          "firmado un breve formulario de consentimiento",
          "Cómo lo retiras.",
        ])
      expect(html).toContain(statement);
    // No tick box on the payment page: the provider's page has none for this consent.
    expect(html).not.toMatch(/separate box for this consent|never ticked in advance|una casilla propia/);
    // One address to withdraw it, the one the purchase mail names (mail-builders.server.test.ts).
    const withdraw = /(How you withdraw it|Cómo lo retiras)\.[^]*?<\/p>/.exec(html)?.[0] ?? "";
    expect(withdraw).toContain(`mailto:${site.contactEmail}`);
    expect(withdraw).not.toContain(site.supportEmail);
    // The old wording took handing over a document for consent.
    expect(html).not.toMatch(/which you give when you hand them to us|que nos das al entregárnoslos/);
  });

  // The offline course stores pages and grades on the customer's device (§ 25 TDDDG, Art. 13 GDPR):
  // the policy says what, until when, what the server keeps and what logout deletes, naming the
  // same storage as the code (the outbox's database, logout's Clear-Site-Data).
  it.each(locales)(
    "explains the offline course, the grades waiting on the device and logout (%s)",
    (locale) => {
      const html = legalPageHtml("privacy-policy", locale);
      const outboxName = /const DB_NAME = "([^"]+)"/.exec(
        readFileSync(path.join(process.cwd(), "app/components/review/course-outbox.ts"), "utf8"),
      )?.[1];
      expect(outboxName).toBe("course-outbox");
      expect(html).toContain(outboxName);
      expect(html).toContain("Clear-Site-Data");
      for (const statement of locale === "en"
        ? [
            "The online course on your device",
            "register a <strong>service worker</strong>",
            "the lessons you have opened",
            "the date your course access ends",
            "until you log out",
            "when another customer opens the course in the same browser",
            "Grades and completed lessons waiting on your device",
            "removed from the queue once our server has answered",
            "your grades with their time",
            "when the phrase is due again",
            "the service worker with all its copies, and the queue with any grades and completed lessons not yet sent",
          ]
        : [
            "El curso online en tu dispositivo",
            "registran un <strong>trabajador de servicio</strong>",
            "las lecciones que has abierto",
            "la fecha en que termina tu acceso al curso",
            "hasta que cierras la sesión",
            "cuando otro cliente abre el curso en el mismo navegador",
            "Calificaciones y lecciones completadas pendientes en tu dispositivo",
            "se quitan de la cola cuando nuestro servidor ha respondido",
            "tus calificaciones con su hora",
            "cuándo toca repasarla de nuevo",
            "el trabajador de servicio con todas sus copias y la cola con las calificaciones y lecciones completadas que aún no se hayan enviado",
          ])
        expect(html).toContain(statement);
      const logout = readFileSync(path.join(process.cwd(), "app/routes/logout.ts"), "utf8");
      expect(logout).toContain(`"Clear-Site-Data": '"cookies", "storage"'`);
    },
  );

  it.each(locales)("shows the opening hours of the site config on the contact page (%s)", (locale) => {
    const html = legalPageHtml("contact-information", locale);
    expect(html).toContain("<table>");
    for (const { days, hours } of site.openingHours) {
      expect(html).toContain(`<td>${days[locale]}</td>`);
      if (hours) expect(html).toContain(`<td>${hours.opens}–${hours.closes}</td>`);
    }
    expect(openingHoursTable(locale).split("\n")).toHaveLength(site.openingHours.length + 2);
    expect(html).toContain(locale === "en" ? "<td>closed</td>" : "<td>cerrado</td>");
  });

  it.each(locales)("keeps the business rules in the terms of service (%s)", (locale) => {
    const html = legalPageHtml("terms-of-service", locale);
    for (const rule of locale === "en"
      ? [
          "24 hours before",
          "1 day before",
          "14 calendar days",
          "fourteen days",
          "required box on the payment page",
        ]
      : [
          "24 horas antes",
          "1 día antes",
          "14 días naturales",
          "catorce días",
          "casilla obligatoria en la página de pago",
        ])
      expect(html).toContain(rule);
  });

  it.each(locales)("renders the English theory lessons article in %s with the partner links", (locale) => {
    const html = englishTheoryLessonsHtml(locale);
    expect(html).toContain(`href="${site.partners.theoryGuidebook}"`);
    expect(html).toContain(`href="${site.partners.theoryInstructorWebsite}"`);
  });

  it.each(locales)("gives tips and trips whose images exist in public/ (%s)", (locale) => {
    const tips = itemArticle("exam-anxiety-tips", locale);
    const trips = itemArticle("family-day-trips", locale);
    expect(tips.items).toHaveLength(5);
    expect(trips.items).toHaveLength(10);
    for (const item of [...tips.items, ...trips.items]) {
      expect(existsSync(path.join("public", item.image))).toBe(true);
      expect(item.html).toMatch(/^<p>/);
    }
  });

  it.each(locales)("splits the guide before its closing call to action (%s)", (locale) => {
    const { bodyHtml, closingHtml } = guideHtml(locale);
    expect(bodyHtml).toContain("<table>");
    expect(closingHtml).toMatch(/^<h2>/);
    expect(closingHtml.match(/<h2>/g)).toHaveLength(1);
  });

  it.each(locales)("states the booking deadlines in the guide (%s)", (locale) => {
    const { bodyHtml } = guideHtml(locale);
    for (const rule of locale === "en"
      ? ["24 hours before", "1 day before"]
      : ["24 horas antes", "1 día antes"])
      expect(bodyHtml).toContain(rule);
    expect(bodyHtml).toContain(`href="${locale === "en" ? "" : "/es"}/terms-of-service"`);
  });
  // Art. 13 GDPR where the data are collected, Art. 5 (1)(e) for how long: the waiting list (purpose,
  // legal basis, confirmation by link, retention) and the data of a login, with the periods the code
  // keeps them (the schedule's confirmation and hold, the sessions' ends and their clean-up).
  it.each(locales)("describes the waiting list and what a login stores, for how long (%s)", (locale) => {
    const html = legalPageHtml("privacy-policy", locale);
    const { waitlistConfirmHours, waitlistHoldHours } = firstAidSchedule;
    const statements =
      locale === "en"
        ? [
            "The waiting list of a first-aid course date",
            `confirmed with the button on the page, within ${waitlistConfirmHours} hours`,
            `hold it for them for ${waitlistHoldHours} hours`,
            "Steps taken at your request before a contract (Art. 6(1)(b) GDPR)",
            "deleted the day after the course date",
            "user agent (the name and version your browser sends)",
            `at the latest ${SESSION_ABSOLUTE_DAYS} days after you logged in`,
            `staff sessions end after ${STAFF_IDLE_HOURS} hours without use`,
            "runs every hour and deletes ended sessions",
          ]
        : [
            "La lista de espera de una fecha del curso de primeros auxilios",
            `confirmado con el botón de la página, en un plazo de ${waitlistConfirmHours} horas`,
            `se la guardamos durante ${waitlistHoldHours} horas`,
            "Medidas precontractuales adoptadas a petición tuya (art. 6, apartado 1, letra b, RGPD)",
            "se borran el día siguiente a la fecha del curso",
            "la dirección IP y el agente de usuario del navegador",
            `como muy tarde ${SESSION_ABSOLUTE_DAYS} días después de iniciarla`,
            `las sesiones del personal terminan tras ${STAFF_IDLE_HOURS} horas sin uso`,
            "se ejecuta cada hora y borra las sesiones terminadas",
          ];
    for (const statement of statements) expect(html).toContain(statement);
  });
});
