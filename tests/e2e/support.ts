import type { Page } from "@playwright/test";
import { pages } from "../../app/pages";
import { axeViolations } from "./axe-in-page";

export const brand = "MainDrive";

/** Every page of app/pages.ts in both languages, with the path to request. */
export const everyPage = pages.flatMap((page) =>
  (["en", "es"] as const).map((locale) => ({
    ...page,
    locale,
    url: `${locale === "en" ? `/${page.path}` : page.path ? `/es/${page.path}` : "/es"}${"sampleQuery" in page ? page.sampleQuery : ""}`,
  })),
);

/**
 * The content and learning-tool pages: on these, every internal link and every image is checked
 * (pages.spec.ts). The quiz shows one sign at a time, so all its signs are checked.
 */
export const contentPages = [
  "blog",
  "blogPostExample",
  "englishTheoryLessons",
  "familyDayTrips",
  "highwaySignQuiz",
  "flashcard",
  "test",
  "techquestions",
  "legalNotice",
  "contactInformation",
  "privacyPolicy",
  "termsOfService",
];

/**
 * axe-core findings that matter: serious and critical ones, of axe's default rules and its
 * label-in-name rule (axe-in-page.ts): a link or button's accessible name must contain its
 * visible text.
 */
export async function seriousAxeViolations(page: Page) {
  const violations = await axeViolations(page);
  return violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      targets: violation.nodes.map((node) => node.target.join(" ")),
    }));
}

/** Statuses already asked for by this worker: the pages share most of their links and images. */
const knownStatus = new Map<string, number>();

/** The status a URL of the site answers with, after redirects; asked once per worker. */
export async function urlStatus(page: Page, url: string): Promise<number> {
  const known = knownStatus.get(url);
  if (known !== undefined) return known;
  const response = await page.request.get(url, { maxRedirects: 5 });
  knownStatus.set(url, response.status());
  return response.status();
}

/** Internal links (href="/…") on the page that answer 400 or worse, as "href → status". */
export async function brokenInternalLinks(page: Page): Promise<string[]> {
  const hrefs = await page
    .locator("a[href^='/']")
    .evaluateAll((links) => [...new Set(links.map((link) => link.getAttribute("href") ?? ""))]);
  const broken: string[] = [];
  // Logging out is a link with an effect, not a page to check.
  for (const href of hrefs.filter((href) => !href.startsWith("/logout"))) {
    const status = await urlStatus(page, href);
    if (status >= 400) broken.push(`${href} → ${status}`);
  }
  return broken;
}

/** The src of every <img> inside `scope`, lazy ones included. */
export function imageSources(page: Page, scope = "body"): Promise<string[]> {
  return page
    .locator(`${scope} img`)
    .evaluateAll((images) => [...new Set(images.map((image) => image.getAttribute("src") ?? ""))]);
}

/**
 * Image URLs that do not answer 200, or that the browser cannot draw (naturalWidth 0, e.g. a file
 * that is not an image): each URL is loaded in the page as a new Image, so lazy images and images
 * of cards not on show yet are checked too.
 */
export async function brokenImages(page: Page, urls: string[]): Promise<string[]> {
  const broken: string[] = [];
  for (const url of urls) {
    const status = await urlStatus(page, url);
    if (status !== 200) broken.push(`${url} → ${status}`);
  }
  const widths = await page.evaluate(
    (sources) =>
      Promise.all(
        sources.map(
          (src) =>
            new Promise<[string, number]>((resolve) => {
              const image = new Image();
              image.onload = () => resolve([src, image.naturalWidth]);
              image.onerror = () => resolve([src, 0]);
              image.src = src;
            }),
        ),
      ),
    urls,
  );
  for (const [src, width] of widths) if (width === 0) broken.push(`${src} → naturalWidth 0`);
  return broken;
}

/**
 * Whether Chromium's accessibility tree reports the button with this accessible name as expanded:
 * what a screen reader hears, also for states the browser keeps itself (a popover's button).
 */
export async function expandedState(page: Page, buttonName: string): Promise<boolean | undefined> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { root } = await cdp.send("DOM.getDocument", { depth: 0 });
    const { nodes } = await cdp.send("Accessibility.queryAXTree", {
      backendNodeId: root.backendNodeId,
      accessibleName: buttonName,
      role: "button",
    });
    const expanded = nodes[0]?.properties?.find((property) => property.name === "expanded");
    return expanded ? Boolean(expanded.value.value) : undefined;
  } finally {
    await cdp.detach();
  }
}
