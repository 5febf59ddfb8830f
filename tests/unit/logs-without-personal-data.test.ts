import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkoutSession, event } from "~/server/payments/stripe-events.server";
import { formBody, send } from "../support/http-client";
import { deliverEvent, ensureBuild, type ServerProcess, startServer } from "../support/server-process";

// The production server's log, as a log collector reads it (stdout, not a terminal): one JSON line
// per request and event, and nothing personal in any of them through a purchase, a set-password
// and a login: no e-mail address, name, token or password.

const email = "quentin.logcheck@example.com";
const name = "Quentin Zyxwvut";
const password = "a quiet evening drive on the A66";

describe("logs on the production server", () => {
  let dataDir: string;
  let server: ServerProcess;
  let output = "";
  let token = "";
  beforeAll(async () => {
    ensureBuild();
    dataDir = mkdtempSync(path.join(tmpdir(), "logs-"));
    server = await startServer(dataDir);
    const session = checkoutSession({ product: "examiner-course", email, name });
    expect((await deliverEvent(server, dataDir, event("checkout.session.completed", session))).status).toBe(
      200,
    );
    const mailbox = path.join(dataDir, "mail");
    let link = "";
    for (let attempt = 0; attempt < 100 && !link; attempt++) {
      for (const file of readdirSync(mailbox, { withFileTypes: true }).map((entry) => entry.name)) {
        if (!file.endsWith(".json")) continue;
        const mail = JSON.parse(readFileSync(path.join(mailbox, file), "utf8"));
        if (mail.to === email && mail.kind === "set-password") link = mail.links[0];
      }
      if (!link) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const url = new URL(link);
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
    await server.stop();
    output = server.output();
  }, 120_000);
  afterAll(async () => {
    await server?.crash();
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
});
