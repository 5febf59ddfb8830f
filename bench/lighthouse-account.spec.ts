import { mkdir, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { test } from "@playwright/test";
import { launchChromium } from "../scripts/bench-lib.js";
import { median, summariseLhr } from "../scripts/bench-lighthouse.js";
import { loadLighthouse } from "../scripts/bench-tools.js";
import { becomeCustomer } from "../tests/e2e/customer";
import { logInAsStaff } from "../tests/e2e/staff";

// Lighthouse (mobile, median of RUNS) on the customer's and the staff's pages, logged in: the
// session cookie is handed to Lighthouse as a request header. Prints one line a page and writes
// the summaries to LH_OUT (JSON). The machine's load average is printed with them: blocking time
// counts CPU time, which a shared machine takes away.

const RUNS = Number(process.env.LH_RUNS ?? 3);
const only = process.env.LH_ONLY ? new RegExp(process.env.LH_ONLY) : null;

test("Lighthouse on the logged-in pages", async ({ page, baseURL, browser }) => {
  const customer = page;
  const email = await becomeCustomer(customer, "", ["examiner-course"]);
  // A lesson opened and completed, so the course page and the review have something to show.
  await customer.goto("/module?sid=1.1");
  await customer.request.post("/module?sid=1.1", { maxRedirects: 0 });
  const cookieOf = async (context: typeof customer) =>
    (await context.context().cookies()).map((c) => `${c.name}=${c.value}`).join("; ");
  const customerCookie = await cookieOf(customer);

  const staffPage = await (await browser.newContext({ baseURL })).newPage();
  await logInAsStaff(staffPage, "", "e2e-staff-en@example.com");
  const staffCookie = await cookieOf(staffPage);
  await staffPage.goto(`/staff/customers?q=${encodeURIComponent(email)}`);
  const customerHref = await staffPage
    .locator('main a[href^="/staff/customers/"]:not([href$="new-purchase"])')
    .first()
    .getAttribute("href");
  await staffPage.goto("/staff/dates");
  const dateHref = await staffPage
    .locator('main a[href^="/staff/dates/"]:not([href$="print"]):not([href$=".csv"])')
    .first()
    .getAttribute("href");

  const pages = [
    ...["", "/es"].flatMap((prefix) =>
      ["/my-account", "/mycourse", "/module?sid=1.2", "/review"].map((p) => ({
        path: `${prefix}${p}`,
        cookie: customerCookie,
      })),
    ),
    ...[
      "/staff",
      "/staff/customers",
      customerHref,
      "/staff/dates",
      dateHref,
      "/staff/log",
      "/staff/mail",
      "/staff/exports",
    ]
      .filter((p): p is string => Boolean(p))
      .map((p) => ({ path: p, cookie: staffCookie })),
  ].filter((p) => !only || only.test(p.path));

  const lighthouse = await loadLighthouse();
  const chrome = await launchChromium();
  const summaries: Record<string, unknown> = {};
  try {
    for (const { path: url, cookie } of pages) {
      const runs = [];
      for (let run = 0; run < RUNS; run++) {
        const audit = () =>
          lighthouse(`${baseURL}${url}`, {
            port: chrome.port,
            output: "json",
            logLevel: "error",
            onlyCategories: ["performance"],
            extraHeaders: { Cookie: cookie },
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
    await chrome.close();
  }
  const out = process.env.LH_OUT ?? path.join(os.tmpdir(), "lighthouse-account.json");
  await mkdir(path.dirname(out), { recursive: true });
  await writeFile(out, JSON.stringify(summaries, null, 2));
});
