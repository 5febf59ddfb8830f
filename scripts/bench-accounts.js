// @ts-check
// The logged-in pages for `npm run bench` (decision 024): the seed's demo customer and demo staff
// member log in through the login form (staff with their second factor, as a person would), and
// autocannon loads each account page with the cookies the login gave, beside the home page and the
// not-found page of the same run.
import { spawnSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { tsImport } from "tsx/esm/api";
import os from "node:os";
import { cpuMs, errorText } from "./bench-lib.js";
import { cannon } from "./bench-load.js";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** The customer's pages in both languages, then the staff pages. */
export const CUSTOMER_PAGES = ["/my-account", "/mycourse", "/module?sid=1.1", "/review"];
export const STAFF_PAGES = ["/staff", "/staff/customers"];

/**
 * `npm run seed` on the server's data (before the server starts: the embedded database's folder
 * is the server's alone once it runs). Throws when the seed fails.
 * @param {NodeJS.ProcessEnv} env the server's environment (DATA_DIR or DATABASE_URL, PUBLIC_URL)
 */
export function seedAccounts(env) {
  const tsx = path.join(ROOT, "node_modules", ".bin", "tsx");
  const seed = spawnSync(tsx, [path.join(ROOT, "scripts", "seed.ts")], {
    cwd: ROOT,
    env: { ...env, NODE_ENV: "development" },
    encoding: "utf8",
  });
  if (seed.status !== 0) throw new Error(`npm run seed failed (exit ${seed.status}):\n${seed.stderr}`);
}

/**
 * A cookie jar as a browser keeps one: each cookie until its Max-Age runs out.
 * @typedef {Map<string, { value: string, expiresAt: number }>} Jar
 */

/** @param {Jar} jar @param {Response} response */
function keepCookies(jar, response) {
  for (const line of response.headers.getSetCookie()) {
    const [pair = "", ...attributes] = line.split(";");
    const at = pair.indexOf("=");
    const name = pair.slice(0, at).trim();
    const value = pair.slice(at + 1);
    const maxAge = attributes.map((a) => /^\s*max-age=(-?\d+)/i.exec(a)?.[1]).find(Boolean);
    const expiresAt = maxAge === undefined ? Infinity : Date.now() + Number(maxAge) * 1000;
    if (!value || expiresAt <= Date.now()) jar.delete(name);
    else jar.set(name, { value, expiresAt });
  }
}

/** The Cookie header of the jar's cookies that live at least `seconds` longer. @param {Jar} jar */
export function cookieHeader(jar, seconds = 0) {
  const until = Date.now() + seconds * 1000;
  return [...jar]
    .filter(([, cookie]) => cookie.expiresAt > until)
    .map(([name, cookie]) => `${name}=${cookie.value}`)
    .join("; ");
}

/**
 * Logs in through the login form (and, with `code`, the second-factor form), as a browser sends
 * them. @param {string} origin @param {{ email: string, password: string, code?: () => string }} who
 * @returns {Promise<Jar>}
 */
export async function logIn(origin, { email, password, code }) {
  /** @type {Jar} */
  const jar = new Map();
  /** @param {string} pathname @param {Record<string, string>} fields */
  const post = async (pathname, fields) => {
    const response = await fetch(`${origin}${pathname}`, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded", origin, cookie: cookieHeader(jar) },
      body: new URLSearchParams(fields),
    });
    keepCookies(jar, response);
    if (response.status !== 302) throw new Error(`${pathname} answered ${response.status} for ${email}`);
  };
  await post("/login", { email, password });
  if (code) await post("/staff/verify", { code: code() });
  return jar;
}

/**
 * Before each page's run: cookies that would run out during it are dropped (as a browser drops
 * them) and one request lets the server renew them, so the load is sent with what a browser
 * would hold, not with a cookie the server already stopped accepting.
 * @param {string} url @param {Jar} jar @param {number} seconds
 * @returns {Promise<string>} the URL to load (a staff page's keyed URL)
 */
async function renewCookies(url, jar, seconds) {
  for (const [name, cookie] of jar) if (cookie.expiresAt <= Date.now() + seconds * 1000) jar.delete(name);
  let response = await fetch(url, { redirect: "manual", headers: { cookie: cookieHeader(jar) } });
  await response.arrayBuffer();
  keepCookies(jar, response);
  // A staff page with forms sends a URL without its one-time form key to the same page with one;
  // the browser then stays on the keyed URL (reloads, Back), so that is the URL to load.
  const location = response.headers.get("location");
  const keyed = location ? new URL(location, url) : null;
  if (response.status === 302 && keyed?.pathname === new URL(url).pathname && keyed.searchParams.has("key")) {
    url = keyed.href;
    response = await fetch(url, { redirect: "manual", headers: { cookie: cookieHeader(jar) } });
    await response.arrayBuffer();
    keepCookies(jar, response);
  }
  if (response.status !== 200) throw new Error(`${url} answered ${response.status} when logged in`);
  return url;
}

/**
 * @typedef {object} AccountLoadResult
 * @property {string} path
 * @property {"customer" | "staff" | "visitor"} who
 * @property {string} [note]
 * @property {import("./bench-load.js").LoadResult} result
 * @property {number | null} cpuMsPerRequest the server's CPU time per request during the run
 * @property {number} loadAverage the machine's 1-minute load average after the run
 */

/**
 * Logs the demo customer and staff member in and loads each account page.
 * @param {string} origin where the server answers (its PUBLIC_URL's host)
 * @param {{ connections: number, duration: number, pid: number | undefined,
 *   progress: (message: string) => void, settle?: () => Promise<void> }} config
 * @returns {Promise<{ connections: number, durationSeconds: number, pages: AccountLoadResult[],
 *   home?: AccountLoadResult, error: string | null }>}
 */
export async function runAccountLoad(origin, { connections, duration, pid, progress, settle }) {
  const { DEMO_EMAIL, DEMO_PASSWORD } = await tsImport("./customer-demo.ts", import.meta.url);
  const staffDemo = await tsImport("./staff-demo.ts", import.meta.url);
  const { totpCode } = await tsImport("../app/server/staff/totp.server.ts", import.meta.url);
  /** @type {AccountLoadResult[]} */
  const pages = [];
  const base = { connections, durationSeconds: duration, pages };
  /** @type {Jar} */
  let customer;
  /** @type {Jar} */
  let staff;
  try {
    progress("logging in the demo customer and the demo staff member (login form, second factor)…");
    customer = await logIn(origin, { email: DEMO_EMAIL, password: DEMO_PASSWORD });
    staff = await logIn(origin, {
      email: staffDemo.STAFF_DEMO_EMAIL,
      password: staffDemo.STAFF_DEMO_PASSWORD,
      code: () => totpCode(staffDemo.STAFF_DEMO_TOTP_KEY),
    });
  } catch (error) {
    return { ...base, error: `no account pages: ${errorText(error)}` };
  }
  // The logins hash passwords at production's cost; the pages are measured after the server is quiet.
  await settle?.();
  /** One measured run, with the server's CPU time per request and the machine's load beside it. */
  const measure = async (/** @type {string} */ url, /** @type {string} */ cookie) => {
    const before = await cpuMs(pid);
    const result = await cannon(url, { connections, duration, cookie });
    const after = await cpuMs(pid);
    const cpuMsPerRequest =
      before == null || after == null || !result.requestsTotal
        ? null
        : Math.round(((after - before) / result.requestsTotal) * 10) / 10;
    return { result, cpuMsPerRequest, loadAverage: Math.round((os.loadavg()[0] ?? 0) * 10) / 10 };
  };
  /** 20 requests to a page, none of them measured. @param {string} url @param {string} cookie */
  const warmUp = async (url, cookie) => {
    for (let i = 0; i < 20; i++) {
      const response = await fetch(url, { headers: cookie ? { cookie } : {}, redirect: "manual" });
      await response.arrayBuffer();
    }
  };
  /** A page's figures as soon as they are measured, its rate also as a share of the home page's. */
  const report = (
    /** @type {string} */ name,
    /** @type {{ result: import("./bench-load.js").LoadResult, cpuMsPerRequest: number | null }} */ {
      result,
      cpuMsPerRequest,
    },
    /** @type {number} */ homeRps,
  ) =>
    progress(
      `  ${name}: ${result.requestsPerSecond} req/s (${homeRps ? (result.requestsPerSecond / homeRps).toFixed(3) : "–"} × home), ` +
        `p99 ${result.latencyP99Ms} ms, ${cpuMsPerRequest ?? "–"} ms CPU/request`,
    );
  // A run lasts the warm-up and the measured seconds; cookies must outlive it.
  const lifetime = Math.min(2, duration) + duration + 5;
  const paths = [...CUSTOMER_PAGES, ...CUSTOMER_PAGES.map((page) => `/es${page}`)];
  /** @type {Array<{ path: string, who: "customer" | "staff", jar: Jar, note?: string }>} */
  const runs = [
    ...paths.map((page) => ({ path: page, who: /** @type {const} */ ("customer"), jar: customer })),
    ...STAFF_PAGES.map((page) => ({ path: page, who: /** @type {const} */ ("staff"), jar: staff })),
  ];
  // Every page once over before any is measured: the first page measured must not pay for the
  // compilation and caches that the later ones find ready, so the figures compare like with like.
  progress(`warm-up: the home page and ${runs.length} logged-in pages, 20 requests each…`);
  await warmUp(`${origin}/`, "");
  for (const run of runs) {
    const url = await renewCookies(`${origin}${run.path}`, run.jar, lifetime);
    await warmUp(url, cookieHeader(run.jar));
  }
  // The cached home page at the same connections, in this run: each page's rate is also given
  // as a share of it, which moves less than the rate itself on a shared machine.
  progress(`autocannon: visitor / (cached home page, ${connections} connections, ${duration} s)…`);
  const home = await measure(`${origin}/`, "");
  report("/", home, home.result.requestsPerSecond);
  for (const run of runs) {
    const url = await renewCookies(`${origin}${run.path}`, run.jar, lifetime);
    progress(`autocannon: ${run.who} ${run.path} (${connections} connections, ${duration} s)…`);
    const measured = await measure(url, cookieHeader(run.jar));
    report(run.path, measured, home.result.requestsPerSecond);
    pages.push({ path: run.path, who: run.who, ...measured });
  }
  // Once the signed session cache has run out, the session is read from the database: one run
  // with the session cookie alone shows that path too.
  const sessionOnly = new Map([...customer].filter(([name]) => name.endsWith("session_token")));
  progress("autocannon: customer /mycourse, session read from the database…");
  const uncached = await measure(`${origin}/mycourse`, cookieHeader(sessionOnly));
  report("/mycourse (session read from the database)", uncached, home.result.requestsPerSecond);
  pages.push({ path: "/mycourse", who: "customer", note: "session read from the database", ...uncached });
  return { ...base, home: { path: "/", who: "visitor", ...home }, error: null };
}
