// @ts-check
// `npm run bench`: Lighthouse (mobile preset, Debian Chromium) on the key pages in both languages,
// gzip size of the JS each page loads, and autocannon on the home page's SSR against a static copy
// of the same HTML. Writes bench/results/latest.{md,json} and prints the markdown.
// It is a report: exit code 0 even when targets are missed; non-zero only when something crashed.
// See bench/README.md for the environment variables.
import { spawnSync } from "node:child_process";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import {
  CHROMIUM_FLAGS,
  CHROMIUM_PATH,
  getFreePort,
  gzipSize,
  kib,
  launchChromium,
  mdTable,
  spawnManaged,
  startStaticServer,
  stopManaged,
  waitForOk,
} from "./bench-lib.js";
import { buildNeeded } from "./build-freshness.js";
import {
  ensureBenchTools,
  lighthouseVersion as installedLighthouse,
  loadAutocannon,
  loadLighthouse,
} from "./bench-tools.js";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const RESULTS_DIR = path.join(ROOT, "bench", "results");

const TARGETS = { performance: 95, accessibility: 100, bestPractices: 100, seo: 100, jsKB: 130 };
const CATEGORIES = /** @type {const} */ ([
  ["performance", "performance"],
  ["accessibility", "accessibility"],
  ["bestPractices", "best-practices"],
  ["seo", "seo"],
]);
const BASE_PAGES = [
  "/",
  "/services-prices",
  "/understand-the-examiner",
  "/weekly-classes",
  "/login",
  "/blog",
];

/** @param {string} name @param {number} fallback */
const envNumber = (name, fallback) => {
  const value = Number(process.env[name]);
  return Number.isFinite(value) && value > 0 ? value : fallback;
};
const skip = new Set(
  (process.env.BENCH_SKIP ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean),
);
const CONFIG = {
  duration: envNumber("BENCH_DURATION", 10),
  connections: envNumber("BENCH_CONNECTIONS", 50),
  preferredPort: envNumber("BENCH_PORT", 3300),
  staticEncoding: /** @type {"gzip" | "none"} */ (process.env.BENCH_STATIC_GZIP === "0" ? "none" : "gzip"),
  // Benchmark a server that is already running instead of building and starting one.
  externalUrl: process.env.BENCH_URL?.replace(/\/+$/, "") || null,
  lighthouse: !skip.has("lighthouse"),
  js: !skip.has("js"),
  load: !skip.has("load"),
  blogPost: process.env.BENCH_BLOG_POST !== "0",
  saveLhr: process.env.BENCH_SAVE_LHR === "1",
};

/** @param {string} message */
const progress = (message) => console.error(`[bench] ${message}`);

/** Cleanup steps, run in reverse order at the end, on error and on Ctrl-C. */
/** @type {Array<() => Promise<void>>} */
const cleanups = [];
async function runCleanups() {
  while (cleanups.length) {
    const step = cleanups.pop();
    try {
      await step?.();
    } catch (error) {
      progress(`cleanup failed: ${error instanceof Error ? error.message : error}`);
    }
  }
}
for (const signal of /** @type {const} */ (["SIGINT", "SIGTERM"])) {
  process.once(signal, () => {
    progress(`${signal}: stopping`);
    runCleanups().finally(() => process.exit(130));
  });
}

// ---------------------------------------------------------------------------------------------
// The server
// ---------------------------------------------------------------------------------------------

function ensureBuild() {
  const rebuild = process.env.BENCH_REBUILD === "1";
  // Issue 11 §5: never measure a build older than the sources (scripts/build-freshness.js).
  if (!rebuild && !buildNeeded(ROOT)) return false;
  progress("building (node scripts/build.js)…");
  const build = spawnSync(process.execPath, [path.join(ROOT, "scripts", "build.js")], {
    cwd: ROOT,
    stdio: ["ignore", 2, 2],
  });
  if (build.status !== 0) throw new Error(`react-router build failed (exit ${build.status})`);
  return true;
}

/** The app server started by this script (for its output when something goes wrong). */
/** @type {import("./bench-lib.js").Managed | undefined} */
let appServer;

/** @returns {Promise<{ origin: string, port: number, database: string }>} */
async function startServer() {
  const port = await getFreePort(CONFIG.preferredPort);
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "bench-data-"));
  cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
  const origin = `http://localhost:${port}`;
  /** @type {NodeJS.ProcessEnv} */
  const env = {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(port),
    DATA_DIR: dataDir,
    PUBLIC_URL: origin,
  };
  delete env.DATABASE_URL;
  if (process.env.BENCH_DATABASE_URL) env.DATABASE_URL = process.env.BENCH_DATABASE_URL;
  progress(`starting node server.js on port ${port} (DATA_DIR ${dataDir})…`);
  const server = spawnManaged(process.execPath, ["server.js"], { cwd: ROOT, env });
  appServer = server;
  cleanups.push(() => stopManaged(server));
  try {
    await waitForOk(`${origin}/healthz`, {
      timeoutMs: 60_000,
      alive: server.running,
      what: "node server.js",
    });
  } catch (error) {
    throw new Error(
      `${error instanceof Error ? error.message : error}\n--- server output ---\n${server.tail()}`,
    );
  }
  const database = env.DATABASE_URL ? "PostgreSQL (BENCH_DATABASE_URL)" : "PGlite in a fresh DATA_DIR";
  return { origin, port, database };
}

// ---------------------------------------------------------------------------------------------
// Pages
// ---------------------------------------------------------------------------------------------

/**
 * @typedef {object} PageResult
 * @property {string} path
 * @property {string} url
 * @property {number | null} status HTTP status of a plain GET (no redirects followed)
 * @property {number | null} htmlGzipBytes
 * @property {{ performance: number | null, accessibility: number | null, bestPractices: number | null, seo: number | null,
 *   metrics: Record<string, string>, failingAudits: Record<string, string[]>, jsTransferBytes: number | null,
 *   benchmarkIndex: number | null, warnings: string[], error: string | null } | null} lighthouse
 * @property {{ files: Array<{ url: string, bytes: number, gzipBytes: number }>, gzipBytes: number,
 *   inlineGzipBytes: number, error: string | null } | null} js
 * @property {string[]} misses
 */

/** @param {string} origin */
async function listPages(origin) {
  const paths = process.env.BENCH_PAGES
    ? process.env.BENCH_PAGES.split(",")
        .map((s) => s.trim())
        .filter(Boolean)
    : [...BASE_PAGES, ...BASE_PAGES.map((p) => (p === "/" ? "/es" : `/es${p}`))];
  if (!CONFIG.blogPost || process.env.BENCH_PAGES) return paths;
  // "A blog page": besides the index, the first post linked from it (if any), in both languages
  // (BENCH_BLOG_POST=0 turns this off).
  const withPosts = [];
  for (const p of paths) {
    withPosts.push(p);
    if (!/^(\/es)?\/blog$/.test(p)) continue;
    try {
      const html = await (await fetch(origin + p)).text();
      const prefix = p.replace(/\/blog$/, "");
      // A post lives at /blog/<slug> or at /blog-<slug> (e.g. /blog-post-example).
      const match = html.match(new RegExp(`href="(${prefix}/blog[/-][A-Za-z0-9._~-]+)"`));
      if (match?.[1]) withPosts.push(match[1]);
    } catch {
      // the index is measured anyway; its failure shows up there
    }
  }
  return withPosts;
}

/**
 * One plain request per page: warms the server up and records status and HTML size.
 * @param {PageResult} page
 */
async function probePage(page) {
  try {
    const response = await fetch(page.url, { redirect: "manual" });
    const body = Buffer.from(await response.arrayBuffer());
    page.status = response.status;
    page.htmlGzipBytes = gzipSize(body);
    if (response.status !== 200) page.misses.push(`HTTP ${response.status}`);
  } catch (error) {
    page.misses.push(`request failed: ${error instanceof Error ? error.message : error}`);
  }
}

/**
 * JS per page with playwright-core: every response of resource type "script" is fetched again and
 * gzipped with zlib (default level, as the app's compression middleware does), so the figure does
 * not depend on how the server happened to encode it. Inline scripts are counted separately.
 * @param {PageResult[]} pages
 */
async function measureJs(pages) {
  const { chromium } = await import("playwright-core");
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  cleanups.push(() => browser.close());
  /** @type {Map<string, { bytes: number, gzipBytes: number }>} */
  const sizes = new Map();
  try {
    for (const page of pages) {
      progress(`JS: ${page.path}`);
      const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
      try {
        const tab = await context.newPage();
        /** @type {Set<string>} */
        const scripts = new Set();
        tab.on("response", (response) => {
          if (response.request().resourceType() === "script") scripts.add(response.url());
        });
        await tab.goto(page.url, { waitUntil: "networkidle", timeout: 60_000 });
        const inline = await tab.$$eval("script:not([src])", (elements) =>
          elements
            .filter((el) =>
              /^(|module|text\/javascript|application\/javascript)$/i.test(el.getAttribute("type") ?? ""),
            )
            .map((el) => el.textContent ?? ""),
        );
        const files = [];
        for (const url of scripts) {
          let size = sizes.get(url);
          if (!size) {
            const body = Buffer.from(await (await fetch(url)).arrayBuffer());
            size = { bytes: body.length, gzipBytes: gzipSize(body) };
            sizes.set(url, size);
          }
          files.push({ url, ...size });
        }
        page.js = {
          files,
          gzipBytes: files.reduce((sum, file) => sum + file.gzipBytes, 0),
          inlineGzipBytes: inline.length ? gzipSize(inline.join("\n")) : 0,
          error: null,
        };
      } catch (error) {
        page.js = { files: [], gzipBytes: 0, inlineGzipBytes: 0, error: errorText(error) };
      } finally {
        await context.close();
      }
    }
  } finally {
    await browser.close();
    cleanups.pop();
  }
}

/**
 * Lighthouse with its default config (= the mobile preset: Moto G Power emulation, simulated
 * slow 4G and 4× CPU slowdown), one page after the other in one headless Chromium.
 * @param {PageResult[]} pages
 * @returns {Promise<string>} the Chromium version
 */
async function runLighthouse(pages) {
  const lighthouse = await loadLighthouse();
  const chrome = await launchChromium();
  cleanups.push(chrome.close);
  try {
    for (const page of pages) {
      progress(`Lighthouse: ${page.path}`);
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
        if (result?.lhr.runtimeError) {
          progress(`Lighthouse: ${page.path} again (${result.lhr.runtimeError.code})`);
          result = await audit();
        }
        if (!result) throw new Error("Lighthouse returned no result");
        page.lighthouse = summariseLhr(result.lhr);
        if (CONFIG.saveLhr) {
          const dir = path.join(RESULTS_DIR, "lighthouse");
          await mkdir(dir, { recursive: true });
          const name = page.path.replace(/^\//, "").replaceAll("/", "_") || "home";
          await writeFile(path.join(dir, `${name}.json`), JSON.stringify(result.lhr));
        }
      } catch (error) {
        page.lighthouse = {
          performance: null,
          accessibility: null,
          bestPractices: null,
          seo: null,
          metrics: {},
          failingAudits: {},
          jsTransferBytes: null,
          benchmarkIndex: null,
          warnings: [],
          error: errorText(error),
        };
      }
    }
    return chrome.version;
  } finally {
    await chrome.close();
    cleanups.pop();
  }
}

/**
 * @param {any} lhr Lighthouse's result (its types live in bench/node_modules)
 * @returns {NonNullable<PageResult["lighthouse"]>}
 */
function summariseLhr(lhr) {
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
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
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

// ---------------------------------------------------------------------------------------------
// Load: SSR vs a static copy
// ---------------------------------------------------------------------------------------------

/**
 * @typedef {object} LoadResult
 * @property {string} url
 * @property {number} requestsPerSecond average of the per-second counts
 * @property {number} requestsTotal
 * @property {number} latencyP50Ms
 * @property {number} latencyP99Ms
 * @property {number} non2xx
 * @property {number} errors
 * @property {number} timeouts
 * @property {string | null} contentEncoding of one sample response
 */

/** @param {string} url @returns {Promise<string | null>} */
async function sampleEncoding(url) {
  const response = await fetch(url, { headers: { "accept-encoding": "gzip" }, redirect: "manual" });
  await response.arrayBuffer();
  return response.headers.get("content-encoding");
}

/**
 * @param {string} url
 * @returns {Promise<LoadResult>}
 */
async function cannon(url) {
  const autocannon = loadAutocannon();
  const options = {
    url,
    connections: CONFIG.connections,
    headers: { "accept-encoding": "gzip" },
  };
  await autocannon({ ...options, duration: Math.min(2, CONFIG.duration) }); // warm-up, not recorded
  /** @type {any} */
  const result = await autocannon({ ...options, duration: CONFIG.duration });
  return {
    url,
    requestsPerSecond: Math.round(result.requests.average),
    requestsTotal: result.requests.total,
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    contentEncoding: await sampleEncoding(url),
  };
}

/**
 * @param {string} ssrUrl
 * @param {string} tmpDir
 */
async function runLoad(ssrUrl, tmpDir) {
  const response = await fetch(ssrUrl, { redirect: "manual" });
  const html = await response.text();
  if (response.status !== 200) progress(`warning: ${ssrUrl} answered ${response.status}`);
  const htmlFile = path.join(tmpDir, "home.html");
  await writeFile(htmlFile, html);
  progress(`autocannon: SSR ${ssrUrl} (${CONFIG.connections} connections, ${CONFIG.duration} s)…`);
  const ssr = await cannon(ssrUrl);
  const staticServer = await startStaticServer(htmlFile, CONFIG.staticEncoding);
  cleanups.push(staticServer.stop);
  let copy;
  try {
    progress(`autocannon: static copy ${staticServer.url}…`);
    copy = await cannon(staticServer.url);
  } finally {
    await staticServer.stop();
    cleanups.pop();
  }
  return {
    connections: CONFIG.connections,
    durationSeconds: CONFIG.duration,
    requestHeaders: { "accept-encoding": "gzip" },
    staticServer:
      CONFIG.staticEncoding === "gzip"
        ? "node:http in a child process, same HTML gzipped per request when 1 KB or more (zlib default level, like the app's compression middleware)"
        : "node:http in a child process, same HTML uncompressed",
    htmlBytes: Buffer.byteLength(html),
    htmlGzipBytes: gzipSize(html),
    ssr,
    static: copy,
    ratio: copy.requestsPerSecond
      ? Math.round((ssr.requestsPerSecond / copy.requestsPerSecond) * 1000) / 1000
      : null,
  };
}

// ---------------------------------------------------------------------------------------------
// Report
// ---------------------------------------------------------------------------------------------

/** @param {unknown} error */
function errorText(error) {
  return error instanceof Error ? (error.message.split("\n")[0] ?? error.message) : String(error);
}

/** @param {PageResult} page */
function checkTargets(page) {
  const lh = page.lighthouse;
  if (lh) {
    if (lh.error) page.misses.push(`Lighthouse: ${lh.error}`);
    for (const [key, id] of CATEGORIES) {
      const value = lh[key];
      const target = TARGETS[key];
      if (value == null) {
        if (!lh.error) page.misses.push(`${id}: no score`);
      } else if (value < target) {
        page.misses.push(`${id} ${value} < ${target}`);
      }
    }
  }
  if (page.js) {
    if (page.js.error) page.misses.push(`JS: ${page.js.error}`);
    else if (page.js.gzipBytes > TARGETS.jsKB * 1024)
      page.misses.push(`JS ${kib(page.js.gzipBytes)} KB > ${TARGETS.jsKB} KB`);
  }
}

/**
 * @param {number | null | undefined} value
 * @param {number} target
 * @param {boolean} measured
 * @param {"min" | "max"} kind
 */
function cell(value, target, measured, kind = "min") {
  if (!measured) return "–";
  if (value == null) return "✗";
  const ok = kind === "min" ? value >= target : value <= target;
  return ok ? `${value}` : `${value} ✗`;
}

/**
 * @param {any} report
 * @returns {string}
 */
function toMarkdown(report) {
  /** @type {PageResult[]} */
  const pages = report.pages;
  const out = [];
  out.push("# Benchmark report", "");
  out.push(`- Date: ${report.date}`);
  out.push(
    `- Node ${report.node}; Lighthouse ${report.lighthouseVersion ?? "–"}; ${report.chromium ?? "Chromium –"}`,
  );
  const m = report.machine;
  out.push(
    `- Machine: ${m.platform} ${m.arch}, ${m.cpus} CPU (${m.cpuModel}), ${m.totalMemGiB} GiB RAM; load generator and server on the same machine`,
  );
  out.push(`- Target: ${report.target} (${report.server})`);
  out.push(
    `- Targets: performance ≥ ${TARGETS.performance}, accessibility / best practices / SEO ${TARGETS.accessibility}, JS ≤ ${TARGETS.jsKB} KB gzip per page`,
  );
  out.push("");
  out.push("## Pages", "");
  out.push(
    "Lighthouse default config (mobile preset: emulated Moto G Power, simulated slow 4G, 4× CPU slowdown). " +
      "JS = every script file the page loads (network idle), gzipped with zlib's default level; 1 KB = 1024 bytes.",
    "",
  );
  const lhOn = report.config.lighthouse;
  const jsOn = report.config.js;
  out.push(
    mdTable(
      ["Page", "HTTP", "Perf", "A11y", "Best pr.", "SEO", "JS KB gzip", "Result"],
      pages.map((page) => {
        const lh = page.lighthouse;
        return [
          page.path,
          page.status,
          cell(lh?.performance, TARGETS.performance, lhOn),
          cell(lh?.accessibility, TARGETS.accessibility, lhOn),
          cell(lh?.bestPractices, TARGETS.bestPractices, lhOn),
          cell(lh?.seo, TARGETS.seo, lhOn),
          jsOn ? cell(page.js?.error ? null : kib(page.js?.gzipBytes), TARGETS.jsKB, true, "max") : "–",
          page.misses.length ? "✗" : "✓",
        ];
      }),
    ),
  );
  const details = pages.filter((page) => page.misses.length);
  if (details.length) {
    out.push("", "### Misses in detail", "");
    for (const page of details) {
      out.push(`- **${page.path}**: ${page.misses.join("; ")}`);
      const lh = page.lighthouse;
      if (lh) {
        for (const [category, audits] of Object.entries(lh.failingAudits)) {
          if (audits.length) out.push(`  - ${category}: ${audits.join(", ")}`);
        }
        if (lh.performance != null && lh.performance < TARGETS.performance) {
          out.push(
            `  - metrics: ${Object.entries(lh.metrics)
              .map(([k, v]) => `${k} ${v}`)
              .join(", ")}`,
          );
        }
      }
    }
  }
  if (report.load) {
    const load = report.load;
    out.push("", "## Home page: SSR vs static copy", "");
    out.push(
      `autocannon, ${load.connections} connections, ${load.durationSeconds} s each (after a short warm-up), ` +
        `request header \`accept-encoding: gzip\`. Static copy: ${load.staticServer}. ` +
        `HTML ${kib(load.htmlBytes)} KB (${kib(load.htmlGzipBytes)} KB gzip).`,
      "",
    );
    /** @param {string} name @param {LoadResult} r */
    const row = (name, r) => [
      name,
      r.url,
      r.requestsPerSecond,
      r.latencyP50Ms,
      r.latencyP99Ms,
      r.contentEncoding ?? "identity",
      r.non2xx ? `${r.non2xx} ✗` : 0,
      r.errors ? `${r.errors} ✗` : 0,
    ];
    out.push(
      mdTable(
        ["Server", "URL", "req/s (avg)", "p50 ms", "p99 ms", "encoding", "non-2xx", "errors"],
        [row("SSR (node server.js)", load.ssr), row("Static copy", load.static)],
      ),
    );
    out.push("", `**Ratio SSR/static (req/s): ${load.ratio ?? "–"}**`);
  }
  out.push("", report.summary);
  return out.join("\n");
}

// ---------------------------------------------------------------------------------------------

async function main() {
  if (CONFIG.lighthouse || CONFIG.load) ensureBenchTools();
  const tmpDir = await mkdtemp(path.join(os.tmpdir(), "bench-"));
  cleanups.push(() => rm(tmpDir, { recursive: true, force: true }));

  let origin;
  let serverDescription;
  let built = false;
  if (CONFIG.externalUrl) {
    origin = CONFIG.externalUrl;
    serverDescription = "external server (BENCH_URL)";
  } else {
    built = ensureBuild();
    const server = await startServer();
    origin = server.origin;
    serverDescription = `node server.js, NODE_ENV=production, ${server.database}`;
  }

  const paths = await listPages(origin);
  /** @type {PageResult[]} */
  const pages = paths.map((p) => ({
    path: p,
    url: origin + p,
    status: null,
    htmlGzipBytes: null,
    lighthouse: null,
    js: null,
    misses: [],
  }));
  for (const page of pages) await probePage(page);

  if (CONFIG.js) await measureJs(pages);
  let chromiumVersion = null;
  if (CONFIG.lighthouse) chromiumVersion = await runLighthouse(pages);
  for (const page of pages) checkTargets(page);

  let load = null;
  if (CONFIG.load) {
    const home = new URL(origin);
    if (home.hostname === "localhost") home.hostname = "127.0.0.1"; // same address family as the static copy
    load = await runLoad(`${home.origin}/`, tmpDir);
  }

  const misses = pages.flatMap((page) => page.misses.map((miss) => `${page.path}: ${miss}`));
  if (load && (load.ssr.non2xx || load.ssr.errors))
    misses.push(`load: SSR had ${load.ssr.non2xx} non-2xx, ${load.ssr.errors} errors`);
  const lighthouseVersion = installedLighthouse();
  const cpus = os.cpus();
  const report = {
    date: new Date().toISOString(),
    node: process.version,
    lighthouseVersion,
    chromium: chromiumVersion,
    machine: {
      platform: os.platform(),
      arch: os.arch(),
      cpus: cpus.length,
      cpuModel: cpus[0]?.model?.trim() ?? "unknown",
      totalMemBytes: os.totalmem(),
      totalMemGiB: Math.round((os.totalmem() / 1024 ** 3) * 10) / 10,
    },
    target: origin,
    server: serverDescription,
    builtNow: built,
    config: CONFIG,
    targets: TARGETS,
    pages,
    load,
    misses,
    summary: misses.length
      ? `✗ ${misses.length} target miss(es): ${misses.join("; ")}`
      : "✓ All targets met.",
  };
  const markdown = toMarkdown(report);
  await mkdir(RESULTS_DIR, { recursive: true });
  await writeFile(path.join(RESULTS_DIR, "latest.json"), `${JSON.stringify(report, null, 2)}\n`);
  await writeFile(path.join(RESULTS_DIR, "latest.md"), `${markdown}\n`);
  console.log(markdown);
  console.log(`\n(written to ${path.relative(ROOT, RESULTS_DIR)}/latest.md and latest.json)`);
  console.log(report.summary);
}

try {
  await main();
  await runCleanups();
  process.exit(0);
} catch (error) {
  console.error(`[bench] crashed: ${error instanceof Error ? (error.stack ?? error.message) : error}`);
  if (error instanceof Error && error.cause) console.error("[bench] cause:", error.cause);
  if (appServer) {
    console.error(
      `[bench] app server ${appServer.running() ? "still running" : "had exited"}; its last output:`,
    );
    console.error(appServer.tail().split("\n").slice(-30).join("\n"));
  }
  await runCleanups();
  process.exit(1);
}
