import { and, count, eq } from "drizzle-orm";
import { firstAidSchedule, type IsoDate, nextFirstAidDate } from "~/content/schedule";
import type { Locale } from "~/i18n/locale";
import type { Database } from "./db.server";
import { firstAidBookings } from "./schema";

/** DESIGN §6: seats left = capacity − seats booked through the webhook, never below zero. */
export async function seatsLeft(db: Database, language: Locale, date: IsoDate): Promise<number> {
  const [row] = await db
    .select({ booked: count() })
    .from(firstAidBookings)
    .where(and(eq(firstAidBookings.language, language), eq(firstAidBookings.courseDate, date)));
  return Math.max(0, firstAidSchedule.capacity - (row?.booked ?? 0));
}

export async function nextFirstAidAppointment(db: Database, language: Locale) {
  const date = nextFirstAidDate(language);
  return { date, seatsLeft: await seatsLeft(db, language, date) };
}
