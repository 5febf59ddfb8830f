import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loader as calendarLoader } from "~/routes/my-account-booking-calendar[.]ics";
import { testServices } from "../../../tests/support/app-context";
import { expectStandardCalendar } from "../../../tests/support/calendar-file";
import { customerWithSession } from "../../../tests/support/customers";
import { bookThroughWebhook } from "../../../tests/support/first-aid-seats";
import { callRoute } from "../../../tests/support/route-call";
import { testDatabaseKinds } from "../../../tests/support/test-database";
import type { DatabaseHandle } from "../platform/db.server";
import { mailOutbox, users } from "../platform/schema.server";
import { moveBooking } from "./booking-move.server";
import { cancelFirstAidDate, firstAidDateOn } from "./date-actions.server";
import { fillFirstAidDates } from "./date-fill.server";
import { filesWrittenAtOnce } from "../../../tests/support/mail-files";

// Every calendar file the site sends or serves, read strictly (RFC 5545 §3.1 lines, RFC 5546
// methods): the confirmation's, a move's and a cancellation's attachments and the download from
// my-account, in English and Spanish (whose "ñ" and "ó" made folded lines too long in octets).

const today = "2026-11-25";
const publicUrl = "https://school.example";
const staff = "staff-calendar";

describe.each(testDatabaseKinds())("calendar files on $name", ({ open }) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await open();
    await handle.db.insert(users).values({ id: staff, name: "Office", email: "office@example.com" });
    await fillFirstAidDates(handle.db, today);
  });
  afterAll(() => handle?.close());

  const calendarsTo = async (to: string, kind: string) => {
    const mails = await handle.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, to), eq(mailOutbox.kind, kind)));
    expect(mails).toHaveLength(1);
    const files = filesWrittenAtOnce(mails[0]?.attachments ?? []).filter((file) =>
      file.filename.endsWith(".ics"),
    );
    expect(files).toHaveLength(1);
    return files[0] as NonNullable<(typeof files)[number]>;
  };
  const dateId = async (language: "en" | "es", date: string) =>
    String((await firstAidDateOn(handle.db, language, date))?.id);

  it.each([
    ["es", "first-aid-es", "2027-01-02", "2027-06-05"],
    ["en", "first-aid-en", "2026-12-19", "2027-01-16"],
  ] as const)("in %s: confirmation, move, cancellation and download", async (locale, product, day, later) => {
    const email = `calendar-${locale}@example.com`;
    const language = product === "first-aid-es" ? "es" : "en";
    const bookingId = await bookThroughWebhook(handle.db, { product, email, name: "Begoña", date: day });
    const { cookie } = await customerWithSession(handle, testServices(handle).auth, email);

    const download = async (method: "PUBLISH" | "CANCEL") => {
      const answer = await callRoute(calendarLoader, testServices(handle), {
        path: `${locale === "es" ? "/es" : ""}/my-account/bookings/${bookingId}/calendar.ics`,
        params: { bookingId },
        cookie,
      });
      expect(answer.status).toBe(200);
      // RFC 6047 §2.4: the method parameter names the file's METHOD.
      expect(answer.headers?.get("content-type")).toBe(`text/calendar; charset=utf-8; method=${method}`);
      expectStandardCalendar(String(answer.body));
      expect(answer.body).toContain(`METHOD:${method}\r\n`);
    };

    const confirmation = await calendarsTo(email, "set-password");
    expect(confirmation.contentType).toBe("text/calendar; charset=utf-8; method=PUBLISH");
    expectStandardCalendar(confirmation.content);
    await download("PUBLISH");

    const laterId = await dateId(language, later);
    await moveBooking(handle.db, staff, {
      bookingId,
      targetDateId: laterId,
      today,
      publicUrl,
    });
    expectStandardCalendar((await calendarsTo(email, "booking-moved")).content);

    await cancelFirstAidDate(handle.db, staff, {
      dateId: laterId,
      today,
      publicUrl,
    });
    const cancel = await calendarsTo(email, "date-cancelled");
    expect(cancel.contentType).toBe("text/calendar; charset=utf-8; method=CANCEL");
    expectStandardCalendar(cancel.content);
    expect(cancel.content).toContain("METHOD:CANCEL\r\n");
    await download("CANCEL");
  });
});
