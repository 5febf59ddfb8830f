import { expect, test } from "@playwright/test";
import { blogPosts } from "../../app/content/blog/posts";
import { site } from "../../app/content/site";
import { contentPages, everyPage } from "./support";

const locales = ["en", "es"] as const;
const prefix = (locale: (typeof locales)[number]) => (locale === "en" ? "" : "/es");

for (const locale of locales) {
  test(`blog lists four posts whose links work (${locale})`, async ({ page }) => {
    await page.goto(`${prefix(locale)}/blog`);
    const cards = page.locator(".post-card");
    await expect(cards).toHaveCount(4);
    for (const [index, post] of blogPosts.entries()) {
      const card = cards.nth(index);
      await expect(card.locator("h2")).toHaveText(post.title[locale]);
      await expect(card.locator("img")).toHaveAttribute("alt", post.imageAlt[locale]);
      await expect(card.locator("time")).toHaveAttribute("datetime", post.date);
      await expect(card.getByRole("link", { name: post.buttonText[locale] })).toHaveAttribute(
        "href",
        `${prefix(locale)}/${post.slug}`,
      );
    }
    for (const post of blogPosts) {
      const response = await page.request.get(`${prefix(locale)}/${post.slug}`);
      expect(response.status()).toBe(200);
    }
    await cards.first().getByRole("link").click();
    await expect(page).toHaveURL(`${prefix(locale)}/${blogPosts[0]?.slug}`);
    await expect(page.locator("h1")).toHaveText(blogPosts[0]?.title[locale] ?? "");
  });

  test(`tips and trips are numbered items with images (${locale})`, async ({ page }) => {
    await page.goto(`${prefix(locale)}/blog-post-example`);
    await expect(page.locator(".article-item")).toHaveCount(5);
    await expect(page.locator(".breadcrumb a")).toHaveAttribute("href", `${prefix(locale)}/blog`);

    await page.goto(`${prefix(locale)}/family-day-trips`);
    const trips = page.locator(".article-item");
    await expect(trips).toHaveCount(10);
    await expect(page.locator("h1")).toHaveText(
      locale === "en" ? "Top family day trips" : "Las mejores excursiones en familia",
    );
    for (const image of await trips.locator("img").all()) {
      await expect(image).toHaveAttribute("alt", /.{20,}/);
      await expect(image).toHaveAttribute("loading", "lazy");
      await expect(image).toHaveAttribute("width", "800");
    }
  });

  test(`legal pages show the site's Impressum details (${locale})`, async ({ page }) => {
    await page.goto(`${prefix(locale)}/legal-notice`);
    const text = page.locator(".prose");
    for (const value of [site.legalName, site.contactEmail, site.office.street, site.office.postalCode]) {
      await expect(text).toContainText(value);
    }
    await expect(page.getByRole("link", { name: site.contactEmail }).first()).toHaveAttribute(
      "href",
      `mailto:${site.contactEmail}`,
    );

    await page.goto(`${prefix(locale)}/contact-information`);
    await expect(page.locator(".contact-actions a[href^='https://wa.me/']")).toHaveCount(1);
    await expect(page.locator(`.contact-actions a[href="mailto:${site.contactEmail}"]`)).toHaveCount(1);
    await expect(page.locator(".prose")).toContainText(site.office.street);

    for (const slug of ["privacy-policy", "terms-of-service"]) {
      await page.goto(`${prefix(locale)}/${slug}`);
      await expect(page.locator(".prose h2").first()).toBeVisible();
      await expect(page.locator(".prose")).not.toContainText("{{");
    }
  });
}

// The content and learning-tool pages (contentPages), both languages: pages.spec.ts checks, on its
// load of each, that no internal link fails and no image fails to load or to draw.
test("every content page is checked in both languages", () => {
  expect(everyPage.filter((page) => contentPages.includes(page.key))).toHaveLength(contentPages.length * 2);
});

test("the map loads only after a click, with a title", async ({ page }) => {
  const mapHost = new URL(site.embeds.partnerSchoolMap).host;
  const mapRequests: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).host === mapHost) mapRequests.push(request.url());
  });
  await page.goto("/english-theory-lessons");
  await page.waitForLoadState("networkidle");
  await expect(page.locator(".map-embed iframe")).toHaveCount(0);
  expect(mapRequests).toEqual([]);

  // The button is enabled once the page is interactive; Playwright waits for that.
  await page.getByRole("button", { name: "Load map" }).click();
  const frame = page.locator(".map-embed iframe");
  await expect(frame).toHaveCount(1);
  await expect(frame).toHaveAttribute("src", site.embeds.partnerSchoolMap);
  await expect(frame).toHaveAttribute("title", /.+/);
});

test("the guide remembers ticked documents on this device", async ({ page }) => {
  await page.goto("/es/test");
  const list = page.locator(".checklist");
  await expect(list).toHaveAttribute("data-restored", "true");
  const boxes = list.getByRole("checkbox");
  await expect(boxes).toHaveCount(10);
  await boxes.nth(0).check();
  await boxes.nth(3).check();
  await expect(page.locator(".checklist-progress")).toHaveText("2 de 10 listos");

  await page.reload();
  await expect(list).toHaveAttribute("data-restored", "true");
  await expect(boxes.nth(0)).toBeChecked();
  await expect(boxes.nth(3)).toBeChecked();
  await expect(boxes.nth(1)).not.toBeChecked();
  // The server always renders the boxes unticked (the ticks live in this browser only).
  const html = await (await page.request.get("/es/test")).text();
  expect(html).not.toMatch(/checked=""/);

  await page.getByRole("button", { name: "Desmarcar todo" }).click();
  // The clearing is saved just after the reset event, with the count: wait for it before leaving.
  await expect(page.locator(".checklist-progress")).toHaveText("0 de 10 listos");
  await page.reload();
  await expect(list).toHaveAttribute("data-restored", "true");
  await expect(boxes.nth(0)).not.toBeChecked();
});

test("the guide prints its checklist without buttons", async ({ page }) => {
  await page.goto("/test");
  await expect(page.getByRole("link", { name: "Back to the home page" })).toHaveAttribute("href", "/");
  await page.emulateMedia({ media: "print" });
  await expect(page.locator(".checklist input").first()).toBeVisible();
  for (const button of await page.locator(".guide-page .button").all()) {
    await expect(button).toBeHidden();
  }
  await page.emulateMedia({ media: "screen" });
  await expect(page.getByRole("link", { name: "Back to the home page" })).toBeVisible();
});
