import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newToken } from "~/server/auth/token-hash.server";
import { type DatabaseHandle, openPglite, openPostgres, pgliteFolder } from "~/server/platform/db.server";
import { checkoutSession, event } from "~/server/payments/stripe-events.server";
import { webhookEvents } from "~/server/platform/schema.server";
import { formBody, send } from "../support/http-client";
import { deliverEvent, ensureBuild, type ServerProcess, startServer } from "../support/server-process";
import { createThrowawayDatabase } from "../support/test-database";
import { mailboxIn, waitForMail } from "../support/mailbox";

// The production server's log, as a log collector reads it (stdout, not a terminal): one JSON line
// per request and event, and nothing personal in any of them through a purchase, a set-password,
// a login, payments whose name had to be left out, and links with a token in their path: no
// e-mail address, name, token or password. The payment events' stored details say what was left
// out by kind and length, never its text (they outlive a deletion of the customer's data).

const email = "quentin.logcheck@example.com";
const name = "Quentin Zyxwvut";
const password = "a quiet evening drive on the A66";
/** Names the webhook leaves out: too long, and with a control character. */
const longName = "Wilhelmina Longnamesson ".repeat(50);
const controlName = "Ottilie\u0007Ctrlcharova";

const adminUrl = process.env.TEST_DATABASE_URL;
const kinds = [{ name: "pglite" as const }, ...(adminUrl ? [{ name: "postgres" as const }] : [])];

describe.each(kinds)("logs on the production server on $name", (kind) => {
  let dataDir: string;
  let database: { url: string; drop: () => Promise<void> } | undefined;
  let server: ServerProcess;
  let output = "";
  let token = "";
  let details: (string | null)[] = [];
  const pathTokens = [newToken(), newToken(), newToken()];
  beforeAll(async () => {
    ensureBuild();
    dataDir = mkdtempSync(path.join(tmpdir(), "logs-"));
    if (kind.name === "postgres") database = await createThrowawayDatabase(adminUrl as string);
    server = await startServer(dataDir, {
      env: { LOG_FORMAT: "json", ...(database ? { DATABASE_URL: database.url } : {}) },
    });
    const session = checkoutSession({ product: "examiner-course", email, name });
    expect((await deliverEvent(server, dataDir, event("checkout.session.completed", session))).status).toBe(
      200,
    );
    for (const [index, leftOut] of [longName, controlName].entries()) {
      const odd = checkoutSession({ product: "examiner-course", email: `odd-${index}@example.com` });
      const payload = { ...odd, customer_details: { ...odd.customer_details, name: leftOut } };
      const answer = await deliverEvent(server, dataDir, event("checkout.session.completed", payload));
      expect(answer.status).toBe(200);
    }
    const mail = await waitForMail<{ links: string[] }>(
      mailboxIn(dataDir),
      (mail) => mail.to === email && mail.kind === "set-password",
      { what: `set-password mail to ${email}`, timeout: 10_000 },
    );
    const url = new URL(mail.links[0] as string);
    token = url.searchParams.get("token") ?? "";
    const origin = { origin: server.url, "sec-fetch-site": "same-origin" };
    const set = formBody({ token, password, confirm: password });
    const setAnswer = await send(server.url, {
      method: "POST",
      path: `${url.pathname}${url.search}`,
      body: set.body,
      headers: { ...set.headers, ...origin },
    });
    expect(setAnswer.status).toBeLessThan(400);
    const login = formBody({ email, password, redirectTo: "" });
    const loginAnswer = await send(server.url, {
      method: "POST",
      path: "/login",
      body: login.body,
      headers: { ...login.headers, ...origin },
    });
    expect(loginAnswer.status).toBe(302);
    expect(loginAnswer.headers.location).toBe("/my-account");
    // Links with a token in the path: a waiting-list link in both languages, and a made-up one.
    for (const linkPath of [
      `/waiting-list/${pathTokens[0]}`,
      `/es/waiting-list/${pathTokens[1]}`,
      `/invitation/${pathTokens[2]}/accept`,
    ]) {
      expect((await send(server.url, { method: "GET", path: linkPath })).status).toBeLessThan(500);
    }
    await server.stop();
    output = server.output();
    const handle: DatabaseHandle = database
      ? await openPostgres(database.url)
      : await openPglite(pgliteFolder(dataDir));
    try {
      details = (await handle.db.select({ detail: webhookEvents.detail }).from(webhookEvents)).map(
        (row) => row.detail,
      );
    } finally {
      await handle.close();
    }
  }, 180_000);
  afterAll(async () => {
    await server?.crash();
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("writes one JSON line per event, each with its time, level and instance", () => {
    const lines = output.split("\n").filter(Boolean);
    expect(lines.length).toBeGreaterThan(3);
    for (const line of lines) {
      const entry = JSON.parse(line);
      expect(entry).toMatchObject({ time: expect.any(String), level: expect.any(Number) });
      expect(entry.instance).toMatch(/:\d+$/);
    }
    const requests = lines.map((line) => JSON.parse(line)).filter((entry) => entry.msg === "request");
    expect(requests.map((entry) => `${entry.method} ${entry.path} ${entry.status}`)).toEqual(
      expect.arrayContaining(["POST /api/webhooks/stripe 200", "POST /login 302"]),
    );
    for (const entry of requests) {
      expect(entry.requestId).toMatch(/^[\w-]{8,}$/);
      expect(typeof entry.ms).toBe("number");
    }
  });

  it("names no e-mail address, name, token or password", () => {
    expect(token.length).toBeGreaterThan(10);
    for (const secret of [email, "quentin.logcheck", name, "Zyxwvut", token, password, "token="])
      expect(output).not.toContain(secret);
  });

  it("logs a left-out name by kind and length, and a token path with its token masked", () => {
    for (const secret of ["Longnamesson", "Wilhelmina", "Ottilie", "Ctrlcharova", ...pathTokens])
      expect(output).not.toContain(secret);
    const warnings = output
      .split("\n")
      .filter(Boolean)
      .map((line) => JSON.parse(line))
      .filter((entry) => entry.msg === "payment event needs a person");
    expect(warnings.map((entry) => entry.detail)).toEqual(
      expect.arrayContaining([
        "customer_details.name left out (text of 1200 characters)",
        "customer_details.name left out (text of 19 characters with a control character)",
      ]),
    );
    const paths = output
      .split("\n")
      .filter(Boolean)
      .map((line) => JSON.parse(line))
      .filter((entry) => entry.msg === "request")
      .map((entry) => entry.path);
    expect(paths).toEqual(
      expect.arrayContaining(["/waiting-list/***", "/es/waiting-list/***", "/invitation/***/accept"]),
    );
  });

  it("stores the payment events' details without the text of what was left out", () => {
    expect(details).toEqual(
      expect.arrayContaining([
        "customer_details.name left out (text of 1200 characters)",
        "customer_details.name left out (text of 19 characters with a control character)",
      ]),
    );
    const stored = JSON.stringify(details);
    for (const secret of ["Longnamesson", "Wilhelmina", "Ottilie", "Ctrlcharova"])
      expect(stored).not.toContain(secret);
  });
});
