import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import bookingsEn from "~/i18n/messages/bookings-en";
import bookingsEs from "~/i18n/messages/bookings-es";
import mailEn from "~/i18n/messages/mail-en";
import mailEs from "~/i18n/messages/mail-es";

// First aid and driving lessons are services with the 14-day right of withdrawal (§ 312g (2)
// Nr. 9 BGB does not reach them): the withdrawal information is headed as such, never as a
// "cancellation policy", and the early-start request says what § 356 (4) and § 357a (2) BGB
// require, in each language; the confirmation mail quotes it.

const legal = (locale: "en" | "es", file: string) =>
  readFileSync(path.resolve("app/content/legal", locale, file), "utf8");

describe.each([
  {
    locale: "en" as const,
    heading: "## Right of withdrawal",
    wrong: /cancellation policy/i,
    bookings: bookingsEn,
    mail: mailEn,
    request: [/expressly ask/, /before my 14-day withdrawal period ends/, /proportionate amount/, /lapses/],
  },
  {
    locale: "es" as const,
    heading: "## Derecho de desistimiento",
    wrong: /pol[ií]tica de cancelaci[oó]n/i,
    bookings: bookingsEs,
    mail: mailEs,
    request: [
      /expresamente/,
      /antes de que termine mi plazo de desistimiento de 14 días/,
      /parte proporcional/,
      /pierdo mi derecho de desistimiento/,
    ],
  },
])("the right of withdrawal in $locale", ({ locale, heading, wrong, bookings, mail, request }) => {
  it("heads the withdrawal information as the right of withdrawal", () => {
    expect(legal(locale, "withdrawal.md").split("\n")[0]).toBe(heading);
  });

  it("calls it a cancellation policy nowhere in the legal texts", () => {
    for (const file of readdirSync(path.resolve("app/content/legal", locale)))
      expect(legal(locale, file)).not.toMatch(wrong);
  });

  it("asks for the early start with the words of § 356 (4) and § 357a (2) BGB", () => {
    for (const words of request) expect(bookings.checkout.earlyStart).toMatch(words);
  });

  it("confirms the request in the mail with its very words", () => {
    expect(mail.purchase.earlyStart).toContain("{request}");
    expect(mail.purchase.earlyStart).toContain("{date}");
  });
});
