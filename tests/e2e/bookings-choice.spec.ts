import path from "node:path";
import { randomUUID } from "node:crypto";
import { expect, type Page, test } from "@playwright/test";
import { asNewVisitor, CUSTOMER_PASSWORD, askForEarlyStartIfAsked } from "./customer";
import { seriousAxeViolations } from "./support";
import { logInAsStaff } from "./staff";
import { e2eStaffBookingsEmails } from "./staff-accounts";
import { waitForMail } from "../support/mailbox";

// First-aid bookings the customer controls, in both languages, each on its own course's dates (the
// English pages sell the English course, the Spanish ones the Spanish course): choose a later date
// and buy it, find it in my-account and change it there; fill a date, join its waiting list, get the
// seat a staff member frees held by mail and buy it: each person confirms the entry through the
// mailed link, and the first leaves with that link after the seat was held for them. Later dates than the one the pages offer first,
// so the other specs' next date stays as it was.

const mailbox = path.resolve(process.env.E2E_DATA_DIR ?? ".e2e-data/3111", "mail");

/** The mail of `kind` to `address` (the file mailbox's JSON part), waiting for the mail worker. */
async function mailOfKind(
  address: string,
  kind: string,
): Promise<{ subject: string; links: string[]; text: string }> {
  return waitForMail(mailbox, (mail) => mail.to === address && mail.kind === kind, {
    what: `${kind} mail to ${address}`,
  });
}

const cases = [
  {
    prefix: "",
    language: "en" as const,
    page: "/english-first-aid-course",
    staff: e2eStaffBookingsEmails[0] as string,
    texts: { confirmHeading: "Check your new date", confirmSubmit: /^Yes, move my place to / },
  },
  {
    prefix: "/es",
    language: "es" as const,
    page: "/spanish-first-aid-course",
    staff: e2eStaffBookingsEmails[1] as string,
    texts: { confirmHeading: "Revisa tu nueva fecha", confirmSubmit: /^Sí, pasar mi plaza al / },
  },
];

async function payInCheckout(page: Page, email: string | null, name: string) {
  await expect(page).toHaveURL(/\/checkout\?/);
  if (email) await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="name"]').fill(name);
  await page.locator('input[name="consent"]').check();
  await askForEarlyStartIfAsked(page);
  const health = page.locator('input[name="healthConsent"]');
  if (await health.count()) await health.check();
  await page.locator('button[type="submit"]').click();
  await expect(page).toHaveURL(/\/welcome\?session_id=cs_/);
}

for (const { prefix, language, page: coursePage, staff, texts } of cases) {
  test(`choose a later date, buy it, find it in my-account and change it (${prefix || "/"})`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await asNewVisitor(page);
    await page.goto(`${prefix}${coursePage}`);
    const listed = page.locator("li[data-course-date]");
    expect(await listed.count()).toBeGreaterThanOrEqual(6);
    const chosen = (await listed.nth(4).getAttribute("data-course-date")) ?? "";
    const later = (await listed.nth(5).getAttribute("data-course-date")) ?? "";
    const seatsBefore = Number(await listed.nth(4).getAttribute("data-seats-left"));
    await page.locator(`li[data-course-date="${chosen}"] a.book-date:visible`).click();
    await expect(page.locator(".checkout-summary")).toBeVisible();
    expect(page.url()).toContain(`client_reference_id=${chosen}`);
    const email = `chooser-${randomUUID()}@example.com`;
    await payInCheckout(page, email, "Alex Chooser");

    // The seats figure on the (cached, shared) page follows at once.
    await page.goto(`${prefix}${coursePage}`);
    await expect(page.locator(`li[data-course-date="${chosen}"]`)).toHaveAttribute(
      "data-seats-left",
      String(seatsBefore - 1),
    );

    const setPassword = await mailOfKind(email, "set-password");
    await page.goto(setPassword.links[0] ?? "");
    await page.locator('input[name="password"]').fill(CUSTOMER_PASSWORD);
    await page.locator('input[name="confirm"]').fill(CUSTOMER_PASSWORD);
    await page.locator('button[type="submit"]').click();
    await page.locator('input[name="email"]').fill(email);
    await page.locator('input[name="password"]').fill(CUSTOMER_PASSWORD);
    await page.locator('form button[type="submit"]').click();
    await expect(page).toHaveURL(`${prefix}/my-account`);
    const booking = page.locator(`.own-bookings [data-course-date="${chosen}"]`);
    await expect(booking).toBeVisible();
    const bookingId = (await booking.getAttribute("data-booking")) ?? "";
    await expect(booking.locator(`a[href="/my-account/bookings/${bookingId}/calendar.ics"]`)).toBeVisible();

    // Changing the date on a phone: nothing is chosen for the customer; the choice leads to a
    // confirmation with the old and the new date side by side, focused; only that moves the seat.
    await page.setViewportSize({ width: 375, height: 800 });
    await booking.locator(`a[href="${prefix}/my-account/bookings/${bookingId}"]`).click();
    await expect(page).toHaveURL(`${prefix}/my-account/bookings/${bookingId}`);
    await expect(page.locator('.date-change-form input[type="radio"]').first()).toBeVisible();
    await expect(page.locator('.date-change-form input[type="radio"]:checked')).toHaveCount(0);
    // Sent without a choice, the browser asks for one: still the first step.
    await page.locator(".date-change-form button[type=submit]").click();
    await expect(page).toHaveURL(`${prefix}/my-account/bookings/${bookingId}`);
    await page.locator(`label[data-course-date="${later}"] input[type="radio"]`).check();
    await page.locator(".date-change-form button[type=submit]").click();
    await expect(page).toHaveURL(
      new RegExp(`${prefix}/my-account/bookings/${bookingId}\\?to=[0-9a-f-]{36}$`),
    );
    const confirmHeading = page.getByRole("heading", { level: 2, name: texts.confirmHeading });
    await expect(confirmHeading).toBeFocused();
    await expect(page.locator("[data-old-date]")).toHaveAttribute("data-old-date", chosen);
    await expect(page.locator("[data-new-date]")).toHaveAttribute("data-new-date", later);
    const [oldBox, newBox] = [
      await page.locator("[data-old-date]").boundingBox(),
      await page.locator("[data-new-date]").boundingBox(),
    ];
    // Stacked on a phone, the old date first; nothing wider than the screen.
    expect(Number(newBox?.y)).toBeGreaterThan(Number(oldBox?.y));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(await seriousAxeViolations(page)).toEqual([]);
    // Still nothing has moved.
    const mine = await page.request.get(`/my-account/bookings/${bookingId}/calendar.ics`);
    expect(await mine.text()).toContain(`DTSTART;TZID=Europe/Berlin:${chosen.replace(/-/g, "")}`);
    await page.getByRole("button", { name: texts.confirmSubmit }).click();
    await expect(page.getByRole("status")).toBeVisible();
    await expect(page.locator("[data-booking-date]")).toHaveAttribute("data-booking-date", later);
    const changed = await mailOfKind(email, "booking-changed");
    // The old seat is still free: the mail's button leads to the confirmation of moving back.
    expect(changed.links[0]).toContain(`${prefix}/my-account/bookings/${bookingId}?to=`);
    await page.goto(String(changed.links[0]));
    await expect(page.getByRole("heading", { level: 2, name: texts.confirmHeading })).toBeFocused();
    await expect(page.locator("[data-new-date]")).toHaveAttribute("data-new-date", chosen);
    await page.goto(`${prefix}/my-account`);
    await expect(page.locator(`.own-bookings [data-course-date="${later}"]`)).toBeVisible();

    // Anyone else: the not-found page.
    await page.context().clearCookies();
    await asNewVisitor(page);
    const stranger = await page.request.get(`${prefix}/my-account/bookings/${randomUUID()}`, {
      maxRedirects: 0,
    });
    expect(stranger.status()).toBe(302);
  });

  test(`a full date takes a waiting list; a seat freed by staff is held and bought (${prefix || "/"})`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(240_000);
    await logInAsStaff(page, prefix, staff);
    const visitor = await (await browser.newContext()).newPage();
    await asNewVisitor(visitor);
    await visitor.goto(`${prefix}${coursePage}`);
    const date =
      (await visitor.locator("li[data-course-date]").nth(1).getAttribute("data-course-date")) ?? "";

    // Staff fill the date: capacity down to the seats booked.
    await page.goto(`${prefix}/staff/dates`);
    const courseLanguage = language === "es" ? "español" : "English";
    await page
      .locator("tr", { has: page.locator(`time[datetime="${date}"]`) })
      .filter({ hasText: courseLanguage })
      .getByRole("link")
      .click();
    await page.locator('input[name="capacity"]').fill("0");
    await page.locator('form:has(input[value="capacity"]) button[type="submit"]').click();
    await expect(page.locator(".notification-success")).toBeVisible();

    // Two people join on a phone: the answer is in view where they pressed the button (the form
    // posts to the date's anchor), not 2,500 px above at the top of the page.
    const join = async (person: Page, email: string) => {
      await person.setViewportSize({ width: 375, height: 667 });
      await person.goto(`${prefix}${coursePage}`);
      const item = person.locator(`li[data-course-date="${date}"]`);
      await expect(item).toHaveAttribute("data-seats-left", "0");
      await expect(item.locator("a.book-date")).toHaveCount(0);
      await item.locator('form[data-waitlist] input[name="email"]').fill(email);
      await item.locator("form[data-waitlist] button").click();
      const answer = person.locator(`li[data-course-date="${date}"] [role="status"]`);
      await expect(answer).toBeInViewport();
      await expect(answer).toContainText(language === "es" ? "Revisa tu correo" : "Please check your e-mail");
      // Confirmation by the mailed link, in the language chosen (the page's).
      const mail = await mailOfKind(email, "waitlist-confirm");
      expect(mail.subject).toContain(language === "es" ? "Confirma" : "Please confirm");
      await person.goto(mail.links[0] ?? "");
      await person.locator('form:has(input[value="confirm"]) button').click();
      await expect(person.locator("[data-confirmed]")).toBeVisible();
      return mail.links[0] ?? "";
    };
    const leaver = `leaving-${randomUUID()}@example.com`;
    const leaverPage = await (await browser.newContext()).newPage();
    await asNewVisitor(leaverPage);
    const leaveLink = await join(leaverPage, leaver);
    const email = `waiting-${randomUUID()}@example.com`;
    await join(visitor, email);

    // Staff free a seat: it is held for the first on the list.
    await page.reload();
    await expect(page.locator(`[data-waitlist-entry="${email}"]`)).toBeVisible();
    await page.locator('input[name="capacity"]').fill("1");
    await page.locator('form:has(input[value="capacity"]) button[type="submit"]').click();
    await expect(page.locator(".notification-success")).toBeVisible();
    await mailOfKind(leaver, "waitlist-held");
    // The first one leaves with the link of the confirmation mail, which still works after the
    // hold; a plain form POST answers that they left, and the hold passes to the next.
    await leaverPage.goto(leaveLink);
    await expect(leaverPage.locator("[data-hold]")).toBeVisible();
    await leaverPage.locator('form:has(input[value="leave"]) button').click();
    await expect(leaverPage.locator("[data-left]")).toBeVisible();
    await leaverPage.context().close();

    await visitor.goto(`${prefix}${coursePage}`);
    // Held for the person waiting: taken for everyone else.
    await expect(visitor.locator(`li[data-course-date="${date}"]`)).toHaveAttribute("data-seats-left", "0");

    const held = await mailOfKind(email, "waitlist-held");
    await visitor.goto(held.links[0] ?? "");
    await expect(visitor.locator("[data-hold]")).toBeVisible();
    await visitor.locator(`a[data-product="first-aid-${language}"]`).click();
    await expect(visitor.locator('input[name="email"]')).toHaveValue(email);
    await payInCheckout(visitor, null, "Wait Listed");
    await expect(visitor.locator("[data-overbooked]")).toHaveCount(0);

    await page.reload();
    await expect(page.locator(`[data-waitlist-entry="${email}"]`)).toHaveCount(0);
    await expect(page.getByRole("cell", { name: "Wait Listed", exact: true })).toBeVisible();
    await visitor.context().close();
  });
}
