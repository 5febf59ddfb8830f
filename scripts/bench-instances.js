// @ts-check
// `npm run bench:instances`: the home page and a lesson (a logged-in customer) through nginx, with
// one app instance behind it and then two, on one PostgreSQL database (BENCH_DATABASE_URL), in one
// run; prints requests/s and p99 of each and the two-to-one ratio, and writes
// bench/results/instances.{md,json}. On a machine with few cores the ratio says more than the
// absolute figures: the load generator, nginx, PostgreSQL and the instances share the cores.
import { spawnSync } from "node:child_process";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { tsImport } from "tsx/esm/api";
import { cookieHeader, logIn, seedAccounts } from "./bench-accounts.js";
import { errorText, getFreePort, spawnManaged, stopManaged, waitForOk } from "./bench-lib.js";
import { cannon } from "./bench-load.js";
import { ensureBenchTools } from "./bench-tools.js";
import { buildNeeded } from "./build-freshness.js";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const NGINX = ["/usr/sbin/nginx", "/usr/bin/nginx"].find((file) => spawnSync(file, ["-v"]).status === 0);
const databaseUrl = process.env.BENCH_DATABASE_URL;
const duration = Number(process.env.BENCH_DURATION) || 10;
const connections = Number(process.env.BENCH_CONNECTIONS) || 10;
const PAGES = ["/", "/module?sid=1.1"];

/** @param {string} message */
const progress = (message) => console.error(`[bench:instances] ${message}`);

/** An nginx that balances round robin over `ports`, plain HTTP (TLS is not what is measured). */
function nginxConfig(/** @type {string} */ dir, /** @type {number} */ listen, /** @type {number[]} */ ports) {
  return [
    "daemon off;",
    "worker_processes 1;",
    `pid ${dir}/nginx.pid;`,
    `error_log ${dir}/error.log warn;`,
    "events { worker_connections 1024; }",
    "http {",
    "  access_log off;",
    ...["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map(
      (temp) => `  ${temp}_temp_path ${dir}/${temp};`,
    ),
    `  upstream app { ${ports.map((port) => `server 127.0.0.1:${port};`).join(" ")} keepalive 32; }`,
    `  server { listen 127.0.0.1:${listen};`,
    '    location / { proxy_pass http://app; proxy_http_version 1.1; proxy_set_header Connection "";',
    "      proxy_set_header Host $http_host; proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for; } }",
    "}",
  ].join("\n");
}

async function main() {
  if (!databaseUrl) throw new Error("set BENCH_DATABASE_URL to an empty PostgreSQL database");
  if (!NGINX) throw new Error("nginx is not installed (apt-get install -y nginx)");
  ensureBenchTools();
  if (buildNeeded(ROOT)) {
    progress("building…");
    const build = spawnSync(process.execPath, [path.join(ROOT, "scripts", "build.js")], {
      stdio: ["ignore", 2, 2],
    });
    if (build.status !== 0) throw new Error("build failed");
  }
  const dir = await mkdtemp(path.join(os.tmpdir(), "bench-instances-"));
  /** @type {Array<() => Promise<void>>} */
  const cleanups = [() => rm(dir, { recursive: true, force: true })];
  try {
    const [listen, portA, portB] = [
      await getFreePort(3400),
      await getFreePort(3410),
      await getFreePort(3420),
    ];
    const origin = `http://localhost:${listen}`;
    /** @type {NodeJS.ProcessEnv} */
    const env = {
      ...process.env,
      NODE_ENV: "production",
      DATA_DIR: path.join(dir, "data"),
      DATABASE_URL: databaseUrl,
      PUBLIC_URL: origin,
      TRUST_PROXY: "1",
      LOG_FORMAT: "json",
    };
    progress("seeding the demo customer…");
    seedAccounts(env);
    const startInstance = async (/** @type {number} */ port) => {
      const instance = spawnManaged(process.execPath, ["--max-old-space-size=128", "server.js"], {
        cwd: ROOT,
        env: { ...env, PORT: String(port) },
      });
      cleanups.push(() => stopManaged(instance));
      await waitForOk(`http://127.0.0.1:${port}/readyz`, {
        alive: instance.running,
        what: `instance :${port}`,
      });
      return instance;
    };
    const startNginx = async (/** @type {number[]} */ ports) => {
      const file = path.join(dir, `nginx-${ports.length}.conf`);
      await mkdir(dir, { recursive: true });
      await writeFile(file, nginxConfig(dir, listen, ports));
      const balancer = spawnManaged(/** @type {string} */ (NGINX), ["-c", file, "-p", dir]);
      await waitForOk(`${origin}/readyz`, { alive: balancer.running, what: "nginx" });
      return balancer;
    };
    const { DEMO_EMAIL, DEMO_PASSWORD } = await tsImport("./customer-demo.ts", import.meta.url);

    /** @type {Record<string, Record<string, { requestsPerSecond: number, latencyP99Ms: number, non2xx: number }>>} */
    const results = {};
    await startInstance(portA);
    for (const count of [1, 2]) {
      if (count === 2) await startInstance(portB);
      const balancer = await startNginx(count === 1 ? [portA] : [portA, portB]);
      const jar = await logIn(origin, { email: DEMO_EMAIL, password: DEMO_PASSWORD });
      results[count] = {};
      for (const page of PAGES) {
        progress(`${count} instance(s): ${page} (${connections} connections, ${duration} s)…`);
        const cookie = page === "/" ? undefined : cookieHeader(jar);
        const result = await cannon(`${origin}${page}`, { connections, duration, cookie });
        results[count][page] = {
          requestsPerSecond: result.requestsPerSecond,
          latencyP99Ms: result.latencyP99Ms,
          non2xx: result.non2xx,
        };
      }
      await stopManaged(balancer);
    }
    const rows = PAGES.map((page) => {
      const one = results[1]?.[page];
      const two = results[2]?.[page];
      const ratio =
        one && two ? Math.round((two.requestsPerSecond / one.requestsPerSecond) * 100) / 100 : null;
      return { page, one, two, ratio };
    });
    const markdown = [
      `Instances behind nginx on PostgreSQL, ${connections} connections, ${duration} s per page, ${os.cpus().length} cores, load ${os.loadavg()[0]?.toFixed(1)}:`,
      "",
      "| page | 1 instance req/s | p99 | 2 instances req/s | p99 | ratio |",
      "|---|---|---|---|---|---|",
      ...rows.map(
        ({ page, one, two, ratio }) =>
          `| ${page} | ${one?.requestsPerSecond} | ${one?.latencyP99Ms} ms | ${two?.requestsPerSecond} | ${two?.latencyP99Ms} ms | ${ratio} |`,
      ),
    ].join("\n");
    const out = path.join(ROOT, "bench", "results");
    await mkdir(out, { recursive: true });
    await writeFile(
      path.join(out, "instances.json"),
      JSON.stringify({ connections, duration, rows }, null, 2),
    );
    await writeFile(path.join(out, "instances.md"), `${markdown}\n`);
    console.log(markdown);
    const failed = rows.filter(({ one, two }) => (one?.non2xx ?? 0) + (two?.non2xx ?? 0) > 0);
    if (failed.length) progress(`non-2xx answers on ${failed.map((row) => row.page).join(", ")}`);
  } finally {
    for (const cleanup of cleanups.reverse()) await cleanup().catch((error) => progress(errorText(error)));
  }
}

main().catch((error) => {
  progress(errorText(error));
  process.exit(1);
});
