import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { todayInSchoolTimeZone } from "~/content/schedule";
import type { DatabaseHandle } from "~/server/platform/db.server";
import { firstAidDatesWithSeats } from "~/server/first-aid/offered-dates.server";
import { closeDateBookings } from "~/server/first-aid/date-actions.server";
import { firstAidBookings } from "~/server/platform/schema.server";
import { bookThroughWebhook } from "../support/first-aid-seats";
import { realAppPerFile } from "../support/app-per-file";
import { staffWithSession } from "../support/staff";

// Through the real app: the staff dates list says which dates are closed for bookings, in both
// languages, and so does the dashboard; the move form marks them and moves there only with its confirmation ticked.

const http = realAppPerFile();

describe.each(http.kinds)("staff and dates closed for bookings on $name", (kind) => {
  const { name } = kind;
  let handle: DatabaseHandle;
  let staff: string;
  let staffId: string;
  beforeAll(async () => {
    handle = await http.database(kind);
    const auth = http.serve(handle);
    ({ cookie: staff, userId: staffId } = await staffWithSession(handle, auth, `closed-${name}@example.com`));
  }, 120_000);
  afterAll(async () => {
    await http.release(handle);
  });

  it("marks a closed date on the list and among the move's targets, and moves there only when confirmed", async () => {
    await http.page("/staff/dates", staff);
    const [source, closed] = (
      await firstAidDatesWithSeats(handle.db, { language: "en", after: todayInSchoolTimeZone() })
    ).filter((d) => d.status === "open");
    if (!source || !closed) throw new Error("dates missing");
    await closeDateBookings(handle.db, staffId, { dateId: closed.id });
    const en = await http.page("/staff/dates", staff);
    expect(en.text).toContain("Closed for bookings");
    const es = await http.page("/es/staff/dates", staff);
    expect(es.text).toContain("Cerrada a reservas");
    // The dashboard's coming dates say so too, not "Open".
    const dashboardRow = (html: string) =>
      html.match(new RegExp(`/staff/dates/${closed.id}".*?</tr>`, "s"))?.[0];
    expect(dashboardRow((await http.page("/staff", staff)).text)).toContain("Closed for bookings");
    expect(dashboardRow((await http.page("/es/staff", staff)).text)).toContain("Cerrada a reservas");

    const bookingId = await bookThroughWebhook(handle.db, {
      product: "first-aid-en",
      email: `moved-${name}@example.com`,
      date: source.date,
    });
    const page = await http.page(`/staff/dates/${source.id}`, staff);
    expect(page.text).toContain("(closed for bookings)");
    expect(page.text).toContain('name="confirmClosed"');
    const move = { intent: "move", bookingId, targetDateId: closed.id, notifyAsked: "yes" };
    const refused = await http.postForm(`/staff/dates/${source.id}`, move, staff);
    expect(refused.status).toBe(409);
    expect(refused.text).toContain("Tick the confirmation");
    const dateOf = async () =>
      (await handle.db.select().from(firstAidBookings).where(eq(firstAidBookings.id, bookingId)))[0]?.dateId;
    expect(await dateOf()).toBe(source.id);
    const confirmed = await http.postForm(
      `/staff/dates/${source.id}`,
      { ...move, confirmClosed: "yes" },
      staff,
    );
    expect(confirmed.status).toBe(302);
    expect(await dateOf()).toBe(closed.id);
  });
});
