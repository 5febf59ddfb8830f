import { describe, expect, it } from "vitest";
import type { Locale } from "./locale";
import { isPluralForms, type PluralForms, plural } from "./plural";

// Every text that puts a count before a noun, rendered with 0, 1, 2 and 5 in both languages: the
// noun takes the form the language's plural rules ask for ("1 phrase", "0 phrases"; "1 frase",
// "0 frases"). The texts are found by walking every message catalog, so a new counted text must
// be listed here with its noun.

const catalogs = import.meta.glob<{ default: unknown }>("./messages/**/*.ts", { eager: true });
const english = Object.keys(catalogs).filter((file) => /(^|\/|-)en\.ts$/.test(file));

/** Pairs of catalogs: every English message file with its Spanish one. */
const pairs: [string, unknown, unknown][] = [
  ...english.map((file): [string, unknown, unknown] => {
    const spanish = file.replace(/(^|\/|-)en\.ts$/, "$1es.ts");
    const name = file.replace(/^\.\/messages\//, "").replace(/(^|-)en\.ts$/, "");
    return [name || "messages", catalogs[file]?.default, catalogs[spanish]?.default];
  }),
];

/** Every counted text of a catalog pair, by path, with both languages' forms. */
function countedTexts(): Map<string, Record<Locale, PluralForms>> {
  const found = new Map<string, Record<Locale, PluralForms>>();
  const walk = (path: string, en: unknown, es: unknown) => {
    if (isPluralForms(en)) {
      expect(isPluralForms(es), `${path} has plural forms in English only`).toBe(true);
      found.set(path, { en, es: es as PluralForms });
    } else if (en && typeof en === "object")
      for (const [key, value] of Object.entries(en))
        walk(`${path}.${key}`, value, (es as Record<string, unknown> | undefined)?.[key]);
  };
  for (const [name, en, es] of pairs) walk(name, en, es);
  return found;
}

/** Singular and plural of the counted noun per language; null: the language names none. */
type Nouns = Record<Locale, [string, string] | null>;
const day: Nouns = { en: ["day", "days"], es: ["día", "días"] };
const phrase: Nouns = { en: ["phrase", "phrases"], es: ["frase", "frases"] };
const lesson: Nouns = { en: ["lesson", "lessons"], es: ["lección", "lecciones"] };
const seat: Nouns = { en: ["seat", "seats"], es: ["plaza", "plazas"] };

const nouns: Record<string, Nouns> = {
  "messages.firstAid.spotsLeft": { en: ["spot", "spots"], es: seat.es },
  "bookings.choice.seatsLeft": { en: ["place", "places"], es: seat.es },
  "messages.course.reviewDue": phrase,
  "messages.course.sampleIntro": lesson,
  "messages.course.guaranteeDays": day,
  "pages/review.summaryReviewed": phrase,
  "pages/review.summaryMore": phrase,
  "pages/review.pending": { en: ["grade", "grades"], es: ["calificación", "calificaciones"] },
  "pages/understand-the-examiner.hourCount": { en: ["hour", "hours"], es: ["hora", "horas"] },
  "pages/understand-the-examiner.moduleCount": { en: ["module", "modules"], es: ["módulo", "módulos"] },
  "pages/understand-the-examiner.lessonCount": lesson,
  "pages/understand-the-examiner.monthCount": { en: ["month", "months"], es: ["mes", "meses"] },
  "pages/home.ratingLabel": { en: ["review", "reviews"], es: ["opinión", "opiniones"] },
  "sales.reviews.summary": { en: ["review", "reviews"], es: ["reseña", "reseñas"] },
  "sales.reviews.languageSummary": { en: ["review", "reviews"], es: ["reseña", "reseñas"] },
  "customer-reviews.form.stars": { en: ["star", "stars"], es: ["estrella", "estrellas"] },
  "licence-check.deadlines.applyByNote": { en: ["week", "weeks"], es: ["semana", "semanas"] },
  "staff-dashboard.lastDays": day,
  "staff-dashboard.bookedCount": { en: null, es: ["reserva", "reservas"] },
  "staff-dashboard.seatCount": seat,
  "staff-dates.dates.bookedCount": { en: null, es: ["reserva", "reservas"] },
  "staff-dates.dates.seatCount": seat,
  "staff-dates.dates.seatsBooked": seat,
  "staff-dates.dates.cancelledWithBookings": { en: ["booking", "bookings"], es: ["reserva", "reservas"] },
  "staff-exports.count": { en: ["document", "documents"], es: ["documento", "documentos"] },
  "first-aid-office.message.confirmCount": {
    en: ["attendee", "attendees"],
    es: ["participante", "participantes"],
  },
  "staff-customers.search.more": { en: ["customer", "customers"], es: ["cliente", "clientes"] },
  "staff-customers.customer.course.progress": lesson,
  "mail.setPassword.action": day,
  "mail.staffInvite.action": day,
  "mail.passwordReset.action": { en: ["hour", "hours"], es: ["hora", "horas"] },
  "mail.signInLink.action": { en: ["hour", "hours"], es: ["hora", "horas"] },
  "mail.emailChange.action": { en: ["hour", "hours"], es: ["hora", "horas"] },
  "mail.accountDeleted.seats": { en: ["place", "places"], es: ["plaza", "plazas"] },
  "staff-data-requests.customer.done.kept": { en: ["purchase", "purchases"], es: ["compra", "compras"] },
  "staff-data-requests.customer.done.seats": { en: ["booking", "bookings"], es: ["reserva", "reservas"] },
  "school-notices.mailFailed.intro": { en: ["attempt", "attempts"], es: ["intento", "intentos"] },
  "missing-invoices.exports.count": { en: ["purchase", "purchases"], es: ["compra", "compras"] },
  "missing-invoices.exports.waitingForAddress": { en: ["purchase", "purchases"], es: ["compra", "compras"] },
  "missing-invoices.exports.done.invoices-issued": {
    en: ["invoice", "invoices"],
    es: ["factura", "facturas"],
  },
};

/** The word alone, not inside another ("phrase" is not in "phrases"). */
const word = (text: string) => new RegExp(`(?<![\\p{L}])${text}(?![\\p{L}])`, "u");
const other = { average: "4.7", completed: 3, percent: "11%", month: "November 2026" };

describe("plural", () => {
  it("picks the form by the language's plural rules and writes the count", () => {
    const forms = { one: "1 phrase", other: "{count} phrases" };
    expect([0, 1, 2, 5].map((n) => plural(forms, n, "en"))).toEqual([
      "0 phrases",
      "1 phrase",
      "2 phrases",
      "5 phrases",
    ]);
    const frases = { one: "1 frase", other: "{count} frases" };
    expect([0, 1, 2, 5].map((n) => plural(frases, n, "es"))).toEqual([
      "0 frases",
      "1 frase",
      "2 frases",
      "5 frases",
    ]);
    // Numbers as the language writes them; Spanish's "many" (a million) falls back to "other".
    expect(plural(frases, 1_000_000, "es")).toBe("1.000.000 frases");
    expect(plural({ one: "{count} of {n}", other: "{count} of {n}s" }, 1, "en", { n: "x" })).toBe("1 of x");
  });

  it("lists every counted text of the messages with its noun", () => {
    expect([...countedTexts().keys()].sort()).toEqual(Object.keys(nouns).sort());
  });

  const cases = [...countedTexts()].flatMap(([path, forms]) =>
    (["en", "es"] as const).flatMap((locale) =>
      [0, 1, 2, 5].map((n) => [path, locale, n, forms[locale]] as const),
    ),
  );

  it.each(cases)("%s (%s) with %i", (path, locale, n, forms) => {
    const text = plural(forms, n, locale, other);
    expect(text).not.toMatch(/\{\w+\}/);
    const noun = nouns[path]?.[locale];
    if (n !== 1 || /\d/.test(text)) expect(text).toMatch(new RegExp(`(?<!\\d)${n}(?!\\d)`));
    if (!noun) return;
    const [singular, pluralForm] = noun;
    expect(text).toMatch(word(n === 1 ? singular : pluralForm));
    expect(text).not.toMatch(word(n === 1 ? pluralForm : singular));
  });
});
