import type { InvoicePdfTexts } from "./invoices-en";

// The PDF's German labels: an invoice of a German business is issued in German (§ 14 UStG), with the
// customer's language beside each label (invoices-en.ts / invoices-es.ts, the same keys).
export default {
  invoice: "Rechnung",
  // A refund corrects the invoice (§ 17 UStG); never "Gutschrift", which in VAT law is an
  // invoice the recipient issues for what it bought (§ 14 (2) S. 2 UStG).
  creditNote: {
    "partial-refund": "Rechnungskorrektur",
    "full-refund": "Stornorechnung",
    "billing-correction": "Stornorechnung",
    "service-date-correction": "Stornorechnung",
  },
  // Money that went back with no credit note: the consideration was reduced all the same (§ 17 UStG).
  correction: {
    "refund-without-invoice": "Korrektur: Erstattung ohne Rechnung",
    "lost-dispute": "Korrektur: verlorene Rückbuchung (Chargeback)",
  },
  number: "Nummer",
  issuedOn: "Datum",
  serviceOn: "Leistungsdatum",
  // § 14 (4) Nr. 6 UStG: a booked day not yet reached is the planned date; a service paid ahead for
  // days not yet fixed says so instead of a date (§ 14 (5) UStG).
  serviceStates: {
    rendered: "erbracht",
    planned: "geplant",
    prepaid: "Vorauszahlung – Leistung noch nicht erbracht",
  },
  eyeTest: "Sehtest",
  vatBreakdown: "USt-Aufschlüsselung",
  vatAtRate: "USt {rate} %",
  // § 14 (4) Nr. 8 UStG: an exempt service is marked as exempt, with the rule that exempts it.
  exempt: "Leistungen zu 0 %: steuerfrei nach § 4 Nr. 21 UStG.",
  corrects: "Korrigiert die Rechnung {number} vom {date}",
  seller: "Rechnungssteller",
  vatId: "USt-IdNr.",
  customer: "Rechnungsempfänger",
  description: "Leistung",
  net: "Netto",
  vatRate: "USt-Satz",
  vat: "USt",
  gross: "Brutto",
  total: "Gesamtbetrag",
  paidBy: {
    card: "Bezahlt per Karte am {date}.",
    "bank-transfer": "Bezahlt per Überweisung am {date}.",
    cash: "Bar bezahlt am {date}.",
  },
  refunded: "Erstattet am {date} auf dem ursprünglichen Zahlungsweg.",
  billingCorrected: "Storno wegen Korrektur der Rechnungsangaben.",
  serviceDateCorrected:
    "Storno wegen Verlegung des Leistungstermins; die neue Rechnung nennt den neuen Termin.",
  dueBy: "Bitte überweisen Sie den Betrag bis zum {date} unter Angabe der Rechnungsnummer.",
  payee: "Kontoinhaber: {holder} · IBAN: {iban} · BIC: {bic}",
  reference: "Zahlungsreferenz: {reference}",
  page: "Seite {page} von {pages}",
} satisfies InvoicePdfTexts;
