import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import bookingMailsEn from "~/i18n/messages/booking-mails-en";
import bookingMailsEs from "~/i18n/messages/booking-mails-es";
import refundRequestsEn from "~/i18n/messages/refund-requests-en";
import refundRequestsEs from "~/i18n/messages/refund-requests-es";

// A date the school moves or cancels is not the date the customer bought: they may take another
// date free of charge or withdraw with the full price back (§§ 323, 346 BGB). The terms promise
// both, and the mails that tell of a move or a cancellation offer both, in each language; the
// office's form closes a request without a refund only when the customer chose another date.

const terms = (locale: "en" | "es") =>
  readFileSync(path.resolve("app/content/legal", locale, "terms-of-service.md"), "utf8");

describe.each([
  {
    locale: "en" as const,
    mails: bookingMailsEn,
    refunds: refundRequestsEn,
    free: "free of charge",
    full: "full refund",
    promise: /cancel or move an appointment.*free of charge.*in full/,
  },
  {
    locale: "es" as const,
    mails: bookingMailsEs,
    refunds: refundRequestsEs,
    free: "sin coste",
    full: "reembolso completo",
    promise: /cancelar o cambiar una cita.*sin coste.*íntegramente/,
  },
])("a date the school changes, in $locale", ({ locale, mails, refunds, free, full, promise }) => {
  it("the terms promise another date free of charge or the full price back, for a move too", () => {
    expect(terms(locale)).toMatch(promise);
  });

  it("the mail of a move offers another date free of charge or a full refund", () => {
    expect(mails.moved.offer).toContain(free);
    expect(mails.moved.offer).toContain(full);
  });

  it("the mail of a cancellation offers another date free of charge or a full refund", () => {
    expect(mails.cancelled.choose).toContain(free);
    expect(mails.cancelled.choose).toContain(full);
  });

  it("the office closes a request without refund only for a customer who chose another date", () => {
    expect(refunds.staff.summary).not.toMatch(/declin|rechaz/i);
    expect(refunds.staff.choseDate.length).toBeGreaterThan(0);
    expect(refunds.staff.errors.refundOwed).toContain(full);
  });
});
