// @ts-check
// Load for `npm run bench` (autocannon, load generator on the same machine): the home page's SSR,
// the not-found page (the layout alone, rendered on every request) and a static copy of the home
// page's HTML served by a tiny node:http process; then the server's memory after a fixed number
// of requests spread over every measured page.
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { gzipSize, rssBytes, startStaticServer } from "./bench-lib.js";
import { loadAutocannon } from "./bench-tools.js";

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

const headers = { "accept-encoding": "gzip" };

/** autocannon from bench/node_modules (scripts/bench-tools.js), typed `any`. */
function autocannon() {
  return loadAutocannon();
}

/** @param {string} url @param {string} [cookie] @returns {Promise<string | null>} */
async function sampleEncoding(url, cookie) {
  const response = await fetch(url, {
    headers: cookie ? { ...headers, cookie } : headers,
    redirect: "manual",
  });
  await response.arrayBuffer();
  return response.headers.get("content-encoding");
}

/**
 * @param {string} url
 * @param {{ connections: number, duration: number, cookie?: string }} config
 * @returns {Promise<LoadResult>}
 */
export async function cannon(url, { connections, duration, cookie }) {
  const options = { url, connections, headers: cookie ? { ...headers, cookie } : headers };
  await autocannon()({ ...options, duration: Math.min(2, duration) }); // warm-up, not recorded
  /** @type {any} */
  const result = await autocannon()({ ...options, duration });
  return {
    url,
    requestsPerSecond: Math.round(result.requests.average),
    requestsTotal: result.requests.total,
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    contentEncoding: await sampleEncoding(url, cookie),
  };
}

/**
 * `requests` plain GETs to each URL, none measured (the server compiles and fills its caches).
 * @param {string[]} urls @param {number} [requests]
 */
export async function warmUp(urls, requests = 20) {
  for (const url of urls) {
    for (let i = 0; i < requests; i++) {
      const response = await fetch(url, { headers, redirect: "manual" });
      await response.arrayBuffer();
    }
  }
}

/**
 * Home page SSR, the not-found page and the static copy, one after the other.
 * @param {string} origin
 * @param {{ connections: number, duration: number, staticEncoding: "gzip" | "none", tmpDir: string,
 *   progress: (message: string) => void, cleanups: Array<() => Promise<void>> }} config
 */
export async function runLoad(origin, config) {
  const { connections, duration, progress } = config;
  const home = `${origin}/`;
  const response = await fetch(home, { redirect: "manual" });
  const html = await response.text();
  if (response.status !== 200) progress(`warning: ${home} answered ${response.status}`);
  const htmlFile = path.join(config.tmpDir, "home.html");
  await writeFile(htmlFile, html);

  progress(`autocannon: SSR ${home} (${connections} connections, ${duration} s)…`);
  const ssr = await cannon(home, config);
  const notFoundUrl = `${origin}/bench-no-such-page`;
  progress(`autocannon: not-found page ${notFoundUrl}…`);
  const notFound = await cannon(notFoundUrl, config);

  const staticServer = await startStaticServer(htmlFile, config.staticEncoding);
  config.cleanups.push(staticServer.stop);
  let copy;
  try {
    progress(`autocannon: static copy ${staticServer.url}…`);
    copy = await cannon(staticServer.url, config);
  } finally {
    await staticServer.stop();
    config.cleanups.pop();
  }
  /** @param {number} a @param {number} b */
  const ratio = (a, b) => (b ? Math.round((a / b) * 1000) / 1000 : null);
  return {
    connections,
    durationSeconds: duration,
    requestHeaders: headers,
    staticServer:
      config.staticEncoding === "gzip"
        ? "node:http in a child process, same HTML gzipped per request when 1 KB or more (zlib default level, like the app's compression middleware)"
        : "node:http in a child process, same HTML uncompressed",
    htmlBytes: Buffer.byteLength(html),
    htmlGzipBytes: gzipSize(html),
    ssr,
    notFound,
    static: copy,
    ratio: ratio(ssr.requestsPerSecond, copy.requestsPerSecond),
    ratioNotFound: ratio(ssr.requestsPerSecond, notFound.requestsPerSecond),
  };
}

/**
 * The server's resident memory before and after `amount` requests spread over `paths` (each
 * connection walks the list), at the bench's concurrency.
 * @param {string} origin
 * @param {string[]} paths
 * @param {{ pid: number | undefined, amount: number, connections: number, rssBefore: number | null,
 *   progress: (message: string) => void }} config
 */
export async function runMemory(origin, paths, config) {
  config.progress(`memory: ${config.amount} requests over ${paths.length} pages…`);
  /** @type {any} */
  const result = await autocannon()({
    url: origin,
    connections: config.connections,
    amount: config.amount,
    headers,
    requests: paths.map((p) => ({ method: "GET", path: p })),
  });
  // Let the last responses and timers settle, as a server between bursts would.
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  return {
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    rssBeforeBytes: config.rssBefore,
    rssAfterBytes: await rssBytes(config.pid),
  };
}
