import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { todayInSchoolTimeZone } from "~/content/schedule";
import { bookSeats } from "../../../tests/support/first-aid-seats";
import { testDatabaseKinds } from "../../../tests/support/test-database";
import { hashIdentifier } from "../auth/token-hash.server";
import type { DatabaseHandle } from "../platform/db.server";
import { nextFirstAidAppointment } from "./offered-dates.server";
import { licenceCheckPage } from "../licence-check/page.server";
import { checkoutDateNotes } from "../payments/simulated-checkout.server";
import { firstAidDates, firstAidWaitlist } from "../platform/schema.server";
import { firstAidPageData } from "./course-page.server";

// One date with bookings and a seat held for the first on its waiting list: the course page's card,
// its list of dates, the licence check's suggestion and the checkout all count the same free seats.

describe.each(testDatabaseKinds())("one seat rule for every reader on $name", ({ open }) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await open();
  }, 60_000);
  afterAll(() => handle?.close());

  const hold = (dateId: string, email: string) =>
    handle.db.insert(firstAidWaitlist).values({
      dateId,
      email,
      locale: "en",
      tokenHash: hashIdentifier(`token-${email}`),
      status: "offered",
      confirmedAt: new Date(),
      holdUntil: new Date(Date.now() + 3600_000),
    });

  const readers = async (date: string) => {
    const today = todayInSchoolTimeZone();
    const page = await firstAidPageData(
      new Request("http://localhost/english-first-aid-course"),
      handle.db,
      "en",
    );
    const licence = await licenceCheckPage(new URLSearchParams("country=IN"), {
      locale: "en",
      publicUrl: "https://www.example.com",
      db: handle.db,
      today,
    });
    const suggestion = licence.page.answer?.services.find((service) => service.reason === "first-aid");
    const checkout = await checkoutDateNotes(handle.db, "first-aid-en", date, "buyer@example.com");
    return {
      hero: page.offer?.date === date ? page.offer.seatsLeft : 0,
      list: page.dates.find((day) => day.date === date)?.seatsLeft,
      licenceSuggests: suggestion && "courseDate" in suggestion ? suggestion.courseDate : undefined,
      checkout: checkout.seatsLeft,
      checkoutRefuses: checkout.full,
    };
  };

  it("counts bookings and waiting-list holds alike, and refuses the checkout at zero", async () => {
    const offer = await nextFirstAidAppointment(handle.db, "en");
    if (!offer) throw new Error("no English date offered");
    const date = offer.date;
    await handle.db.update(firstAidDates).set({ capacity: 4 }).where(eq(firstAidDates.id, offer.dateId));
    await bookSeats(handle.db, "en", date, 2, "cs_seat_rule");
    await hold(offer.dateId, "first-in-line@example.com");

    // 4 seats − 2 booked − 1 held = 1, wherever it is read.
    expect(await readers(date)).toEqual({
      hero: 1,
      list: 1,
      licenceSuggests: date,
      checkout: 1,
      checkoutRefuses: false,
    });

    // The last seat held too: no reader offers the date, and the checkout refuses it.
    await hold(offer.dateId, "second-in-line@example.com");
    const full = await readers(date);
    expect(full).toMatchObject({ hero: 0, list: 0, checkout: 0, checkoutRefuses: true });
    expect(full.licenceSuggests).not.toBe(date);
    expect((await nextFirstAidAppointment(handle.db, "en"))?.date).not.toBe(date);
  });
});
