import type { Locale } from "~/i18n/locale";
import { brand } from "./brand";

// The real brand, addresses and numbers are the school's to fill in. These are neutral, clearly fictional
// defaults (example.com, a 0000 number) that the school replaces here (and in brand.ts), and only there.
export const site = {
  // Brand name, contact and support addresses: replace them in brand.ts.
  ...brand,
  /**
   * Years the staff audit log keeps an entry before housekeeping removes it (Art. 5 (1)(e) GDPR;
   * docs/decisions/049). The database's staff_audit_log_retention() holds the same period, which
   * it enforces; a test keeps the two equal.
   */
  auditLogYears: 2,
  legalName: "MainDrive Fahrschule & Führerscheinservice (Musterfamilie GbR)",
  owners: ["Ana Muster", "Jonas Muster"],
  phoneDisplay: "+49 69 0000 0000",
  // The person a company's e-invoice names for questions about it (its seller contact, which an
  // XRechnung must state beside the phone number and the support address).
  invoiceContactName: "Ana Muster",
  vatId: "DE000000000",
  // Invoice and credit-note numbers: one series per calendar year, "<prefix><year>-<five digits>".
  // A prefix ("MD-") lets the accountant tell the school's series from another's; empty by default.
  invoiceNumberPrefix: "",
  register: "—",
  office: {
    street: "Musterstraße 1",
    postalCode: "60311",
    city: "Frankfurt am Main",
    country: { en: "Germany", es: "Alemania" },
  },
  firstAidVenue: {
    name: "Erste-Hilfe-Institut Sachsenhausen",
    street: "Schweizer Straße 00",
    postalCode: "60594",
    city: "Frankfurt am Main",
    district: "Sachsenhausen",
    /** The link the booking mails give for the way there. */
    mapLink: "https://www.openstreetmap.org/?mlat=50.102&mlon=8.682#map=17/50.102/8.682",
  },
  // Bank transfers the office records before the money arrives: the account the invoice names,
  // the days the invoice gives to pay, and the days after the due date when the one reminder goes.
  // These placeholders (or empty fields) keep the server from starting on a public origin
  // (go-live.server.ts) until the school's own account is filled in.
  bankTransfer: {
    accountHolder: "MainDrive Fahrschule (Musterfamilie GbR)",
    iban: "DE00 0000 0000 0000 0000 00",
    bic: "XXXXDEFFXXX",
    paymentDays: 14,
    reminderDaysAfterDue: 7,
  },
  // The reminder mail before a first-aid course: this many days before the course day, sent from
  // this time of day (school time) on; a booking made later than that gets none.
  firstAidReminder: {
    leadDays: 2,
    sendAt: "10:00",
  },
  // Review invitations: sent the day after a service was finished (the office marks attendance
  // after the course), for services finished at most `withinDays` ago (a site going live does not
  // invite its whole history at once), with one reminder `reminderAfterDays` after the invitation.
  reviewInvitations: {
    afterDays: 1,
    withinDays: 30,
    reminderAfterDays: 7,
    /** A review's longest text and the school's longest reply, in characters. */
    maxLength: 2000,
  },
  // Contact page (legal/*/contact-information.md, token {{site.openingHours}}). Times are the same in
  // both languages; `null` means closed that day.
  openingHours: [
    { days: { en: "Monday to Friday", es: "De lunes a viernes" }, hours: { opens: "9:00", closes: "18:00" } },
    { days: { en: "Saturday", es: "Sábado" }, hours: { opens: "9:00", closes: "13:00" } },
    { days: { en: "Sunday", es: "Domingo" }, hours: null },
  ],
  // The processors the privacy policy names (Art. 13 GDPR: recipients). Fictional like the rest.
  processors: {
    hosting: {
      name: "Example Hosting GmbH",
      address: "Musterstraße 1, 60311 Frankfurt am Main",
      country: { en: "Germany", es: "Alemania" },
    },
    email: {
      name: "Example Mail Delivery GmbH",
      address: "Beispielweg 2, 10115 Berlin",
      country: { en: "Germany", es: "Alemania" },
    },
    flipbook: {
      name: "Example Flipbook GmbH",
      address: "Musterallee 3, 80331 München",
      country: { en: "Germany", es: "Alemania" },
    },
  },
  // Licence check: the "apply by" date counts back this many weeks from the end of the
  // 6 months. An estimate from the school's experience, not a law: the typical time from asking
  // the Frankfurt licence office for an appointment to holding the German licence.
  // The school's own inbox for notices about purchases, overbooked course dates and
  // mail that could not be delivered, in the office's working language (one language, decision 016).
  // An example.com address here keeps the server from starting on a public origin (go-live.server.ts).
  schoolNotifications: {
    email: "office@example.com",
    locale: "en" as Locale,
  },
  licenceOffice: {
    typicalWaitWeeks: 8,
  },
  // Chat: a WhatsApp click-to-chat link with a prefilled text per page and language.
  chat: {
    number: "4969000000000",
    prefilled: {
      general: {
        en: "Hello! I have a question about converting my driving licence.",
        es: "¡Hola! Tengo una pregunta sobre la conversión de mi permiso de conducir.",
      },
    },
  },
  partners: {
    theoryInstructorWebsite: "https://partner-driving-school.example.com/",
    theoryGuidebook: "https://guidebook.example.com/",
    reviewsPage: "https://reviews.example.com/maindrive",
  },
  // Third-party frames, loaded only after a click. Their origins form the CSP frame-src.
  embeds: {
    officeMap:
      "https://www.openstreetmap.org/export/embed.html?bbox=8.672%2C50.105%2C8.692%2C50.115&layer=mapnik&marker=50.110%2C8.682",
    firstAidMap:
      "https://www.openstreetmap.org/export/embed.html?bbox=8.672%2C50.097%2C8.692%2C50.107&layer=mapnik&marker=50.102%2C8.682",
    /** The partner driving school of our English theory instructor (english-theory-lessons). */
    partnerSchoolMap:
      "https://www.openstreetmap.org/export/embed.html?bbox=8.695%2C50.120%2C8.715%2C50.130&layer=mapnik&marker=50.125%2C8.705",
    flipbook: {
      en: "https://flipbook.example.com/tech-questions-en/",
      es: "https://flipbook.example.com/tech-questions-es/",
    } satisfies Record<Locale, string>,
  },
} as const;

/** Origins allowed in frame-src: exactly the embeds above. */
export function frameHosts(): string[] {
  const urls = [
    site.embeds.officeMap,
    site.embeds.firstAidMap,
    site.embeds.partnerSchoolMap,
    ...Object.values(site.embeds.flipbook),
  ];
  return [...new Set(urls.map((url) => new URL(url).origin))];
}

/** Click-to-chat link with the page's prefilled text in the page's language. */
export function chatLink(text: string): string {
  return `https://wa.me/${site.chat.number}?text=${encodeURIComponent(text)}`;
}
