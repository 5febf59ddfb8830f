// @ts-check
// Helpers for scripts/bench.js: processes, ports, Chromium, a static HTML server, sizes, memory.
// Also runnable on its own as the static server child:
//   node scripts/bench-lib.js serve-static <html-file> <port> <gzip|none>
// (a separate process, so that it does not share an event loop with the load generator).
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import zlib from "node:zlib";

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || "/usr/bin/chromium";
/** Flags known to work for headless Debian Chromium on these machines. */
export const CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/** @param {number} ms */
export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Resolves with `preferred` when it is free on 127.0.0.1 (and not 0), otherwise with a port the
 * kernel picks.
 * @param {number} [preferred]
 * @returns {Promise<number>}
 */
export async function getFreePort(preferred = 0) {
  /** @param {number} port @returns {Promise<number | null>} */
  const tryPort = (port) =>
    new Promise((resolve) => {
      const server = net.createServer();
      server.unref();
      server.once("error", () => resolve(null));
      server.listen({ port, host: "127.0.0.1", exclusive: true }, () => {
        const address = server.address();
        const got = typeof address === "object" && address ? address.port : null;
        server.close(() => resolve(got));
      });
    });
  if (preferred > 0) {
    const got = await tryPort(preferred);
    if (got) return got;
  }
  const got = await tryPort(0);
  if (!got) throw new Error("could not find a free TCP port");
  return got;
}

/**
 * @typedef {object} Managed
 * @property {import("node:child_process").ChildProcess} child
 * @property {Promise<number | null>} exited resolves with the exit code (null when killed by a signal)
 * @property {() => boolean} running
 * @property {() => string} tail the last lines of stdout+stderr
 * @property {(line: string) => void} [onLine]
 */

/**
 * Spawns a process whose output is kept (last `keepLines` lines) but not shown, so that a chatty
 * child never blocks on a full pipe.
 * @param {string} command
 * @param {string[]} args
 * @param {import("node:child_process").SpawnOptions & { keepLines?: number, onLine?: (line: string) => void }} [options]
 * @returns {Managed}
 */
export function spawnManaged(command, args, options = {}) {
  const { keepLines = 200, onLine, ...spawnOptions } = options;
  const child = spawn(command, args, { ...spawnOptions, stdio: ["ignore", "pipe", "pipe"] });
  /** @type {string[]} */
  const lines = [];
  let alive = true;
  /** @param {import("node:stream").Readable | null} stream */
  const collect = (stream) => {
    if (!stream) return;
    let partial = "";
    stream.setEncoding("utf8");
    stream.on("data", (/** @type {string} */ chunk) => {
      const parts = (partial + chunk).split("\n");
      partial = parts.pop() ?? "";
      for (const line of parts) {
        lines.push(line);
        if (lines.length > keepLines) lines.shift();
        onLine?.(line);
      }
    });
  };
  collect(child.stdout);
  collect(child.stderr);
  /** @type {Promise<number | null>} */
  const exited = new Promise((resolve) => {
    child.once("exit", (code) => {
      alive = false;
      resolve(code);
    });
    child.once("error", (error) => {
      alive = false;
      lines.push(`spawn error: ${error.message}`);
      resolve(null);
    });
  });
  return { child, exited, running: () => alive, tail: () => lines.join("\n") };
}

/**
 * SIGTERM, then SIGKILL after `graceMs`; resolves once the process has exited.
 * @param {Managed | undefined} managed
 * @param {number} [graceMs]
 */
export async function stopManaged(managed, graceMs = 15_000) {
  if (!managed || !managed.running()) return;
  managed.child.kill("SIGTERM");
  const timedOut = await Promise.race([managed.exited.then(() => false), sleep(graceMs).then(() => true)]);
  if (timedOut && managed.running()) {
    managed.child.kill("SIGKILL");
    await managed.exited;
  }
}

/**
 * Polls `url` until it answers 200.
 * @param {string} url
 * @param {{ timeoutMs?: number, intervalMs?: number, alive?: () => boolean, what?: string }} [options]
 */
export async function waitForOk(url, options = {}) {
  const { timeoutMs = 60_000, intervalMs = 250, alive = () => true, what = url } = options;
  const deadline = Date.now() + timeoutMs;
  let last = "no answer";
  while (Date.now() < deadline) {
    if (!alive()) throw new Error(`${what} exited before ${url} answered 200 (last: ${last})`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
      await response.arrayBuffer();
      if (response.status === 200) return;
      last = `HTTP ${response.status}`;
    } catch (error) {
      last = error instanceof Error ? error.message : String(error);
    }
    await sleep(intervalMs);
  }
  throw new Error(`${url} did not answer 200 within ${timeoutMs / 1000} s (last: ${last})`);
}

/**
 * Launches headless Chromium with a DevTools port for Lighthouse (no chrome-launcher needed).
 * @returns {Promise<{ port: number, version: string, close: () => Promise<void> }>}
 */
export async function launchChromium() {
  const userDataDir = await mkdtemp(path.join(os.tmpdir(), "bench-chromium-"));
  const managed = spawnManaged(CHROMIUM_PATH, [
    "--headless=new",
    ...CHROMIUM_FLAGS,
    "--remote-debugging-port=0",
    `--user-data-dir=${userDataDir}`,
    "about:blank",
  ]);
  const close = async () => {
    await stopManaged(managed, 10_000);
    await rm(userDataDir, { recursive: true, force: true });
  };
  try {
    // Chromium writes the port it picked to <profile>/DevToolsActivePort.
    const deadline = Date.now() + 30_000;
    let port = 0;
    while (!port) {
      if (!managed.running()) throw new Error(`Chromium exited at start:\n${managed.tail()}`);
      if (Date.now() > deadline) throw new Error(`Chromium gave no DevTools port:\n${managed.tail()}`);
      try {
        const text = await readFile(path.join(userDataDir, "DevToolsActivePort"), "utf8");
        port = Number(text.split("\n")[0]) || 0;
      } catch {
        // not written yet
      }
      if (!port) await sleep(100);
    }
    const response = await fetch(`http://127.0.0.1:${port}/json/version`);
    const info = /** @type {{ Browser?: string }} */ (await response.json());
    return { port, version: info.Browser ?? "unknown", close };
  } catch (error) {
    await close();
    throw error;
  }
}

/**
 * Starts the static server (this file, "serve-static" mode) as a child process.
 * @param {string} htmlFile
 * @param {"gzip" | "none"} encoding
 * @returns {Promise<{ url: string, stop: () => Promise<void> }>}
 */
export async function startStaticServer(htmlFile, encoding) {
  const port = await getFreePort(0);
  const managed = spawnManaged(process.execPath, [
    fileURLToPath(import.meta.url),
    "serve-static",
    htmlFile,
    String(port),
    encoding,
  ]);
  const url = `http://127.0.0.1:${port}/`;
  try {
    await waitForOk(url, { timeoutMs: 15_000, alive: managed.running, what: "static server" });
  } catch (error) {
    await stopManaged(managed);
    throw new Error(`${error instanceof Error ? error.message : error}\n${managed.tail()}`, { cause: error });
  }
  return { url, stop: () => stopManaged(managed, 5_000) };
}

/**
 * The static server itself: every request answers the same HTML. With "gzip" it compresses each
 * response on the fly (like the app's `compression()` middleware: zlib's default level, bodies of
 * 1 KB or more) when the client accepts gzip.
 * @param {string} htmlFile
 * @param {number} port
 * @param {"gzip" | "none"} encoding
 */
function serveStatic(htmlFile, port, encoding) {
  const html = readFileSync(htmlFile);
  const server = http.createServer((req, res) => {
    res.setHeader("Content-Type", "text/html; charset=utf-8");
    res.setHeader("Cache-Control", "no-cache");
    const acceptsGzip = /\bgzip\b/.test(String(req.headers["accept-encoding"] ?? ""));
    // compression()'s default threshold: bodies under 1 KB go out uncompressed.
    if (encoding === "gzip" && acceptsGzip && html.length >= 1024) {
      res.setHeader("Content-Encoding", "gzip");
      res.setHeader("Vary", "Accept-Encoding");
      zlib.gzip(html, (error, body) => {
        if (error) {
          res.statusCode = 500;
          res.end();
          return;
        }
        res.setHeader("Content-Length", body.length);
        res.end(body);
      });
      return;
    }
    res.setHeader("Content-Length", html.length);
    res.end(html);
  });
  server.listen(port, "127.0.0.1", () => console.log(`static server on ${port}`));
  process.once("SIGTERM", () => {
    server.close(() => process.exit(0));
    // Keep-alive sockets from the load generator would hold close(): do not wait for them.
    server.closeAllConnections();
    setTimeout(() => process.exit(0), 1_000).unref();
  });
}

/** @param {Buffer | Uint8Array | string} data @returns {number} gzip size in bytes (zlib default level, as served) */
export const gzipSize = (data) => zlib.gzipSync(data).length;

/** @param {number | null | undefined} bytes */
export const kib = (bytes) => (bytes == null ? null : Math.round((bytes / 1024) * 10) / 10);

/** @param {unknown} error */
export function errorText(error) {
  return error instanceof Error ? (error.message.split("\n")[0] ?? error.message) : String(error);
}

/**
 * Resident memory of a process in bytes (Linux /proc), or null where it cannot be read.
 * @param {number | undefined} pid
 * @returns {Promise<number | null>}
 */
export async function rssBytes(pid) {
  if (!pid) return null;
  try {
    const status = await readFile(`/proc/${pid}/status`, "utf8");
    const kib = Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1]);
    return Number.isFinite(kib) ? kib * 1024 : null;
  } catch {
    return null;
  }
}

/**
 * What a process's resident memory is made of (Linux /proc smaps_rollup), in bytes: anonymous
 * memory (V8's heap, malloc, the embedded database's WebAssembly memory) and the pages of mapped
 * files (the Node binary, libraries); null where it cannot be read.
 * @param {number | undefined} pid
 * @returns {Promise<{ anonymous: number, files: number } | null>}
 */
export async function rssParts(pid) {
  if (!pid) return null;
  try {
    const rollup = await readFile(`/proc/${pid}/smaps_rollup`, "utf8");
    const kib = (/** @type {string} */ field) =>
      Number(new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(rollup)?.[1]);
    const rss = kib("Rss");
    const anonymous = kib("Anonymous");
    if (!Number.isFinite(rss) || !Number.isFinite(anonymous)) return null;
    return { anonymous: anonymous * 1024, files: (rss - anonymous) * 1024 };
  } catch {
    return null;
  }
}

/**
 * CPU time a process has used so far in milliseconds (user + system, Linux /proc; the kernel's
 * clock ticks are 1/100 s), or null where it cannot be read. On a shared machine, the CPU a
 * request costs compares between runs where requests per second cannot.
 * @param {number | undefined} pid
 * @returns {Promise<number | null>}
 */
export async function cpuMs(pid) {
  if (!pid) return null;
  try {
    const fields = (await readFile(`/proc/${pid}/stat`, "utf8")).split(") ")[1]?.split(" ") ?? [];
    const ticks = Number(fields[11]) + Number(fields[12]);
    return Number.isFinite(ticks) ? ticks * 10 : null;
  } catch {
    return null;
  }
}

/**
 * Waits until the server has been up `minUpMs` and then spends under `quietMs` of CPU in each of
 * three one-second windows in a row, giving up after `timeoutMs`; answers the seconds waited. The
 * server's mail worker first runs a minute after the start and sends what the seed queued (invoice
 * PDFs among it): a page measured meanwhile shares the CPU with that work, so the first pages
 * measured paid for it and the later ones did not (the same page measured 309 req/s first and
 * 356 a minute later).
 * @param {number | undefined} pid
 * @param {{ startedAt: number, minUpMs?: number, quietMs?: number, timeoutMs?: number }} options
 */
export async function waitForQuietServer(
  pid,
  { startedAt, minUpMs = 65_000, quietMs = 50, timeoutMs = 120_000 },
) {
  const begun = Date.now();
  if (!pid) return 0;
  const sleep = (/** @type {number} */ ms) => new Promise((resolve) => setTimeout(resolve, ms));
  const up = Date.now() - startedAt;
  if (up < minUpMs) await sleep(minUpMs - up);
  let quietWindows = 0;
  while (quietWindows < 3 && Date.now() - begun < timeoutMs) {
    const before = await cpuMs(pid);
    await sleep(1_000);
    const after = await cpuMs(pid);
    if (before == null || after == null) break;
    quietWindows = after - before < quietMs ? quietWindows + 1 : 0;
  }
  return Math.round((Date.now() - begun) / 1000);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [mode, file, port, encoding] = process.argv.slice(2);
  if (mode !== "serve-static" || !file || !port) {
    console.error("usage: node scripts/bench-lib.js serve-static <html-file> <port> <gzip|none>");
    process.exit(2);
  }
  serveStatic(file, Number(port), encoding === "gzip" ? "gzip" : "none");
}
