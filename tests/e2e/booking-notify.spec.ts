import path from "node:path";
import { randomUUID } from "node:crypto";
import { expect, type Page, test } from "@playwright/test";
import ical, { type VEvent } from "node-ical";
import { todayInSchoolTimeZone, upcomingFirstAidDates } from "../../app/content/schedule";
import { formatDate } from "../../app/i18n/format";
import { hesseHoliday } from "../../app/content/holidays";
import { asNewVisitor, CUSTOMER_PASSWORD, askForEarlyStartIfAsked } from "./customer";
import { logInAsStaff } from "./staff";
import { e2eBookingNotifyEmails } from "./staff-accounts";
import { waitForMail } from "../support/mailbox";

// In both languages: a customer books a first-aid seat and finds the calendar file in the
// confirmation; staff move the booking and then cancel its new date with "tell the customer" left
// ticked; the customer's mailbox holds both mails in their language, each with the calendar file
// (same UID, a higher SEQUENCE, then METHOD:CANCEL); the customer downloads the file from
// my-account, and nobody else can.

const mailbox = path.resolve(process.env.E2E_DATA_DIR ?? ".e2e-data/3111", "mail");

interface StoredMail {
  kind: string;
  to: string;
  subject: string;
  links: string[];
  locale: string;
  attachments: { filename: string; contentType: string; content: string }[];
}

/** The mail of `kind` to `address`, waiting for the mail worker. */
async function mailOf(address: string, kind: string): Promise<StoredMail> {
  return waitForMail<StoredMail>(mailbox, (mail) => mail.to === address && mail.kind === kind, {
    what: `${kind} mail to ${address}`,
    timeout: 20_000,
  });
}

function calendarOf(content: string): { method?: string; event: VEvent } {
  const parsed = ical.sync.parseICS(content);
  const event = Object.values(parsed).find((item): item is VEvent => item?.type === "VEVENT");
  if (!event) throw new Error("no event in the calendar file");
  return { method: (parsed.vcalendar as { method?: string } | undefined)?.method, event };
}

function attachedCalendar(mail: StoredMail) {
  const file = mail.attachments.find((attachment) => attachment.filename.endsWith(".ics"));
  expect(file, `calendar file in ${mail.kind}`).toBeDefined();
  return calendarOf(String(file?.content));
}

async function buyAndLogIn(page: Page, prefix: string, language: "en" | "es", date: string, email: string) {
  await asNewVisitor(page);
  await page.goto(`${prefix}/checkout?product=first-aid-${language}&client_reference_id=${date}`);
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="name"]').fill(language === "es" ? "Lucía Pérez" : "Sam Carter");
  await page.locator('input[name="consent"]').check();
  await askForEarlyStartIfAsked(page);
  await page.locator('button[type="submit"]').click();
  await expect(page).toHaveURL(new RegExp(`${prefix}/welcome\\?session_id=cs_`));
  const confirmation = await mailOf(email, "set-password");
  await page.goto(String(confirmation.links[0]));
  await page.locator('input[name="password"]').fill(CUSTOMER_PASSWORD);
  await page.locator('input[name="confirm"]').fill(CUSTOMER_PASSWORD);
  await page.locator('button[type="submit"]').click();
  await expect(page).toHaveURL(new RegExp(`${prefix}/login\\?passwordSet=`));
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill(CUSTOMER_PASSWORD);
  await page.locator('form button[type="submit"]').click();
  await expect(page).toHaveURL(`${prefix}/my-account`);
  return confirmation;
}

const cases = [
  {
    prefix: "",
    language: "en" as const,
    staff: e2eBookingNotifyEmails[0] as string,
    courseLanguage: "English",
    texts: {
      intro: "Here you find everything you have bought from us.",
      cancelledOn: "Cancelled by the school on",
      calendar: "Add to calendar",
      change: "Change date",
      chooseOrRefund: "Choose a new date or get a refund",
    },
  },
  {
    prefix: "/es",
    language: "es" as const,
    staff: e2eBookingNotifyEmails[1] as string,
    courseLanguage: "español",
    texts: {
      intro: "Aquí encontrarás todo lo que has comprado con nosotros.",
      cancelledOn: "Cancelado por la autoescuela el",
      calendar: "Añadir al calendario",
      change: "Cambiar la fecha",
      chooseOrRefund: "Elegir otra fecha o pedir el reembolso",
    },
  },
];

for (const { prefix, language, staff, courseLanguage, texts } of cases) {
  test(`staff move and cancel: the customer is mailed with the calendar file (${prefix || "/"})`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000);
    // Dates of this spec only (later than the other specs'), none on a public holiday.
    const [bookDate, moveDate] = upcomingFirstAidDates(language, undefined, 12)
      .filter((date) => !hesseHoliday(date))
      .slice(6, 8) as [string, string];
    const email = `notify-${randomUUID()}@example.com`;
    const customerContext = await browser.newContext();
    const customer = await customerContext.newPage();
    const confirmation = await buyAndLogIn(customer, prefix, language, bookDate, email);
    const booked = attachedCalendar(confirmation);
    expect(booked.method).toBe("PUBLISH");
    expect(Number(booked.event.sequence)).toBe(0);
    expect(booked.event.start.tz).toBe("Europe/Berlin");

    // Staff move the booking, "tell the customer" left ticked.
    await logInAsStaff(page, prefix, staff);
    await page.goto(`${prefix}/staff/dates`);
    const rowOf = (date: string) =>
      page
        .locator("tr", { has: page.locator(`time[datetime="${date}"]`) })
        .filter({ hasText: courseLanguage });
    const targetHref = (await rowOf(moveDate).getByRole("link").getAttribute("href")) ?? "";
    await rowOf(bookDate).getByRole("link").click();
    const moveRow = page.locator("tr", { hasText: email });
    await expect(moveRow.locator('input[name="notify"]')).toBeChecked();
    await moveRow.locator("select").selectOption(String(targetHref.split("/").at(-1)));
    await moveRow.getByRole("button").click();
    await expect(page).toHaveURL(/\?done=move&key=[0-9a-f-]{36}$/);

    const moved = await mailOf(email, "booking-moved");
    expect(moved.locale).toBe(language);
    const movedCalendar = attachedCalendar(moved);
    expect(movedCalendar.event.uid).toBe(booked.event.uid);
    expect(Number(movedCalendar.event.sequence)).toBe(1);
    expect(movedCalendar.event.start.toISOString().slice(0, 10)).toBe(moveDate);

    // Staff cancel the new date; every booked customer is told.
    await page.goto(targetHref);
    await expect(page.locator("#cancel-notify")).toBeChecked();
    await page.locator("#cancel-confirm").check();
    await page.locator('form:has(input[name="intent"][value="cancel"]) button[type="submit"]').click();
    await expect(page).toHaveURL(/\?done=cancel&key=[0-9a-f-]{36}$/);

    const cancelled = await mailOf(email, "date-cancelled");
    expect(cancelled.locale).toBe(language);
    const cancelCalendar = attachedCalendar(cancelled);
    expect(cancelCalendar.method).toBe("CANCEL");
    expect(cancelCalendar.event.uid).toBe(booked.event.uid);
    expect(Number(cancelCalendar.event.sequence)).toBe(2);
    const choose = new URL(String(cancelled.links[0]));
    expect(choose.pathname).toMatch(new RegExp(`^${prefix}/my-account/bookings/[0-9a-f-]{36}$`));

    // The customer downloads the same entry from my-account; staff (another account) get a 404.
    const download = await customer.request.get(`${choose.pathname}/calendar.ics`);
    expect(download.status()).toBe(200);
    expect(download.headers()["content-type"]).toContain("text/calendar");
    const downloaded = calendarOf(await download.text());
    expect(downloaded.event.uid).toBe(booked.event.uid);
    expect(downloaded.method).toBe("CANCEL");
    expect((await page.request.get(`${choose.pathname}/calendar.ics`)).status()).toBe(404);

    // My account on a phone: the seat says the school cancelled it and when, and offers only what
    // is left to do (a new date or the money back), not the void calendar entry or a date change.
    // The seat is the customer's only purchase: the page never says there is none.
    await customer.setViewportSize({ width: 375, height: 800 });
    await customer.goto(`${prefix}/my-account`);
    await expect(customer.locator(".lead")).toHaveText(texts.intro);
    const card = customer.locator(`.own-bookings [data-course-date="${moveDate}"]`);
    await expect(card.locator('[data-booking-state="cancelled"]')).toHaveText(
      `${texts.cancelledOn} ${formatDate(todayInSchoolTimeZone(), language)}`,
    );
    await expect(card.getByRole("link", { name: texts.calendar })).toHaveCount(0);
    await expect(card.getByRole("link", { name: texts.change, exact: true })).toHaveCount(0);
    await expect(card.locator('a[href$="/calendar.ics"]')).toHaveCount(0);
    await expect(card.getByRole("link", { name: texts.chooseOrRefund })).toHaveAttribute(
      "href",
      choose.pathname,
    );
    expect(await customer.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await customerContext.close();
  });
}
