// @ts-check
// The pages `npm run bench` measures: every public page of app/pages.ts in both languages (the
// quick mode takes a sample), each probed once (status, HTML size) before the measurements.
import { tsImport } from "tsx/esm/api";
import { gzipSize } from "./bench-lib.js";

/**
 * @typedef {object} PageResult
 * @property {string} path
 * @property {string} url
 * @property {number | null} status HTTP status of a plain GET (no redirects followed)
 * @property {number | null} htmlGzipBytes
 * @property {boolean | null} scriptFree the HTML has no module script
 * @property {import("./bench-lighthouse.js").LighthouseSummary | null} lighthouse
 * @property {{ files: Array<{ url: string, bytes: number, gzipBytes: number }>, gzipBytes: number,
 *   inlineGzipBytes: number, error: string | null } | null} js
 * @property {string[]} misses
 */

/** The quick sample: home, a sales page with a video hero, an article, a legal page, a page with script. */
export const QUICK_SAMPLE = [
  "/",
  "/english-first-aid-course",
  "/blog-post-example",
  "/privacy-policy",
  "/highway-sign-quiz",
];

/** @returns {Promise<ReadonlyArray<{ path: string, account?: boolean, unlisted?: boolean, sampleQuery?: string }>>} */
async function sitePages() {
  return (await tsImport("../app/pages.ts", import.meta.url)).pages;
}

/**
 * Every page of app/pages.ts that a visitor can open without an account, as "/path" and "/es/path"
 * with the page's sample query.
 * @returns {Promise<string[]>}
 */
export async function publicPages() {
  const english = (await sitePages())
    .filter((page) => !page.account)
    .map((page) => `/${page.path}${page.sampleQuery ?? ""}`);
  return [...english, ...english.map((path) => (path === "/" ? "/es" : `/es${path}`))];
}

/**
 * The paths to measure: BENCH_PAGES when given, else every public page in both languages; in
 * quick mode a sample of them (QUICK_SAMPLE, matched by path, in both languages).
 * @param {{ quick: boolean, pages: string | undefined }} options
 */
export async function listPages({ quick, pages }) {
  if (pages) {
    return pages
      .split(",")
      .map((s) => s.trim())
      .filter(Boolean);
  }
  const all = await publicPages();
  if (!quick) return all;
  const sample = all.filter((path) => QUICK_SAMPLE.includes(path.split("?")[0] ?? path));
  return [...sample, ...sample.map((path) => (path === "/" ? "/es" : `/es${path}`))];
}

/** @param {string} origin @param {string[]} paths @returns {Promise<PageResult[]>} */
export async function pageResults(origin, paths) {
  return paths.map((path) => ({
    path,
    url: origin + path,
    status: null,
    htmlGzipBytes: null,
    scriptFree: null,
    lighthouse: null,
    js: null,
    misses: [],
  }));
}

/**
 * One plain request per page: warms the server up and records status, HTML size and whether the
 * page carries module scripts.
 * @param {PageResult} page
 */
export async function probePage(page) {
  try {
    const response = await fetch(page.url, { redirect: "manual" });
    const body = Buffer.from(await response.arrayBuffer());
    page.status = response.status;
    page.htmlGzipBytes = gzipSize(body);
    page.scriptFree = !/<script[^>]*type="module"/.test(body.toString("utf8"));
    if (response.status !== 200) page.misses.push(`HTTP ${response.status}`);
  } catch (error) {
    page.misses.push(`request failed: ${error instanceof Error ? error.message : error}`);
  }
}
