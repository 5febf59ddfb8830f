import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { buildNeeded } from "../../scripts/build-freshness.js";
import { build } from "../../scripts/build.js";
import { projectRoot } from "~/server/platform/project-root.server";
import { signTestPayload } from "~/server/payments/webhook-signature.server";
import { copyPreparedPglite } from "./prepared-folder";

// Tests that need the real thing: the production server as `npm start` runs it, in its own
// process, on its own port and data folder (one process per embedded database).

/**
 * Builds when build/ is missing or older than the sources (as `npm start` does); true when it built.
 * The run's global set-up (prepared-build.ts) has built already, so in a run this only checks.
 */
export function ensureBuild(): boolean {
  if (!buildNeeded()) return false;
  if (build() !== 0) throw new Error("npm run build failed");
  return true;
}

/**
 * A new data folder whose embedded database is a copy of the run's migrated one, for a server whose
 * test is not about a first start: the server then finds its migrations applied instead of running
 * initdb and every migration (a first start took 83 s against 14 s for the next on a busy machine).
 * It is a copy of the run's prepared folder: no PGlite start in the test's process either.
 */
export async function preparedDataDir(prefix: string): Promise<string> {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  await copyPreparedPglite(dir);
  return dir;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export interface ServerProcess {
  url: string;
  pid: number;
  child: ChildProcess;
  output: () => string;
  /** SIGTERM, as a service manager stops it; resolves when the process has exited. */
  stop: () => Promise<void>;
  /** kill -9: no handler runs, the lock file stays behind with a dead pid. */
  crash: () => Promise<void>;
}

export async function startServer(
  dataDir: string,
  {
    // A start on a 2-core machine shared with other runs (load average 16) passed 60 s.
    timeoutMs = 120_000,
    env = {},
    port: fixedPort,
  }: { timeoutMs?: number; env?: Record<string, string>; port?: number } = {},
): Promise<ServerProcess> {
  // A fixed port when something in front of it (a load balancer) expects the instance there.
  const port = fixedPort ?? (await freePort());
  const url = `http://localhost:${port}`;
  const child = spawn(process.execPath, [path.join(projectRoot, "server.js")], {
    cwd: projectRoot,
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      DATA_DIR: dataDir,
      PUBLIC_URL: url,
      DATABASE_URL: "",
      STRIPE_WEBHOOK_SECRET: "",
      SMTP_URL: "",
      // Its log is kept for output() (tests read its lines), not printed: the tests' quiet default is not its.
      LOG_LEVEL: "info",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const signal = async (name: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(name);
    await exited;
  };
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${output}`);
    const healthy = await fetch(`${url}/healthz`)
      .then((response) => response.ok)
      .catch(() => false);
    if (healthy) {
      return {
        url,
        pid: child.pid as number,
        child,
        output: () => output,
        stop: () => signal("SIGTERM"),
        crash: () => signal("SIGKILL"),
      };
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill("SIGKILL");
  throw new Error(`server did not answer /healthz within ${timeoutMs} ms:\n${output}`);
}

/** Posts a provider event to the server's webhook, signed with the server's local secret. */
export async function deliverEvent(
  server: ServerProcess,
  dataDir: string,
  event: unknown,
): Promise<Response> {
  const secret = readFileSync(path.join(dataDir, "secrets", "simulated-webhook-secret"), "utf8").trim();
  const body = JSON.stringify(event);
  return fetch(`${server.url}/api/webhooks/stripe`, {
    method: "POST",
    headers: { "content-type": "application/json", "stripe-signature": signTestPayload(body, secret) },
    body,
  });
}
