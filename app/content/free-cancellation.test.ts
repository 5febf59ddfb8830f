import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { firstAidSchedule } from "~/content/schedule";
import { fill } from "~/i18n/fill";
import bookingsEn from "~/i18n/messages/bookings-en";
import bookingsEs from "~/i18n/messages/bookings-es";
import firstAidEn from "~/i18n/messages/pages/first-aid-en";
import firstAidEs from "~/i18n/messages/pages/first-aid-es";

// The first-aid course's free cancellation is one number: the sales page, the terms and the booking
// page in My account state the one the account pages enforce, in both languages.

const { freeCancellationHours: hours } = firstAidSchedule;
const hoursIn = (text: string) =>
  [...text.matchAll(/(\d+)\s+(?:hours|horas)/g)].map((match) => Number(match[1]));
const terms = (locale: "en" | "es") =>
  readFileSync(path.resolve("app/content/legal", locale, "terms-of-service.md"), "utf8");

describe.each([
  {
    locale: "en" as const,
    sales: firstAidEn,
    bookings: bookingsEn,
    course: "first-aid course",
    account: "My account",
  },
  {
    locale: "es" as const,
    sales: firstAidEs,
    bookings: bookingsEs,
    course: "curso de primeros auxilios",
    account: "Mi cuenta",
  },
])("free cancellation of a first-aid course in $locale", ({ locale, sales, bookings, course, account }) => {
  it("the sales page states the hours", () => {
    const stated = sales.facts.flatMap(hoursIn);
    expect(stated).toEqual([hours]);
  });

  it("the terms state the same hours for a first-aid course booked online", () => {
    const clause = terms(locale)
      .split("\n")
      .find((line) => line.includes(course) && line.includes(account));
    expect(clause, "the terms name the first-aid course's cancellation").toBeDefined();
    expect(new Set(hoursIn(clause ?? ""))).toEqual(new Set([hours]));
  });

  it("the booking page states the same hours for changing, cancelling and the end of both", () => {
    const change = bookings.change;
    for (const text of [
      change.chooseIntro,
      change.cancelIntro,
      change.cutOff,
      change.errors.cancelNotAllowed,
    ])
      expect(hoursIn(fill(text, { hours, phone: "", email: "" })), text).toEqual([hours]);
  });
});
