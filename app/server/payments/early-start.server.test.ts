import { and, asc, eq, gte } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { schoolMoment } from "~/content/schedule";
import bookingsEn from "~/i18n/messages/bookings-en";
import bookingsEs from "~/i18n/messages/bookings-es";
import { testDatabaseKinds } from "../../../tests/support/test-database";
import type { DatabaseHandle } from "../platform/db.server";
import { fillFirstAidDates } from "../first-aid/date-fill.server";
import { firstAidDates, mailOutbox, purchases } from "../platform/schema.server";
import {
  EARLY_START_TEXT_VERSION,
  asksForEarlyStart,
  startsWithinWithdrawalPeriod,
} from "./early-start.server";
import { checkoutSession, event } from "./stripe-events.server";
import { handleStripeEvent } from "./webhook.server";

// § 356 (4), § 357a (2) BGB: a first-aid seat on a date inside the 14-day withdrawal period is
// booked with the buyer's express request to start early; the purchase records when and which
// wording, and the confirmation mail repeats the request in those words (§ 312f (2) BGB).

describe("the withdrawal period of a booking (§§ 355 (2), 187 (1), 188 (1) BGB)", () => {
  it("runs fourteen days from the day after the contract", () => {
    expect(startsWithinWithdrawalPeriod("2026-12-12", "2026-11-28")).toBe(true);
    expect(startsWithinWithdrawalPeriod("2026-11-28", "2026-11-28")).toBe(true);
    expect(startsWithinWithdrawalPeriod("2026-12-13", "2026-11-28")).toBe(false);
    // Across a month and a year's end.
    expect(startsWithinWithdrawalPeriod("2027-01-09", "2026-12-26")).toBe(true);
    expect(startsWithinWithdrawalPeriod("2027-01-10", "2026-12-26")).toBe(false);
  });

  it("is asked for first-aid seats only", () => {
    expect(asksForEarlyStart({ firstAidLanguage: "en" }, "2026-12-05", "2026-11-28")).toBe(true);
    expect(asksForEarlyStart({ firstAidLanguage: "en" }, "2027-01-02", "2026-11-28")).toBe(false);
    expect(asksForEarlyStart({}, "2026-12-05", "2026-11-28")).toBe(false);
    expect(asksForEarlyStart({ firstAidLanguage: "es" }, null, "2026-11-28")).toBe(false);
  });
});

describe.each(testDatabaseKinds())("the early-start request of a booking on $name", ({ open }) => {
  let handle: DatabaseHandle;
  /** The English course's first date in March 2027, read from the table the fill made. */
  let courseDate: string;
  beforeAll(async () => {
    handle = await open();
    await fillFirstAidDates(handle.db, "2026-11-26");
    const [row] = await handle.db
      .select({ day: firstAidDates.courseDate })
      .from(firstAidDates)
      .where(and(eq(firstAidDates.language, "en"), gte(firstAidDates.courseDate, "2027-03-01")))
      .orderBy(asc(firstAidDates.courseDate))
      .limit(1);
    courseDate = row?.day ?? "";
  }, 120_000);
  const daysBefore = (days: number) => {
    const day = new Date(`${courseDate}T00:00:00Z`);
    day.setUTCDate(day.getUTCDate() - days);
    return day.toISOString().slice(0, 10);
  };
  afterAll(() => handle?.close());

  /** Pays a seat on `courseDate` `days` before it, with or without the request. */
  async function pay(email: string, locale: "en" | "es", days: number, earlyStart: boolean) {
    const paidOn = daysBefore(days);
    const session = checkoutSession({
      product: "first-aid-en",
      locale,
      email,
      clientReferenceId: courseDate,
      created: Math.floor(schoolMoment(paidOn, "10:00").getTime() / 1000),
      earlyStart,
    });
    await handleStripeEvent(handle.db, event("checkout.session.completed", session), {
      publicUrl: "http://localhost:3000",
    });
    const [purchase] = await handle.db
      .select()
      .from(purchases)
      .where(eq(purchases.checkoutSessionId, session.id));
    const mails = await handle.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
    expect(purchase?.courseDate).toBe(courseDate);
    return { paidOn, purchase, text: mails.map((mail) => mail.text).join("\n") };
  }

  it("records when and which wording, and confirms the request in the customer's words, in English", async () => {
    // The 14th day after the contract is still inside the period.
    const { paidOn, purchase, text } = await pay("early-en@example.com", "en", 14, true);
    expect(purchase?.earlyStartRequestedAt?.toISOString()).toBe(schoolMoment(paidOn, "10:00").toISOString());
    expect(purchase?.earlyStartTextVersion).toBe(EARLY_START_TEXT_VERSION);
    expect(text).toContain(bookingsEn.checkout.earlyStart);
  });

  it("confirms it in Spanish for a Spanish buyer", async () => {
    const { purchase, text } = await pay("early-es@example.com", "es", 3, true);
    expect(purchase?.earlyStartTextVersion).toBe(EARLY_START_TEXT_VERSION);
    expect(text).toContain(bookingsEs.checkout.earlyStart);
    expect(text).not.toContain(bookingsEn.checkout.earlyStart);
  });

  it("records nothing for a date after the withdrawal period, and the mail does not mention it", async () => {
    const { purchase, text } = await pay("late@example.com", "en", 15, true);
    expect(purchase?.earlyStartRequestedAt).toBeNull();
    expect(purchase?.earlyStartTextVersion).toBeNull();
    expect(text).not.toContain(bookingsEn.checkout.earlyStart);
  });

  it("records nothing the buyer did not ask for, and flags the date inside the period for the office", async () => {
    const { purchase, text } = await pay("not-asked@example.com", "en", 5, false);
    expect(purchase?.earlyStartRequestedAt).toBeNull();
    expect(text).not.toContain(bookingsEn.checkout.earlyStart);
    // The course may not start before the period ends without the request: the office asks for it.
    expect(purchase?.attention).toEqual(["earlyStartMissing"]);
  });

  it("flags nothing when the buyer asked, or when the date comes after the period", async () => {
    expect((await pay("asked@example.com", "en", 5, true)).purchase?.attention).toEqual([]);
    expect((await pay("after@example.com", "en", 15, false)).purchase?.attention).toEqual([]);
  });
});
