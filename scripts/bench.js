// @ts-check
// `npm run bench`: Lighthouse (mobile preset, Debian Chromium, median of 3 runs) on every
// public page in both languages, the JS each page loads, autocannon on the home page, the not-found
// page and a static copy, and the server's memory before and after the load. Writes
// bench/results/latest.{md,json} and prints the markdown. A report: exit code 0 even when targets
// are missed; non-zero only when something crashed. See bench/README.md for the options.
import { spawnSync } from "node:child_process";
import { createRequire } from "node:module";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import {
  errorText,
  getFreePort,
  rssBytes,
  rssParts,
  spawnManaged,
  stopManaged,
  waitForOk,
  waitForQuietServer,
} from "./bench-lib.js";
import { measureJs } from "./bench-js.js";
import { runLighthouse } from "./bench-lighthouse.js";
import { runAccountLoad, seedAccounts } from "./bench-accounts.js";
import { runLoad, runMemory, warmUp } from "./bench-load.js";
import { listPages, pageResults, probePage } from "./bench-pages.js";
import {
  checkTargets,
  metricsOf,
  README_MARKERS,
  readmeFiguresTable,
  TARGETS,
  toMarkdown,
} from "./bench-report.js";
import { ensureBenchTools, lighthouseVersion } from "./bench-tools.js";
import { buildNeeded } from "./build-freshness.js";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const RESULTS_DIR = path.join(ROOT, "bench", "results");

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
const quick = process.env.BENCH_QUICK === "1";
const CONFIG = {
  quick,
  runs: envNumber("BENCH_RUNS", quick ? 1 : 3),
  duration: envNumber("BENCH_DURATION", 10),
  connections: envNumber("BENCH_CONNECTIONS", 50),
  accountConnections: envNumber("BENCH_ACCOUNT_CONNECTIONS", 10),
  memoryRequests: envNumber("BENCH_MEMORY_REQUESTS", TARGETS.memoryRequests),
  preferredPort: envNumber("BENCH_PORT", 3300),
  staticEncoding: /** @type {"gzip" | "none"} */ (process.env.BENCH_STATIC_GZIP === "0" ? "none" : "gzip"),
  // Benchmark a server that is already running instead of building and starting one.
  externalUrl: process.env.BENCH_URL?.replace(/\/+$/, "") || null,
  lighthouse: !skip.has("lighthouse"),
  js: !skip.has("js"),
  load: !skip.has("load"),
  accounts: !skip.has("accounts"),
  memory: !skip.has("memory"),
  saveLhr: process.env.BENCH_SAVE_LHR === "1",
};

/** @param {number | null} bytes */
const toMB = (bytes) => (bytes == null ? null : Math.round(bytes / 1048576));

/** @param {string} message */
const progress = (message) => console.error(`[bench] ${message}`);

/** Cleanup steps, run in reverse order at the end, on error and on Ctrl-C. */
/** @type {Array<() => Promise<void>>} */
const cleanups = [];
async function runCleanups() {
  while (cleanups.length) {
    try {
      await cleanups.pop()?.();
    } catch (error) {
      progress(`cleanup failed: ${errorText(error)}`);
    }
  }
}
for (const signal of /** @type {const} */ (["SIGINT", "SIGTERM"])) {
  process.once(signal, () => {
    progress(`${signal}: stopping`);
    runCleanups().finally(() => process.exit(130));
  });
}

function ensureBuild() {
  const rebuild = process.env.BENCH_REBUILD === "1";
  // Never measure a build older than the sources (scripts/build-freshness.js).
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

/** `npm start`'s command line (package.json): `NAME=value … node --flag … scripts/start.js`. */
function startCommand() {
  /** @type {{ scripts: Record<string, string> }} */
  const pkg = createRequire(import.meta.url)("../package.json");
  const match = /^((?:\w+=\S+\s+)*)node((?:\s+--\S+)*)\s/.exec(pkg.scripts.start ?? "");
  return { variables: (match?.[1] ?? "").trim(), flags: match?.[2] ?? "" };
}

/**
 * The V8 flags of `npm start`, so the bench measures the server as it runs in production;
 * BENCH_NODE_FLAGS replaces them.
 */
function nodeFlags() {
  if (process.env.BENCH_NODE_FLAGS !== undefined)
    return process.env.BENCH_NODE_FLAGS.split(/\s+/).filter(Boolean);
  return startCommand().flags.split(/\s+/).filter(Boolean);
}

/** The environment variables `npm start` sets before `node` (e.g. MALLOC_ARENA_MAX). */
function startVariables() {
  return Object.fromEntries(
    startCommand()
      .variables.split(/\s+/)
      .filter(Boolean)
      .map((pair) => [pair.slice(0, pair.indexOf("=")), pair.slice(pair.indexOf("=") + 1)]),
  );
}

async function startServer() {
  const port = await getFreePort(CONFIG.preferredPort);
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "bench-data-"));
  cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
  const origin = `http://localhost:${port}`;
  /** @type {NodeJS.ProcessEnv} */
  const env = {
    ...process.env,
    ...startVariables(),
    NODE_ENV: "production",
    PORT: String(port),
    DATA_DIR: dataDir,
    PUBLIC_URL: origin,
  };
  delete env.DATABASE_URL;
  if (process.env.BENCH_DATABASE_URL) env.DATABASE_URL = process.env.BENCH_DATABASE_URL;
  if (CONFIG.accounts) {
    progress("seeding the demo customer and staff member (npm run seed)…");
    seedAccounts(env);
  }
  progress(`starting node server.js on port ${port} (DATA_DIR ${dataDir})…`);
  const server = spawnManaged(process.execPath, [...nodeFlags(), "server.js"], { cwd: ROOT, env });
  appServer = server;
  cleanups.push(() => stopManaged(server));
  try {
    await waitForOk(`${origin}/healthz`, {
      timeoutMs: 120_000,
      alive: server.running,
      what: "node server.js",
    });
  } catch (error) {
    throw new Error(`${errorText(error)}\n--- server output ---\n${server.tail()}`, { cause: error });
  }
  const postgres = Boolean(env.DATABASE_URL);
  return {
    origin,
    startedAt: Date.now(),
    pid: server.child.pid,
    database: postgres ? "postgres" : "pglite",
    description: `node server.js, NODE_ENV=production, ${postgres ? "PostgreSQL (BENCH_DATABASE_URL)" : "PGlite in a fresh DATA_DIR"}`,
  };
}

async function main() {
  if (CONFIG.lighthouse || CONFIG.load) ensureBenchTools();
  const tmpDir = await mkdtemp(path.join(os.tmpdir(), "bench-"));
  cleanups.push(() => rm(tmpDir, { recursive: true, force: true }));
  /** @type {{ origin: string, startedAt: number, pid: number | undefined, database: string, description: string }} */
  let server = {
    origin: CONFIG.externalUrl ?? "",
    startedAt: Date.now(),
    pid: undefined,
    database: "unknown",
    description: "external server (BENCH_URL)",
  };
  let built = false;
  if (!CONFIG.externalUrl) {
    built = ensureBuild();
    server = { ...server, ...(await startServer()) };
  }
  const { origin } = server;
  const pages = await pageResults(
    origin,
    await listPages({ quick: CONFIG.quick, pages: process.env.BENCH_PAGES }),
  );
  /** The server's RSS after each phase (MB), printed as it goes, to see what grows it. */
  const rssTimeline = /** @type {Array<{ phase: string, mb: number | null }>} */ ([]);
  const markRss = async (/** @type {string} */ phase) => {
    const mb = toMB(await rssBytes(server.pid));
    const parts = await rssParts(server.pid);
    rssTimeline.push({ phase, mb });
    const split = parts ? ` (anonymous ${toMB(parts.anonymous)}, files ${toMB(parts.files)})` : "";
    progress(`server RSS after ${phase}: ${mb ?? "–"} MB${split}`);
  };
  const rssBefore = await rssBytes(server.pid);
  await markRss("start-up");
  // Every page warmed up before anything is measured (a probe, then 20 requests each): the
  // first page measured must not pay for compilation and caches the later ones find ready.
  for (const page of pages) await probePage(page);
  progress(`warm-up: ${pages.length} public pages and the not-found page, 20 requests each…`);
  await warmUp([`${origin}/`, ...pages.map((page) => page.url), `${origin}/bench-no-such-page`]);
  await markRss("warm-up");

  if (CONFIG.js) await measureJs(pages, { progress, cleanups });
  let chromium = null;
  if (CONFIG.lighthouse) {
    const saveDir = CONFIG.saveLhr ? path.join(RESULTS_DIR, "lighthouse") : null;
    chromium = await runLighthouse(pages, { runs: CONFIG.runs, saveDir, progress, cleanups });
  }
  for (const page of pages) checkTargets(page);
  if (CONFIG.js || CONFIG.lighthouse) await markRss("pages (JS, Lighthouse)");

  // Same address family as the static copy (127.0.0.1).
  const loadOrigin = origin.replace("//localhost:", "//127.0.0.1:");
  // Like with like: nothing is measured while the server still works on its start-up (its mail
  // worker's first run sends what the seed queued), so no page pays for it alone.
  const settle = async () => {
    const seconds = await waitForQuietServer(server.pid, { startedAt: server.startedAt });
    progress(`server quiet before measuring (waited ${seconds} s)`);
  };
  if (CONFIG.load || CONFIG.accounts) await settle();
  const load = CONFIG.load ? await runLoad(loadOrigin, { ...CONFIG, tmpDir, progress, cleanups }) : null;
  if (load) await markRss("load (home, not-found)");
  const accounts = CONFIG.accounts
    ? await runAccountLoad(origin, {
        connections: CONFIG.accountConnections,
        duration: CONFIG.duration,
        pid: server.pid,
        progress,
        settle,
      })
    : null;
  if (accounts) await markRss("load (account pages)");
  const memory =
    CONFIG.memory && server.pid
      ? await runMemory(
          loadOrigin,
          pages.map((page) => page.path),
          {
            pid: server.pid,
            amount: CONFIG.memoryRequests,
            connections: CONFIG.connections,
            rssBefore,
            progress,
          },
        )
      : null;
  if (memory) await markRss(`memory (${memory.requests} requests)`);
  // BENCH_HOLD_MS keeps the server up after the last phase, to look into it (/proc/<pid>/smaps).
  const holdMs = Number(process.env.BENCH_HOLD_MS) || 0;
  if (holdMs > 0) {
    progress(`holding the server (pid ${server.pid}) for ${holdMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, holdMs));
  }

  const cpus = os.cpus();
  const report = {
    date: new Date().toISOString(),
    node: process.version,
    lighthouseVersion: lighthouseVersion(),
    chromium,
    machine: {
      platform: os.platform(),
      arch: os.arch(),
      cpus: cpus.length,
      cpuModel: cpus[0]?.model?.trim() ?? "unknown",
      totalMemGiB: Math.round((os.totalmem() / 1024 ** 3) * 10) / 10,
      loadAverage: os.loadavg().map((value) => Math.round(value * 10) / 10),
    },
    target: origin,
    server: server.description,
    database: server.database,
    builtNow: built,
    config: CONFIG,
    targets: TARGETS,
    pages,
    load,
    accounts,
    memory: memory ? { ...memory, rssTimeline } : null,
    rssTimeline,
    /** @type {ReturnType<typeof metricsOf> | null} */
    metrics: null,
    misses: /** @type {string[]} */ ([]),
    summary: "",
  };
  report.metrics = metricsOf(report);
  const misses = pages.flatMap((page) => page.misses.map((miss) => `${page.path}: ${miss}`));
  if (load && (load.ssr.non2xx || load.ssr.errors))
    misses.push(`load: home had ${load.ssr.non2xx} non-2xx, ${load.ssr.errors} errors`);
  if (report.metrics.load && !report.metrics.load.ok)
    misses.push(`load: home p99 ${load?.ssr.latencyP99Ms} ms, home/not-found ${load?.ratioNotFound}`);
  if (accounts?.error) misses.push(`account pages: ${accounts.error}`);
  for (const miss of report.metrics.accounts?.misses ?? []) misses.push(`account pages: ${miss}`);
  if (report.metrics.memory && report.metrics.memory.ok === false)
    misses.push(`memory: RSS ${report.metrics.memory.rssAfterMB} MB > ${report.metrics.memory.targetMB} MB`);
  report.misses = misses;
  report.summary = misses.length
    ? `✗ ${misses.length} target miss(es): ${misses.join("; ")}`
    : "✓ All targets met.";

  const markdown = toMarkdown(report);
  await mkdir(RESULTS_DIR, { recursive: true });
  await writeFile(path.join(RESULTS_DIR, "latest.json"), `${JSON.stringify(report, null, 2)}\n`);
  await writeFile(path.join(RESULTS_DIR, "latest.md"), `${markdown}\n`);
  console.log(markdown);
  console.log(`\n(written to ${path.relative(ROOT, RESULTS_DIR)}/latest.md and latest.json)`);
  if (process.env.BENCH_README === "1") await writeReadmeFigures(report);
}

/** BENCH_README=1: the logged-in pages' table in README.md, between its markers, replaced. */
async function writeReadmeFigures(/** @type {any} */ report) {
  const table = readmeFiguresTable(report);
  const file = path.join(ROOT, "README.md");
  const readme = await readFile(file, "utf8");
  const [open = "", close = ""] = README_MARKERS;
  const start = readme.indexOf(open);
  const end = readme.indexOf(close);
  if (!table || start < 0 || end < start) {
    progress("BENCH_README=1: no logged-in figures or no markers in README.md; left unchanged");
    return;
  }
  const updated = `${readme.slice(0, start + open.length)}\n\n${table}\n\n${readme.slice(end)}`;
  // Formatted as the lint checks it (prettier aligns the table's columns).
  const prettier = await import("prettier");
  const options = (await prettier.resolveConfig(file)) ?? {};
  await writeFile(file, await prettier.format(updated, { ...options, filepath: file }));
  progress("README.md: the logged-in pages' figures written");
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
