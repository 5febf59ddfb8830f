// @ts-check
// Targets and report for `npm run bench`: marks misses on each page, writes the markdown report and
// the `metrics` block of latest.json that CI can compare run to run.
import { kib } from "./bench-lib.js";
import { CATEGORIES } from "./bench-lighthouse.js";

/** What every page must reach; a miss is marked in the report. */
export const TARGETS = {
  performance: 98,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  cls: 0,
  /** Pages that need script; the others load none. */
  jsKB: 115,
  homeP99Ms: 150,
  /** Home page req/s against the not-found page's (the layout alone) in the same run. */
  ratioNotFound: 0.6,
  rssMB: { pglite: 300, postgres: 200 },
  /** Each logged-in page at the account connections (decision 024); PostgreSQL at half the rate. */
  accountRps: { pglite: 150, postgres: 75 },
  accountP99Ms: 150,
  memoryRequests: 10_000,
};

/** @param {import("./bench-pages.js").PageResult} page */
export function checkTargets(page) {
  const lh = page.lighthouse;
  if (lh) {
    if (lh.error) page.misses.push(`Lighthouse: ${lh.error}`);
    for (const [key, id] of CATEGORIES) {
      const value = lh[key];
      if (value == null) {
        if (!lh.error) page.misses.push(`${id}: no score`);
      } else if (value < TARGETS[key]) {
        page.misses.push(`${id} ${value} < ${TARGETS[key]}`);
      }
    }
    if (lh.cls != null && lh.cls > TARGETS.cls) page.misses.push(`CLS ${lh.cls} > 0`);
  }
  if (page.js) {
    if (page.js.error) page.misses.push(`JS: ${page.js.error}`);
    else if (page.js.gzipBytes > TARGETS.jsKB * 1024)
      page.misses.push(`JS ${kib(page.js.gzipBytes)} KB > ${TARGETS.jsKB} KB`);
  }
}

/**
 * The figures CI compares: worst page scores, JS, load and memory, each with its target and verdict.
 * @param {any} report
 */
export function metricsOf(report) {
  /** @type {import("./bench-pages.js").PageResult[]} */
  const pages = report.pages;
  const scores = pages.map((page) => page.lighthouse).filter((lh) => lh && !lh.error);
  /** @param {(lh: any) => number | null} pick */
  const worst = (pick) => {
    const values = scores.map(pick).filter((v) => v != null);
    return values.length ? Math.min(...values) : null;
  };
  const scriptPages = pages.filter((page) => page.js && page.js.gzipBytes > 0);
  const load = report.load;
  const memory = report.memory;
  const rssLimit = report.database === "postgres" ? TARGETS.rssMB.postgres : TARGETS.rssMB.pglite;
  const rssAfterMB = memory?.rssAfterBytes != null ? Math.round(memory.rssAfterBytes / 1048576) : null;
  /** @param {number | null | undefined} value @param {number} target @param {"min" | "max"} kind */
  const verdict = (value, target, kind) =>
    value == null ? null : kind === "min" ? value >= target : value <= target;
  const worstPerformance = worst((lh) => lh.performance);
  const accountRps = report.database === "postgres" ? TARGETS.accountRps.postgres : TARGETS.accountRps.pglite;
  /** @type {Array<{ path: string, who: string, note?: string, result: import("./bench-load.js").LoadResult }>} */
  const accountPages = report.accounts?.pages ?? [];
  const accountMisses = accountPages.flatMap(({ path, note, result }) => {
    const name = note ? `${path} (${note})` : path;
    return [
      ...(result.requestsPerSecond < accountRps
        ? [`${name} ${result.requestsPerSecond} req/s < ${accountRps}`]
        : []),
      ...(result.latencyP99Ms >= TARGETS.accountP99Ms
        ? [`${name} p99 ${result.latencyP99Ms} ms ≥ ${TARGETS.accountP99Ms}`]
        : []),
      ...(result.non2xx || result.errors
        ? [`${name} ${result.non2xx} non-2xx, ${result.errors} errors`]
        : []),
    ];
  });
  return {
    pagesMeasured: pages.length,
    lighthouse: {
      worstPerformance,
      worstAccessibility: worst((lh) => lh.accessibility),
      worstBestPractices: worst((lh) => lh.bestPractices),
      worstSeo: worst((lh) => lh.seo),
      worstCls: scores.length ? Math.max(...scores.map((lh) => lh?.cls ?? 0)) : null,
      ok: scores.length ? pages.every((page) => !page.misses.some((m) => !m.startsWith("JS"))) : null,
    },
    js: {
      scriptFreePages: pages.filter((page) => page.js && page.js.gzipBytes === 0).length,
      pagesWithScript: scriptPages.length,
      maxKB: scriptPages.length ? kib(Math.max(...scriptPages.map((page) => page.js?.gzipBytes ?? 0))) : 0,
      targetKB: TARGETS.jsKB,
      ok: pages.every((page) => !page.misses.some((m) => m.startsWith("JS"))),
    },
    load: load
      ? {
          homeRps: load.ssr.requestsPerSecond,
          homeP99Ms: load.ssr.latencyP99Ms,
          notFoundRps: load.notFound.requestsPerSecond,
          staticRps: load.static.requestsPerSecond,
          ratioNotFound: load.ratioNotFound,
          ratioStatic: load.ratio,
          ok:
            verdict(load.ssr.latencyP99Ms, TARGETS.homeP99Ms, "max") &&
            verdict(load.ratioNotFound, TARGETS.ratioNotFound, "min"),
        }
      : null,
    accounts: accountPages.length
      ? {
          worstRps: Math.min(...accountPages.map((page) => page.result.requestsPerSecond)),
          worstP99Ms: Math.max(...accountPages.map((page) => page.result.latencyP99Ms)),
          targetRps: accountRps,
          targetP99Ms: TARGETS.accountP99Ms,
          misses: accountMisses,
          ok: accountMisses.length === 0,
        }
      : null,
    memory: memory
      ? {
          requests: memory.requests,
          rssBeforeMB: memory.rssBeforeBytes != null ? Math.round(memory.rssBeforeBytes / 1048576) : null,
          rssAfterMB,
          targetMB: rssLimit,
          ok: verdict(rssAfterMB, rssLimit, "max"),
        }
      : null,
  };
}

/**
 * A markdown table.
 * @param {string[]} header
 * @param {Array<Array<string | number | null | undefined>>} rows
 */
export function mdTable(header, rows) {
  const line = (/** @type {Array<string | number | null | undefined>} */ cells) =>
    `| ${cells.map((cell) => (cell == null ? "–" : String(cell).replaceAll("|", "\\|"))).join(" | ")} |`;
  return [line(header), line(header.map(() => "---")), ...rows.map(line)].join("\n");
}

/** @param {number | null | undefined} value @param {number} target @param {boolean} measured @param {"min" | "max"} kind */
function cell(value, target, measured, kind = "min") {
  if (!measured) return "–";
  if (value == null) return "✗";
  const ok = kind === "min" ? value >= target : value <= target;
  return ok ? `${value}` : `${value} ✗`;
}

/** @param {any} report @returns {string} */
export function toMarkdown(report) {
  /** @type {import("./bench-pages.js").PageResult[]} */
  const pages = report.pages;
  const m = report.machine;
  const out = ["# Benchmark report", ""];
  out.push(`- Date: ${report.date}`);
  out.push(
    `- Node ${report.node}; Lighthouse ${report.lighthouseVersion ?? "–"}; ${report.chromium ?? "Chromium –"}`,
  );
  out.push(
    `- Machine: ${m.platform} ${m.arch}, ${m.cpus} CPU (${m.cpuModel}), ${m.totalMemGiB} GiB RAM, load average ${m.loadAverage.join(" / ")} at start; load generator and server on the same machine`,
  );
  out.push(`- Target: ${report.target} (${report.server})`);
  out.push(
    `- Mode: ${report.config.quick ? "quick (a sample of pages)" : "all public pages"}, Lighthouse runs per page: ${report.config.runs} (median)`,
  );
  out.push("", "## Pages", "");
  out.push(
    "Lighthouse default config (mobile preset: emulated Moto G Power, simulated slow 4G, 4× CPU slowdown), median of the runs. " +
      "JS = every script file the page loads (network idle), gzipped with zlib's default level; 1 KB = 1024 bytes; 0 = no framework JavaScript.",
    "",
  );
  const lhOn = report.config.lighthouse;
  out.push(
    mdTable(
      ["Page", "HTTP", "Perf", "A11y", "Best pr.", "SEO", "CLS", "JS KB gzip", "Result"],
      pages.map((page) => {
        const lh = page.lighthouse;
        return [
          page.path,
          page.status,
          cell(lh?.performance, TARGETS.performance, lhOn),
          cell(lh?.accessibility, TARGETS.accessibility, lhOn),
          cell(lh?.bestPractices, TARGETS.bestPractices, lhOn),
          cell(lh?.seo, TARGETS.seo, lhOn),
          cell(lh?.cls, TARGETS.cls, lhOn, "max"),
          report.config.js
            ? cell(page.js?.error ? null : kib(page.js?.gzipBytes), TARGETS.jsKB, true, "max")
            : "–",
          page.misses.length ? "✗" : "✓",
        ];
      }),
    ),
  );
  for (const page of pages.filter((entry) => entry.misses.length)) {
    out.push("", `- **${page.path}**: ${page.misses.join("; ")}`);
    for (const [category, audits] of Object.entries(page.lighthouse?.failingAudits ?? {})) {
      if (audits.length) out.push(`  - ${category}: ${audits.join(", ")}`);
    }
    const metrics = Object.entries(page.lighthouse?.metrics ?? {});
    if (metrics.length) out.push(`  - metrics: ${metrics.map(([k, v]) => `${k} ${v}`).join(", ")}`);
  }
  if (report.load) {
    const load = report.load;
    out.push("", "## Load: home page, not-found page, static copy", "");
    out.push(
      `autocannon, ${load.connections} connections, ${load.durationSeconds} s each (after a short warm-up), ` +
        `\`accept-encoding: gzip\`. Static copy: ${load.staticServer}. Home HTML ${kib(load.htmlBytes)} KB (${kib(load.htmlGzipBytes)} KB gzip).`,
      "",
    );
    /** @param {string} name @param {import("./bench-load.js").LoadResult} r @param {boolean} expect404 */
    const row = (name, r, expect404 = false) => [
      name,
      r.url,
      r.requestsPerSecond,
      r.latencyP50Ms,
      r.latencyP99Ms,
      r.contentEncoding ?? "identity",
      expect404 ? `${r.non2xx} (404s)` : r.non2xx ? `${r.non2xx} ✗` : 0,
      r.errors ? `${r.errors} ✗` : 0,
    ];
    out.push(
      mdTable(
        ["Server", "URL", "req/s (avg)", "p50 ms", "p99 ms", "encoding", "non-2xx", "errors"],
        [
          row("Home, SSR (node server.js)", load.ssr),
          row("Not-found page, SSR", load.notFound, true),
          row("Static copy of the home HTML", load.static),
        ],
      ),
    );
    out.push(
      "",
      `**Home / not-found (req/s): ${load.ratioNotFound ?? "–"}** (target ≥ ${TARGETS.ratioNotFound}); ` +
        `home / static copy: ${load.ratio ?? "–"}; home p99 ${load.ssr.latencyP99Ms} ms (target < ${TARGETS.homeP99Ms} ms).`,
    );
  }
  if (report.accounts) out.push("", ...accountSection(report));
  const metrics = report.metrics;
  if (!metrics.memory && report.rssTimeline?.length) {
    const phases = report.rssTimeline.map((/** @type {any} */ t) => `${t.phase} ${t.mb ?? "–"} MB`);
    out.push("", "## Memory", "", `Server RSS after each phase: ${phases.join(", ")}.`);
  }
  if (metrics.memory) {
    const mem = metrics.memory;
    out.push("", "## Memory", "");
    out.push(
      `Server RSS ${mem.rssBeforeMB ?? "–"} MB after start-up, ${mem.rssAfterMB ?? "–"} MB after the whole run ` +
        `(the last ${mem.requests} requests spread over the measured pages); target ≤ ${mem.targetMB} MB on ${report.database}.`,
    );
    const timeline = report.memory?.rssTimeline ?? [];
    if (timeline.length) {
      const phases = timeline.map((/** @type {any} */ t) => `${t.phase} ${t.mb ?? "–"} MB`);
      out.push("", `RSS after each phase: ${phases.join(", ")}.`);
    }
  }
  out.push("", report.summary);
  return out.join("\n");
}

/**
 * A page's req/s as a share of the cached home page's in the same run: on a shared machine the
 * ratio moves less than the req/s, so runs on different days compare by it.
 * @param {any} report @param {number} rps
 */
function homeRatio(report, rps) {
  // The home page at the logged-in pages' connections when the run measured it (like with like),
  // else the load phase's.
  const home = report.accounts?.home?.result?.requestsPerSecond ?? report.load?.ssr?.requestsPerSecond;
  return home ? (Math.round((rps / home) * 1000) / 1000).toFixed(3) : "–";
}

/** The logged-in pages beside the home and not-found pages of the same run. @param {any} report */
function accountSection(report) {
  const accounts = report.accounts;
  const out = ["## Load: logged-in pages", ""];
  if (accounts.error) return [...out, `✗ ${accounts.error}`];
  const target = report.metrics.accounts;
  out.push(
    `autocannon, ${accounts.connections} connections, ${accounts.durationSeconds} s each, with the cookies of a real ` +
      "login (the seed's demo customer; the demo staff member with the second factor). Targets: " +
      `≥ ${target?.targetRps ?? "–"} req/s and p99 < ${TARGETS.accountP99Ms} ms on ${report.database}. ` +
      "The server's CPU time per request and the machine's load average beside each: on a shared machine they " +
      "tell a slower page from a busier machine.",
    "",
  );
  /** @param {string} name @param {any} page one measured logged-in page */
  const row = (name, { result: r, who, cpuMsPerRequest, loadAverage }) => [
    name,
    who,
    cell(r.requestsPerSecond, target?.targetRps ?? 0, true),
    homeRatio(report, r.requestsPerSecond),
    r.latencyP50Ms,
    cell(r.latencyP99Ms, TARGETS.accountP99Ms - 1, true, "max"),
    cpuMsPerRequest,
    loadAverage,
    r.non2xx || r.errors ? `${r.non2xx} / ${r.errors} ✗` : 0,
  ];
  /** @param {string} name @param {import("./bench-load.js").LoadResult} r */
  const reference = (name, r) => [
    name,
    "visitor",
    r.requestsPerSecond,
    homeRatio(report, r.requestsPerSecond),
    r.latencyP50Ms,
    r.latencyP99Ms,
    "–",
    "–",
    r.non2xx || r.errors ? `${r.non2xx} / ${r.errors}` : 0,
  ];
  out.push(
    mdTable(
      [
        "Page",
        "Who",
        "req/s (avg)",
        "÷ home req/s",
        "p50 ms",
        "p99 ms",
        "server CPU ms/req",
        "load avg",
        "non-2xx / errors",
      ],
      [
        ...(accounts.home
          ? [row(`/ (cached home, ${accounts.connections} connections)`, accounts.home)]
          : []),
        ...accounts.pages.map((/** @type {any} */ page) =>
          row(page.note ? `${page.path}, ${page.note}` : page.path, page),
        ),
        ...(report.load
          ? [
              reference(`/ (cached home, ${report.load.connections} connections)`, report.load.ssr),
              reference(`not-found page (${report.load.connections} connections)`, report.load.notFound),
            ]
          : []),
      ],
    ),
  );
  return out;
}

/** Where `BENCH_README=1` writes the logged-in pages' figures in README.md ("### Figures"). */
export const README_MARKERS = ["<!-- bench:logged-in -->", "<!-- /bench:logged-in -->"];

/**
 * The README's table of the logged-in pages, the home and the not-found page of one run, with the
 * run's date, database and load average.
 * @param {any} report
 * @returns {string | null} null when the run measured no logged-in page
 */
export function readmeFiguresTable(report) {
  const accounts = report.accounts;
  if (!accounts?.pages?.length) return null;
  const measured = accounts.home
    ? [{ ...accounts.home, path: `/ (cached home, ${accounts.connections} connections)` }]
    : [];
  const rows = [...measured, ...accounts.pages].map((/** @type {any} */ page) => [
    page.note ? `${page.path}, ${page.note}` : page.path,
    page.who,
    page.result.requestsPerSecond,
    homeRatio(report, page.result.requestsPerSecond),
    page.result.latencyP99Ms,
    page.cpuMsPerRequest,
    page.loadAverage,
  ]);
  if (report.load) {
    for (const [name, result] of [
      [`/ (cached home, ${report.load.connections} connections)`, report.load.ssr],
      [`not-found page (${report.load.connections} connections)`, report.load.notFound],
    ])
      rows.push([
        name,
        "visitor",
        result.requestsPerSecond,
        homeRatio(report, result.requestsPerSecond),
        result.latencyP99Ms,
        "–",
        "–",
      ]);
  }
  return [
    `\`npm run bench\` of ${report.date.slice(0, 16).replace("T", " ")} UTC on ${report.database}, ` +
      `Node ${report.node}, ${report.machine.cpus} × ${report.machine.cpuModel}, ` +
      `${accounts.connections} connections, ${accounts.durationSeconds} s per page; load average ` +
      `${report.machine.loadAverage.join(" / ")} at the start.`,
    "",
    mdTable(["page (logged in)", "who", "req/s", "÷ home", "p99 ms", "server CPU ms/req", "load avg"], rows),
  ].join("\n");
}
