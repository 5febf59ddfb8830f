// @ts-check
// Lighthouse for `npm run bench`: default config (= mobile preset: emulated Moto G Power, simulated
// slow 4G, 4× CPU slowdown) in one headless Debian Chromium, each page `runs` times; the report
// keeps the median run (by performance score) and the median of each score.
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { errorText, launchChromium } from "./bench-lib.js";
import { loadLighthouse } from "./bench-tools.js";

export const CATEGORIES = /** @type {const} */ ([
  ["performance", "performance"],
  ["accessibility", "accessibility"],
  ["bestPractices", "best-practices"],
  ["seo", "seo"],
]);

/**
 * @typedef {object} LighthouseSummary
 * @property {number | null} performance median of the runs
 * @property {number | null} accessibility
 * @property {number | null} bestPractices
 * @property {number | null} seo
 * @property {number | null} cls cumulative layout shift of the median run
 * @property {number[]} performanceRuns every run's performance score
 * @property {Record<string, string>} metrics display values of the median run
 * @property {Record<string, string[]>} failingAudits of the median run
 * @property {number | null} jsTransferBytes
 * @property {number | null} benchmarkIndex
 * @property {string[]} warnings
 * @property {string | null} error
 */

/** @param {Array<number | null>} values @returns {number | null} */
export function median(values) {
  const known = values.filter((value) => value != null).sort((a, b) => a - b);
  if (!known.length) return null;
  const middle = Math.floor(known.length / 2);
  return known.length % 2
    ? (known[middle] ?? null)
    : Math.round(((known[middle - 1] ?? 0) + (known[middle] ?? 0)) / 2);
}

/** @param {unknown} error @returns {LighthouseSummary} */
function failed(error) {
  return {
    performance: null,
    accessibility: null,
    bestPractices: null,
    seo: null,
    cls: null,
    performanceRuns: [],
    metrics: {},
    failingAudits: {},
    jsTransferBytes: null,
    benchmarkIndex: null,
    warnings: [],
    error: errorText(error),
  };
}

/**
 * @param {import("./bench-pages.js").PageResult[]} pages
 * @param {{ runs: number, saveDir: string | null, progress: (message: string) => void, cleanups: Array<() => Promise<void>> }} options
 * @returns {Promise<string>} the Chromium version
 */
export async function runLighthouse(pages, { runs, saveDir, progress, cleanups }) {
  const lighthouse = await loadLighthouse();
  const chrome = await launchChromium();
  cleanups.push(chrome.close);
  try {
    for (const page of pages) {
      /** @type {LighthouseSummary[]} */
      const results = [];
      /** @type {Array<any>} */
      const reports = [];
      for (let run = 1; run <= runs; run++) {
        progress(`Lighthouse: ${page.path} (${run}/${runs})`);
        try {
          const audit = () =>
            lighthouse(page.url, {
              port: chrome.port,
              output: "json",
              logLevel: "error",
              onlyCategories: CATEGORIES.map(([, id]) => id),
            });
          let result = await audit();
          // The first navigation of a fresh Chromium now and then yields NO_NAVSTART: one retry.
          if (result?.lhr.runtimeError) result = await audit();
          if (!result) throw new Error("Lighthouse returned no result");
          results.push(summariseLhr(result.lhr));
          reports.push(result.lhr);
        } catch (error) {
          results.push(failed(error));
        }
      }
      page.lighthouse = medianRun(results);
      if (saveDir && reports.length) {
        await mkdir(saveDir, { recursive: true });
        const name = page.path.replace(/^\//, "").replace(/[/?=&]/g, "_") || "home";
        const index = results.indexOf(page.lighthouse);
        await writeFile(path.join(saveDir, `${name}.json`), JSON.stringify(reports[index] ?? reports[0]));
      }
    }
    return chrome.version;
  } finally {
    await chrome.close();
    cleanups.pop();
  }
}

/**
 * The run with the median performance score, with the median of every category score.
 * @param {LighthouseSummary[]} results
 * @returns {LighthouseSummary}
 */
function medianRun(results) {
  const ok = results.filter((result) => !result.error);
  if (!ok.length) return results[0] ?? failed("no run");
  const byPerformance = [...ok].sort((a, b) => (a.performance ?? 0) - (b.performance ?? 0));
  const middle =
    byPerformance[Math.floor((byPerformance.length - 1) / 2)] ?? /** @type {LighthouseSummary} */ (ok[0]);
  return {
    ...middle,
    performance: median(ok.map((r) => r.performance)),
    accessibility: median(ok.map((r) => r.accessibility)),
    bestPractices: median(ok.map((r) => r.bestPractices)),
    seo: median(ok.map((r) => r.seo)),
    performanceRuns: ok.map((r) => r.performance ?? 0),
    warnings: [...new Set(results.flatMap((r) => r.warnings))],
    error: ok.length < results.length ? `${results.length - ok.length} run(s) failed` : null,
  };
}

/**
 * @param {any} lhr
 * @returns {LighthouseSummary}
 */
export function summariseLhr(lhr) {
  /** @param {string} id */
  const score = (id) => {
    const value = lhr.categories[id]?.score;
    return value == null ? null : Math.round(value * 100);
  };
  /** @type {Record<string, string[]>} */
  const failingAudits = {};
  for (const [, id] of CATEGORIES) {
    const category = lhr.categories[id];
    if (!category || category.score === 1) continue;
    const failing = [];
    for (const ref of category.auditRefs) {
      const audit = lhr.audits[ref.id];
      if (!audit || ref.weight === 0 || audit.score === null || audit.score >= 0.9) continue;
      if (id === "performance" && ref.group === "metrics") continue; // listed under metrics
      /** @type {any} */
      const auditDetails = audit.details;
      const first = Array.isArray(auditDetails?.items) ? auditDetails.items[0] : undefined;
      const example =
        typeof first?.description === "string" ? `, e.g. "${first.description.slice(0, 120)}"` : "";
      failing.push(
        `${ref.id}: ${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ""}${example}`,
      );
    }
    failingAudits[id] = failing;
  }
  /** @type {Record<string, string>} */
  const metrics = {};
  for (const id of [
    "first-contentful-paint",
    "largest-contentful-paint",
    "total-blocking-time",
    "cumulative-layout-shift",
    "speed-index",
  ]) {
    const audit = lhr.audits[id];
    if (audit?.displayValue) metrics[id] = `${audit.displayValue} (${audit.score})`;
  }
  /** @type {any} network-requests details are a loosely typed table */
  const details = lhr.audits["network-requests"]?.details;
  /** @type {Array<{ resourceType?: string, transferSize?: number }>} */
  const items = Array.isArray(details?.items) ? details.items : [];
  const scripts = items.filter((item) => item.resourceType === "Script");
  const cls = lhr.audits["cumulative-layout-shift"]?.numericValue;
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    cls: typeof cls === "number" ? Math.round(cls * 1000) / 1000 : null,
    performanceRuns: [],
    metrics,
    failingAudits,
    jsTransferBytes: items.length ? scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0) : null,
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
    warnings: lhr.runWarnings.map(String),
    // e.g. "ERRORED_DOCUMENT_REQUEST (Status code: 404)": the code and the message's final remark.
    error: lhr.runtimeError
      ? [lhr.runtimeError.code, lhr.runtimeError.message.match(/\([^()]*\)\s*$/)?.[0].trim()]
          .filter(Boolean)
          .join(" ")
      : null,
  };
}
