import path from "node:path";
import { expect, test } from "@playwright/test";
import { becomeCustomer } from "./customer";
import { seriousAxeViolations } from "./support";
import { waitForMail } from "../support/mailbox";

// In both languages, on a phone: a customer cancels their own first-aid booking in My account
// within the free cancellation: a confirmation step first (nothing happens before it), then the
// booking shows as cancelled by them, and the mail confirming the cancellation and the refund
// arrives in their language.

const mailbox = path.resolve(process.env.E2E_DATA_DIR ?? ".e2e-data/3111", "mail");

async function mailOfKind(address: string, kind: string): Promise<{ subject: string; text: string }> {
  return waitForMail(mailbox, (mail) => mail.to === address && mail.kind === kind, {
    what: `${kind} mail to ${address}`,
    timeout: 10_000,
  });
}

const cases = [
  {
    prefix: "",
    coursePage: "/english-first-aid-course",
    product: "first-aid-en",
    cancel: "Cancel my booking",
    confirm: "Yes, cancel my booking",
    cancelled: "Cancelled by you",
    subject: "is cancelled",
  },
  {
    prefix: "/es",
    coursePage: "/spanish-first-aid-course",
    product: "first-aid-es",
    cancel: "Cancelar mi reserva",
    confirm: "Sí, cancelar mi reserva",
    cancelled: "Cancelada por ti",
    subject: "está cancelada",
  },
];

for (const { prefix, coursePage, product, cancel, confirm, cancelled, subject } of cases) {
  test(`a customer cancels their own first-aid booking on a phone (${prefix || "/"})`, async ({ page }) => {
    test.setTimeout(90_000);
    // A date well beyond the free cancellation's end, as the course page lists it.
    await page.goto(`${prefix}${coursePage}`);
    const date = (await page.locator("li[data-course-date]").nth(3).getAttribute("data-course-date")) ?? "";
    const email = await becomeCustomer(page, prefix, [`${product}&client_reference_id=${date}`]);
    await page.setViewportSize({ width: 375, height: 800 });
    const booking = page.locator(`.own-bookings [data-course-date="${date}"]`);
    const bookingId = (await booking.getAttribute("data-booking")) ?? "";
    await booking.locator(`a[href="${prefix}/my-account/bookings/${bookingId}"]`).click();

    await page.getByRole("link", { name: cancel }).click();
    // The confirmation step, keyed for its one form; nothing is cancelled yet.
    await expect(page).toHaveURL(
      new RegExp(`/my-account/bookings/${bookingId}\\?cancel=1&key=[0-9a-f-]{36}$`),
    );
    await expect(page.locator("#cancel-confirm-heading")).toBeFocused();
    expect(await seriousAxeViolations(page)).toEqual([]);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(375);
    await page.getByRole("button", { name: confirm }).click();

    await expect(page).toHaveURL(`${prefix}/my-account`);
    const ended = page.locator(
      `.own-bookings [data-booking="${bookingId}"] [data-booking-state="cancelled"]`,
    );
    await expect(ended).toContainText(cancelled);
    await expect(page.locator(`a[href="${prefix}/my-account/bookings/${bookingId}"]`)).toHaveCount(0);

    const mail = await mailOfKind(email, "refund");
    expect(mail.subject).toContain(subject);
  });
}
