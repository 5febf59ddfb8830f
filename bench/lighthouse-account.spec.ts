import { mkdir, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { chromium, type Cookie, type Page, test } from "@playwright/test";
import { launchChromium } from "../scripts/bench-lib.js";
import { median, summariseLhr } from "../scripts/bench-lighthouse.js";
import { loadLighthouse } from "../scripts/bench-tools.js";
import { becomeCustomer } from "../tests/e2e/customer";
import { logInAsStaff } from "../tests/e2e/staff";

// Lighthouse (mobile, median of RUNS) on every page of the customer's and the staff's areas, in
// both languages, logged in (the session cookies put into the audited browser's cookie jar).
// Prints one line a page and writes the summaries to LH_OUT (JSON). The machine's load average is printed with them: blocking time
// counts CPU time, which a shared machine takes away.

const RUNS = Number(process.env.LH_RUNS ?? 3);
const only = process.env.LH_ONLY ? new RegExp(process.env.LH_ONLY) : null;

/** The first link in `main` whose href matches `pattern` on `path`, or null. */
async function firstLink(page: Page, path: string, pattern: RegExp): Promise<string | null> {
  await page.goto(path);
  for (const href of await page
    .locator("main a[href]")
    .evaluateAll((links) => links.map((a) => a.getAttribute("href")))) {
    if (href && pattern.test(href)) return href;
  }
  return null;
}

test("Lighthouse on the logged-in pages", async ({ page, baseURL, browser }) => {
  const customer = page;
  // A customer of every account area (course, assistance, weekly classes, the high-intensity
  // programme) with a first-aid seat, so that every customer page has something to show.
  const email = await becomeCustomer(customer, "", [
    "examiner-course",
    "conversion-assistance",
    "weekly-classes",
    "driving-performance-assessment",
    "first-aid-en",
  ]);
  // A lesson opened and completed, so the course page and the review have something to show.
  await customer.goto("/module?sid=1.1");
  await customer.request.post("/module?sid=1.1", { maxRedirects: 0 });
  const customerCookies = await customer.context().cookies();
  const bookingHref = await firstLink(customer, "/my-account", /^\/my-account\/bookings\/[^/]+$/);

  const staffPage = await (await browser.newContext({ baseURL })).newPage();
  await logInAsStaff(staffPage, "", "e2e-staff-en@example.com");
  const staffCookies = await staffPage.context().cookies();
  const customerHref = await firstLink(
    staffPage,
    `/staff/customers?q=${encodeURIComponent(email)}`,
    /^\/staff\/customers\/[^/?]+$/,
  );
  const dateHref = await firstLink(staffPage, "/staff/dates", /^\/staff\/dates\/[^/?]+$/);
  const requestHref = await firstLink(staffPage, "/staff/data-requests", /^\/staff\/data-requests\/[^/?]+$/);

  const customerPages = [
    "/my-account",
    "/mycourse",
    "/module?sid=1.2",
    "/review",
    "/my-assistance",
    "/my-weekly-classes",
    "/my-high-intense-program",
    bookingHref,
    "/my-account/data",
  ];
  const staffPages = [
    "/staff",
    "/staff/customers",
    customerHref,
    "/staff/customers/new-purchase",
    "/staff/dates",
    dateHref,
    dateHref && `${dateHref}/print`,
    "/staff/exports",
    "/staff/mail",
    "/staff/log",
    "/staff/data-requests",
    requestHref,
    "/staff/team",
  ];
  // Every page in both languages: the Spanish URL is the English one under /es.
  const bothLanguages = (paths: (string | null)[], cookies: Cookie[]) =>
    ["", "/es"].flatMap((prefix) =>
      paths.filter((p): p is string => Boolean(p)).map((p) => ({ path: `${prefix}${p}`, cookies })),
    );
  const pages = [
    ...bothLanguages(customerPages, customerCookies),
    ...bothLanguages(staffPages, staffCookies),
  ].filter((p) => !only || only.test(p.path));

  const lighthouse = await loadLighthouse();
  const chrome = await launchChromium();
  // The session lives in the audited browser's own cookie jar, as in a real browser: a response's
  // Set-Cookie is kept, and requests the page's service worker makes carry it too (a Cookie
  // header given to Lighthouse reaches neither). Lighthouse's storage reset leaves cookies alone.
  const audited = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  const jar = audited.contexts()[0];
  if (!jar) throw new Error("the audited Chromium has no browser context");
  const summaries: Record<string, unknown> = {};
  let loggedIn: Cookie[] | null = null;
  try {
    for (const { path: url, cookies } of pages) {
      if (loggedIn !== cookies) {
        await jar.clearCookies();
        await jar.addCookies(cookies);
        loggedIn = cookies;
      }
      const runs = [];
      for (let run = 0; run < RUNS; run++) {
        const audit = () =>
          lighthouse(`${baseURL}${url}`, {
            port: chrome.port,
            output: "json",
            logLevel: "error",
            onlyCategories: ["performance"],
          });
        let result = await audit();
        // As in scripts/bench-lighthouse.js: a fresh Chromium now and then yields NO_NAVSTART.
        if (result?.lhr.runtimeError) result = await audit();
        runs.push({ ...summariseLhr(result.lhr), load: os.loadavg()[0]?.toFixed(1) });
      }
      const perf = median(runs.map((r) => r.performance));
      const lcp = runs.map((r) => r.metrics["largest-contentful-paint"]?.split(" (")[0]).join(" / ");
      const tbt = runs.map((r) => r.metrics["total-blocking-time"]?.split(" (")[0]).join(" / ");
      const js = runs.map((r) => r.jsTransferBytes).join(" / ");
      const line = `${url}: performance ${perf} [${runs.map((r) => r.performance).join(", ")}]; LCP ${lcp}; TBT ${tbt}; JS bytes ${js}; load ${runs.map((r) => r.load).join(" / ")}`;
      console.log(line);
      const failing = runs[0]?.failingAudits.performance ?? [];
      if (failing.length) console.log(`  failing: ${failing.join(" | ")}`);
      if (runs.some((r) => r.error)) console.log(`  errors: ${runs.map((r) => r.error).join(" | ")}`);
      summaries[url] = runs;
    }
  } finally {
    await audited.close();
    await chrome.close();
  }
  const out = process.env.LH_OUT ?? path.join(os.tmpdir(), "lighthouse-account.json");
  await mkdir(path.dirname(out), { recursive: true });
  await writeFile(out, JSON.stringify(summaries, null, 2));
});
