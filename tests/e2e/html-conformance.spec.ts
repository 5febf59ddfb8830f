import { randomUUID } from "node:crypto";
import { expect, type Page, test } from "@playwright/test";
import { hesseHoliday } from "../../app/content/holidays";
import { upcomingFirstAidDates } from "../../app/content/schedule";
import { staffPages, staffSubPages } from "../../app/staff-pages";
import { asNewVisitor, becomeCustomer, askForEarlyStartIfAsked } from "./customer";
import { collectDocuments, documentErrors, htmlErrors } from "./html-conformance";
import { logInAsStaff } from "./staff";
import { e2eHtmlConformanceEmails } from "./staff-accounts";
import { everyPage, urlStatus } from "./support";

// Every page in both languages passes html-validate (.htmlvalidate.json) with no error: the
// public pages, the checkout, the account pages of a customer who owns every area, the staff
// pages, the not-found page, and every page met on the way (login, set password, second factor).
// A page's canonical and hreflang links lead to pages that exist, and the checkout stays out of
// search results.

const cases = [
  { prefix: "", locale: "en" as const, staff: e2eHtmlConformanceEmails[0] as string },
  { prefix: "/es", locale: "es" as const, staff: e2eHtmlConformanceEmails[1] as string },
];

/** The canonical and alternate URLs a page's head names. */
function headLinks(html: string): string[] {
  return [...html.matchAll(/<link rel="(?:canonical|alternate)"[^>]*href="([^"]+)"/g)].map(
    (match) => match[1] as string,
  );
}

for (const { prefix, locale, staff } of cases) {
  test(`every public page in ${locale} is valid HTML, its canonical and hreflang links answer`, async ({
    request,
    page,
  }) => {
    test.setTimeout(120_000);
    const errors: string[] = [];
    const badLinks: string[] = [];
    const publicPages = everyPage.filter(
      (entry) => entry.locale === locale && !("account" in entry && entry.account),
    );
    for (const entry of publicPages) {
      const response = await request.get(entry.url);
      expect(response.status(), entry.url).toBe(200);
      const html = await response.text();
      errors.push(...(await htmlErrors(html, entry.url)));
      for (const href of headLinks(html)) {
        const status = await urlStatus(page, new URL(href).pathname + new URL(href).search);
        if (status !== 200) badLinks.push(`${entry.url}: ${href} → ${status}`);
      }
    }
    const notFound = await request.get(`${prefix}/no-such-page`);
    expect(notFound.status()).toBe(404);
    errors.push(...(await htmlErrors(await notFound.text(), `${prefix}/no-such-page`)));
    expect(errors).toEqual([]);
    expect(badLinks).toEqual([]);

    // A checkout is a step for one product, not a page to find: noindex, and no canonical or
    // hreflang link (its bare URL, without a product, is a 404).
    const checkout = await (await request.get(`${prefix}/checkout?product=examiner-course`)).text();
    expect(checkout).toContain('<meta name="robots" content="noindex"/>');
    expect(headLinks(checkout)).toEqual([]);
  });

  test(`every account page in ${locale} of a customer who owns every area is valid HTML`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const documents = collectDocuments(page);
    const date = upcomingFirstAidDates(locale, undefined, 8).filter((day) => !hesseHoliday(day))[6] as string;
    await becomeCustomer(
      page,
      prefix,
      ["examiner-course", "conversion-assistance", "hip-1-day", "weekly-classes", `first-aid-${locale}`].map(
        (product) => (product.startsWith("first-aid") ? `${product}&client_reference_id=${date}` : product),
      ),
    );
    const accountPaths = everyPage
      .filter((entry) => "account" in entry && entry.account && entry.locale === locale)
      .map((entry) => (entry.key === "module" ? `${entry.url}?sid=1.1` : entry.url));
    for (const path of accountPaths) expect((await page.goto(path))?.status(), path).toBe(200);
    expect(documents.map((document) => document.url)).toEqual(expect.arrayContaining(accountPaths));
    // The first-aid booking's own page, linked from My account.
    await page.goto(`${prefix}/my-account`);
    const booking = await page.locator("[data-booking]").first().getAttribute("data-booking");
    expect(booking).toBeTruthy();
    expect((await page.goto(`${prefix}/my-account/bookings/${booking}`))?.status()).toBe(200);
    expect(await documentErrors(documents)).toEqual([]);
  });

  test(`every staff page in ${locale} is valid HTML`, async ({ page, browser }) => {
    test.setTimeout(180_000);
    const date = upcomingFirstAidDates(locale, undefined, 8).filter((day) => !hesseHoliday(day))[4] as string;
    const email = `html-${randomUUID()}@example.com`;
    const buyer = await browser.newContext();
    await bookSeat(await buyer.newPage(), prefix, locale, date, email);
    await buyer.close();

    const documents = collectDocuments(page);
    await logInAsStaff(page, prefix, staff);
    await page.goto(`${prefix}/staff/dates`);
    const dateHref = await page
      .locator("tr", { has: page.locator(`time[datetime="${date}"]`) })
      .locator('a[href*="/staff/dates/"]')
      .first()
      .getAttribute("href");
    const dateId = /\/staff\/dates\/([^/?#]+)/.exec(dateHref ?? "")?.[1];
    await page.goto(`${prefix}/staff/customers?q=${encodeURIComponent(email)}`);
    const customerHref = await page
      .getByRole("row", { name: new RegExp(email) })
      .getByRole("link")
      .first()
      .getAttribute("href");
    const customerId = /\/staff\/customers\/([^/?#]+)/.exec(customerHref ?? "")?.[1];
    expect(dateId && customerId).toBeTruthy();
    const paths = [
      ...staffPages.map((entry) => entry.path),
      ...staffSubPages
        .filter((entry) => entry.file.endsWith(".tsx"))
        .map((entry) =>
          entry.path.replace(
            ":id",
            entry.path.startsWith("staff/dates/") ? (dateId as string) : (customerId as string),
          ),
        ),
    ];
    for (const path of paths) expect((await page.goto(`${prefix}/${path}`))?.status(), path).toBe(200);
    // Every page was read (staff pages carry their one-time key in the query).
    const read = documents.map((document) => document.url.split("?")[0]);
    expect(read).toEqual(expect.arrayContaining(paths.map((path) => `${prefix}/${path}`)));
    expect(await documentErrors(documents)).toEqual([]);
  });
}

/** A first-aid seat bought through the simulated checkout, so the staff pages have a booking. */
async function bookSeat(page: Page, prefix: string, language: "en" | "es", date: string, email: string) {
  await asNewVisitor(page);
  await page.goto(`${prefix}/checkout?product=first-aid-${language}&client_reference_id=${date}`);
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="name"]').fill("Begoña Núñez");
  await page.locator('input[name="consent"]').check();
  await askForEarlyStartIfAsked(page);
  await page.locator('button[type="submit"]').click();
  await expect(page).toHaveURL(new RegExp(`${prefix}/welcome\\?session_id=cs_`));
}
