import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAuth } from "~/server/auth/auth.server";
import { type DatabaseHandle, openPostgres } from "~/server/platform/db.server";
import { checkoutSession, event } from "~/server/payments/stripe-events.server";
import { signTestPayload } from "~/server/payments/webhook-signature.server";
import { projectRoot } from "~/server/platform/project-root.server";
import { firstAidDates, mailOutbox, purchases, users } from "~/server/platform/schema.server";
import { customerWithPassword, TEST_PASSWORD } from "../support/customers";
import { viaProxy } from "../support/https-client";
import { ensureBuild, freePort, type ServerProcess, startServer } from "../support/server-process";
import { staffWithSession } from "../support/staff";
import { createThrowawayDatabase } from "../support/test-database";

// Two instances of the production server on one PostgreSQL database, behind the nginx site of
// deploy/nginx (its own file, with the ports and a self-signed certificate swapped in), as the
// README's production setup runs them. Every piece of shared state lives in the database, so
// whichever instance answers, and whichever dies, nothing a customer paid for is lost or doubled.

const adminUrl = process.env.TEST_DATABASE_URL;
const nginx = ["/usr/sbin/nginx", "/usr/bin/nginx"].find((file) => {
  try {
    execFileSync(file, ["-v"], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
});

/** deploy/nginx's site with local ports, certificate and temp folders, in a runnable nginx.conf. */
function nginxConfig(dir: string, ports: { http: number; https: number; a: number; b: number }): string {
  const site = readFileSync(path.join(projectRoot, "deploy/nginx/drive-frankfurt.conf"), "utf8")
    .replace("127.0.0.1:3001", `127.0.0.1:${ports.a}`)
    .replace("127.0.0.1:3002", `127.0.0.1:${ports.b}`)
    .replaceAll(/listen \[::\]:\d+[^;]*;/g, "")
    .replace("listen 80;", `listen 127.0.0.1:${ports.http};`)
    .replace("listen 443 ssl http2;", `listen 127.0.0.1:${ports.https} ssl http2;`)
    .replace(/ssl_certificate .*;/, `ssl_certificate ${dir}/cert.pem;`)
    .replace(/ssl_certificate_key .*;/, `ssl_certificate_key ${dir}/key.pem;`);
  writeFileSync(path.join(dir, "site.conf"), site);
  const main = [
    "daemon off;",
    "user root;",
    "worker_processes 1;",
    `pid ${dir}/nginx.pid;`,
    `error_log ${dir}/error.log warn;`,
    "events { worker_connections 512; }",
    "http {",
    "  access_log off;",
    ...["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map(
      (temp) => `  ${temp}_temp_path ${dir}/${temp};`,
    ),
    `  include ${dir}/site.conf;`,
    "}",
  ].join("\n");
  const file = path.join(dir, "nginx.conf");
  writeFileSync(file, main);
  return file;
}

describe.skipIf(!adminUrl || !nginx)("two instances behind nginx on one PostgreSQL", () => {
  let dir: string;
  let dataDir: string;
  let database: { url: string; drop: () => Promise<void> };
  let handle: DatabaseHandle;
  let balancer: ChildProcess;
  let origin: string;
  const ports = { http: 0, https: 0, a: 0, b: 0 };
  const instances: ServerProcess[] = [];
  let env: Record<string, string>;

  const start = (port: number) => startServer(dataDir, { port, env, timeoutMs: 90_000 });

  beforeAll(async () => {
    ensureBuild();
    dir = mkdtempSync(path.join(tmpdir(), "scale-out-"));
    dataDir = path.join(dir, "data");
    for (const key of Object.keys(ports) as (keyof typeof ports)[]) ports[key] = await freePort();
    origin = `https://localhost:${ports.https}`;
    database = await createThrowawayDatabase(adminUrl as string);
    env = { DATABASE_URL: database.url, PUBLIC_URL: origin, TRUST_PROXY: "1", LOG_FORMAT: "json" };
    // Both at once on the fresh database: migrations and the shared secrets must not race.
    instances.push(...(await Promise.all([start(ports.a), start(ports.b)])));
    execFileSync(
      "openssl",
      [
        "req",
        "-x509",
        "-newkey",
        "rsa:2048",
        "-nodes",
        "-days",
        "1",
        "-subj",
        "/CN=localhost",
        "-keyout",
        path.join(dir, "key.pem"),
        "-out",
        path.join(dir, "cert.pem"),
      ],
      { stdio: "ignore" },
    );
    const config = nginxConfig(dir, ports);
    execFileSync(nginx as string, ["-t", "-q", "-c", config, "-p", dir]);
    balancer = spawn(nginx as string, ["-c", config, "-p", dir], { stdio: "ignore" });
    for (let tries = 0; tries < 50; tries++) {
      const ready = await viaProxy(origin, "/readyz").then(
        (r) => r.status === 200,
        () => false,
      );
      if (ready) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    handle = await openPostgres(database.url);
  }, 240_000);

  afterAll(async () => {
    balancer?.kill("SIGKILL");
    await Promise.all(instances.map((instance) => instance.crash()));
    await handle?.close();
    await database?.drop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  const auth = () =>
    createAuth({
      db: handle.db,
      publicUrl: origin,
      secret: readFileSync(path.join(dataDir, "secrets", "auth-secret"), "utf8").trim(),
      production: true,
    });

  it("records a burst of paid purchases with duplicates once each, while an instance is killed and restarted", async () => {
    const secret = readFileSync(path.join(dataDir, "secrets", "simulated-webhook-secret"), "utf8").trim();
    const emails = Array.from({ length: 160 }, (_, n) => `burst-${n}@example.com`);
    const bodies = emails.map((email) =>
      JSON.stringify(
        event("checkout.session.completed", checkoutSession({ product: "examiner-course", email })),
      ),
    );
    // 20 % of the deliveries repeat an event, as a provider retrying does.
    const deliveries = [...bodies, ...bodies.filter((_, n) => n % 4 === 0)].sort(() => Math.random() - 0.5);
    const deliver = (body: string) =>
      viaProxy(origin, "/api/webhooks/stripe", {
        method: "POST",
        headers: { "content-type": "application/json", "stripe-signature": signTestPayload(body, secret) },
        body,
      }).then(
        (response) => response.status,
        () => 0,
      );

    let sent = 0;
    const statuses: number[] = [];
    const restart = (async () => {
      while (sent < 60) await new Promise((resolve) => setTimeout(resolve, 20));
      await instances[1]?.crash();
      instances[1] = await start(ports.b);
    })();
    const queue = [...deliveries];
    await Promise.all(
      Array.from({ length: 10 }, async () => {
        for (let body = queue.shift(); body; body = queue.shift()) {
          // The last 60 go out once the killed instance is back, so both see the burst's end.
          if (sent >= 140) await restart;
          statuses.push(await deliver(body));
          sent++;
        }
      }),
    );
    await restart;
    // The provider delivers every event again later: all of them are answered now.
    const again = await Promise.all(deliveries.map(deliver));
    expect(again.filter((status) => status !== 200)).toEqual([]);
    expect(statuses.length).toBe(200);

    const recorded = await handle.db
      .select({ email: users.email, n: sql<number>`count(*)::int` })
      .from(purchases)
      .innerJoin(users, eq(users.id, purchases.userId))
      .where(inArray(users.email, emails))
      .groupBy(users.email);
    expect(recorded.length).toBe(160);
    expect(recorded.filter((row) => row.n !== 1)).toEqual([]);

    // Each buyer's set-password mail is sent once, whichever instance's worker sends it.
    const deadline = Date.now() + 90_000;
    let mails: { to: string; status: string }[] = [];
    while (Date.now() < deadline) {
      mails = await handle.db
        .select({ to: mailOutbox.to, status: mailOutbox.status })
        .from(mailOutbox)
        .where(and(eq(mailOutbox.kind, "set-password"), inArray(mailOutbox.to, emails)));
      if (mails.length >= 160 && mails.every((mail) => mail.status === "sent")) break;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    expect(mails.filter((mail) => mail.status !== "sent")).toEqual([]);
    expect(new Set(mails.map((mail) => mail.to)).size).toBe(160);
    expect(mails.length).toBe(160);
  }, 300_000);

  it("accepts a session made on one instance on the other", async () => {
    const email = "across@example.com";
    await customerWithPassword(handle, auth(), email);
    const [a, b] = instances as [ServerProcess, ServerProcess];
    const login = await fetch(`${a.url}/login`, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: a.url },
      body: new URLSearchParams({ email, password: TEST_PASSWORD, redirectTo: "" }),
    });
    expect(login.status).toBe(302);
    const cookie = login.headers
      .getSetCookie()
      .map((line) => line.split(";")[0])
      .join("; ");
    for (const instance of [a, b]) {
      const page = await fetch(`${instance.url}/my-account`, { headers: { cookie }, redirect: "manual" });
      expect(page.status, instance.url).toBe(200);
      // Logged in: the header offers the logout form (the page itself names no address).
      expect(await page.text()).toContain('action="/logout"');
      const anonymous = await fetch(`${instance.url}/my-account`, { redirect: "manual" });
      expect(anonymous.status).toBe(302);
    }
  }, 60_000);

  it("shows a staff change made on one instance on the other within the page cache's lifetime", async () => {
    const staff = await staffWithSession(handle, auth(), "office@example.com");
    // The page offers the next open date; the first few get 7 seats, whichever it is.
    const dates = await handle.db
      .select({ id: firstAidDates.id })
      .from(firstAidDates)
      .where(and(eq(firstAidDates.language, "en"), sql`${firstAidDates.courseDate} >= current_date`))
      .orderBy(firstAidDates.courseDate)
      .limit(3);
    expect(dates.length).toBe(3);
    const [a, b] = instances as [ServerProcess, ServerProcess];
    const page = () => fetch(`${b.url}/english-first-aid-course`).then((response) => response.text());
    expect(await page()).not.toContain("7 spots left");
    for (const { id } of dates) {
      const change = await fetch(`${a.url}/staff/dates/${id}`, {
        method: "POST",
        redirect: "manual",
        headers: { "content-type": "application/x-www-form-urlencoded", origin: a.url, cookie: staff.cookie },
        body: new URLSearchParams({ intent: "capacity", capacity: "7" }),
      });
      expect(change.status).toBe(302);
    }
    const changedAt = Date.now();
    let shown = false;
    while (!shown && Date.now() - changedAt < 20_000) {
      shown = (await page()).includes("7 spots left");
      if (!shown) await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(shown).toBe(true);
    // The page cache keeps a page 5 s and serves it stale while one refresh runs.
    expect(Date.now() - changedAt).toBeLessThan(15_000);
  }, 60_000);

  it("throttles logins from one address across both instances", async () => {
    // Through the balancer the requests alternate between the instances; the limit (five attempts a
    // minute from one address) is counted in the database, so the sixth is refused wherever it lands.
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 8; attempt++) {
      const response = await viaProxy(origin, "/login", {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", origin },
        body: new URLSearchParams({ email: "nobody@example.com", password: "wrong password" }).toString(),
      });
      statuses.push(response.status);
    }
    expect(statuses.slice(0, 4)).toEqual([401, 401, 401, 401]);
    expect(statuses.slice(6)).toEqual([429, 429]);
  }, 60_000);
});
