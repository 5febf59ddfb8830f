import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { action as forgotAction } from "~/routes/forgot-password";
import { action as loginAction } from "~/routes/login";
import { action as setPasswordAction, loader as setPasswordLoader } from "~/routes/set-password";
import { routeArgs, testServices } from "../../../tests/support/app-context";
import { testDatabaseKinds } from "../../../tests/support/test-database";
import { getOptionalUser, getUserAndSessionCookie, safeRedirectTarget } from "./current-user.server";
import type { DatabaseHandle } from "../platform/db.server";
import { accounts, mailOutbox, sessions, users, verifications } from "../platform/schema.server";
import type { Auth } from "./auth.server";
import { logIn } from "./login.server";
import { passwordProblem } from "./password-policy.server";
import { hashIdentifier, newToken, resetIdentifier } from "./token-hash.server";

const PASSWORD = "a calm drive through Frankfurt";

describe.each(testDatabaseKinds())("accounts on $name", ({ open }) => {
  let handle: DatabaseHandle;
  let auth: Auth;
  beforeAll(async () => {
    handle = await open();
    auth = testServices(handle).auth;
  });
  afterAll(() => handle?.close());
  const actionArgs = (request: Request, clientIp?: string) =>
    routeArgs(request, { db: handle.db, auth }, { clientIp });

  async function customer(email: string) {
    const id = randomUUID();
    await handle.db.insert(users).values({ id, email, name: "Test" });
    return id;
  }

  async function linkFor(userId: string, { expired = false } = {}) {
    const token = newToken();
    await handle.db.insert(verifications).values({
      id: randomUUID(),
      identifier: hashIdentifier(resetIdentifier(token)),
      value: userId,
      expiresAt: new Date(Date.now() + (expired ? -1000 : 3600_000)),
    });
    return token;
  }

  async function withPassword(email: string) {
    const id = await customer(email);
    await auth.api.resetPassword({ body: { newPassword: PASSWORD, token: await linkFor(id) } });
    return id;
  }

  const loginRequest = (email: string, password: string, redirectTo = "") =>
    new Request("http://localhost:3000/login", {
      method: "POST",
      body: new URLSearchParams({ email, password, redirectTo }),
    });

  async function answer(response: unknown) {
    const r = response as { init?: { status?: number }; data?: unknown; status?: number; headers?: Headers };
    if (r instanceof Response)
      return { status: r.status, body: await r.text(), location: r.headers.get("location") };
    // data(…, init) carries its payload in `data`; a plain object returned by an action is the payload.
    const payload = "init" in r ? r.data : r;
    return { status: r.init?.status ?? 200, body: JSON.stringify(payload), location: null };
  }

  it("answers an unknown e-mail, a wrong password and a password-less account alike", async () => {
    await withPassword("known@example.com");
    await customer("nopassword@example.com");
    const results = [];
    for (const [email, ip] of [
      ["nobody@example.com", "198.51.100.1"],
      ["known@example.com", "198.51.100.2"],
      ["nopassword@example.com", "198.51.100.3"],
    ] as const) {
      results.push(
        await answer(await loginAction(actionArgs(loginRequest(email, "wrong password here"), ip))),
      );
    }
    expect(results[0]).toEqual({
      status: 401,
      body: JSON.stringify({ error: "Invalid e-mail or password" }),
      location: null,
    });
    expect(results[1]).toEqual(results[0]);
    expect(results[2]).toEqual(results[0]);
  });

  it("logs in with the right password and goes only to same-site paths", async () => {
    await withPassword("redirect@example.com");
    const ok = await answer(
      await loginAction(
        actionArgs(loginRequest("REDIRECT@example.com", PASSWORD, "/es/mycourse?x=1"), "198.51.100.10"),
      ),
    );
    expect(ok.status).toBe(302);
    expect(ok.location).toBe("/es/mycourse?x=1");
    for (const [evil, ip] of [
      ["https://evil.test", "198.51.100.11"],
      ["//evil.test", "198.51.100.12"],
      ["/\\evil.test", "198.51.100.13"],
    ] as const) {
      const r = await answer(
        await loginAction(actionArgs(loginRequest("redirect@example.com", PASSWORD, evil), ip)),
      );
      expect(r.location).toBe("/my-account");
    }
    expect(safeRedirectTarget("/blog#top", "/")).toBe("/blog#top");
  });

  it("reads a field sent twice as missing: the form is incomplete, nobody is logged in", async () => {
    await withPassword("twice@example.com");
    const body = new URLSearchParams({ email: "twice@example.com", password: PASSWORD });
    body.append("password", PASSWORD);
    const request = new Request("http://localhost:3000/login", { method: "POST", body });
    const result = await answer(await loginAction(actionArgs(request, "198.51.100.14")));
    expect(result.status).toBe(400);
    expect(result.location).toBeNull();
  });

  it("refuses the 6th attempt from one address within a minute with 429", async () => {
    const statuses = [];
    for (let i = 0; i < 6; i++) {
      statuses.push(
        (await answer(await loginAction(actionArgs(loginRequest("nobody@example.com", "x"), "192.0.2.50"))))
          .status,
      );
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  });

  it("answers a failed login on /es in Spanish", async () => {
    const request = new Request("http://localhost:3000/es/login", {
      method: "POST",
      body: new URLSearchParams({ email: "nadie@example.com", password: "incorrecta", redirectTo: "" }),
    });
    const result = await answer(await loginAction(actionArgs(request, "198.51.100.40")));
    expect(result).toMatchObject({
      status: 401,
      body: JSON.stringify({ error: "Correo electrónico o contraseña incorrectos" }),
    });
  });

  it('answers "forgot password" alike for a known and an unknown address, and throttles it per address', async () => {
    await withPassword("forgot@example.com");
    const forgot = (email: string, ip: string, path = "/forgot-password") =>
      forgotAction(
        actionArgs(
          new Request(`http://localhost:3000${path}`, {
            method: "POST",
            body: new URLSearchParams({ email }),
          }),
          ip,
        ),
      ).then(answer);
    const known = await forgot("forgot@example.com", "198.51.100.60");
    const unknown = await forgot("stranger@example.com", "198.51.100.61");
    expect(known).toEqual({ status: 200, body: JSON.stringify({ sent: true, error: null }), location: null });
    expect(unknown).toEqual(known);
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await forgot("stranger@example.com", "198.51.100.62")).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    const spanish = await forgot("stranger@example.com", "198.51.100.62", "/es/forgot-password");
    expect(spanish.status).toBe(429);
    expect(spanish.body).toContain("Demasiados intentos");
  });

  it("uses a set-password link once, refuses an expired one, and lets one of two concurrent uses win", async () => {
    const id = await customer("links@example.com");
    const token = await linkFor(id);
    await auth.api.resetPassword({ body: { newPassword: PASSWORD, token } });
    await expect(
      auth.api.resetPassword({ body: { newPassword: "another good password", token } }),
    ).rejects.toThrow();
    const expired = await linkFor(id, { expired: true });
    await expect(
      auth.api.resetPassword({ body: { newPassword: "another good password", token: expired } }),
    ).rejects.toThrow();

    const race = await linkFor(id);
    const outcomes = await Promise.allSettled([
      auth.api.resetPassword({ body: { newPassword: "first racing password", token: race } }),
      auth.api.resetPassword({ body: { newPassword: "second racing password", token: race } }),
    ]);
    expect(outcomes.filter((o) => o.status === "fulfilled")).toHaveLength(1);
    const credentials = await handle.db.select().from(accounts).where(eq(accounts.userId, id));
    expect(credentials).toHaveLength(1);
  });

  it("ends every other link of the account once a password is set through one of them", async () => {
    const id = await customer("three-links@example.com");
    const other = await customer("other-links@example.com");
    // Two set-password links of earlier purchases, a reset link asked for, another account's link.
    const first = await linkFor(id);
    const second = await linkFor(id);
    const forgot = new Request("http://localhost:3000/forgot-password", {
      method: "POST",
      body: new URLSearchParams({ email: "three-links@example.com" }),
    });
    await forgotAction(actionArgs(forgot, "198.51.100.90"));
    const [resetMail] = await handle.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, "three-links@example.com"), eq(mailOutbox.kind, "password-reset")));
    const reset = decodeURIComponent(/[?&]token=([^\s&]+)/.exec(resetMail?.text ?? "")?.[1] ?? "");
    expect(reset.length).toBeGreaterThan(10);
    const others = await linkFor(other);
    const third = await linkFor(id);
    const valid = async (token: string) => {
      const request = new Request(`http://localhost:3000/set-password?token=${encodeURIComponent(token)}`);
      return ((await setPasswordLoader(actionArgs(request) as never)) as { valid: boolean }).valid;
    };
    for (const token of [first, second, reset, third]) expect(await valid(token)).toBe(true);

    const set = new Request("http://localhost:3000/set-password", {
      method: "POST",
      body: new URLSearchParams({ token: third, password: PASSWORD, confirm: PASSWORD }),
    });
    expect(await answer(await setPasswordAction(actionArgs(set) as never))).toMatchObject({
      status: 302,
      location: "/login?passwordSet=1",
    });
    // Used or superseded: none of the account's links sets a password any more.
    for (const token of [first, second, reset, third]) {
      expect(await valid(token)).toBe(false);
      await expect(
        auth.api.resetPassword({ body: { newPassword: "a takeover password", token } }),
      ).rejects.toThrow();
    }
    // Another account's link is its own.
    expect(await valid(others)).toBe(true);
  });

  it("ends every other session when the password is set again", async () => {
    const id = await withPassword("sessions@example.com");
    await logIn(
      { db: handle.db, auth },
      { email: "sessions@example.com", password: PASSWORD, ip: "192.0.2.1" },
    );
    await logIn(
      { db: handle.db, auth },
      { email: "sessions@example.com", password: PASSWORD, ip: "192.0.2.2" },
    );
    expect(await handle.db.select().from(sessions).where(eq(sessions.userId, id))).toHaveLength(2);
    await auth.api.resetPassword({ body: { newPassword: "a brand new password", token: await linkFor(id) } });
    expect(await handle.db.select().from(sessions).where(eq(sessions.userId, id))).toHaveLength(0);
  });

  it("extends an active session and sends the longer cookie back", async () => {
    const id = await withPassword("sliding@example.com");
    const login = await logIn(
      { db: handle.db, auth },
      { email: "sliding@example.com", password: PASSWORD, ip: "192.0.2.11" },
    );
    const cookie = login.ok ? (login.headers.get("set-cookie") ?? "").split(";")[0] : "";
    // A new request for each page view: one request's session is looked up once (decision 024).
    const request = () => new Request("http://localhost:3000/", { headers: { cookie: cookie ?? "" } });
    // Fresh session: nothing to extend, no session cookie sent (only the signed session cache,
    // renewed from the database read, decision 024).
    const fresh = (await getUserAndSessionCookie(request(), { db: handle.db, auth })).headers.getSetCookie();
    expect(fresh.filter((line) => line.includes("session_token="))).toEqual([]);
    // Two days later (5 of 7 days left), the next page view moves the end to 7 days from now.
    await handle.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() + 5 * 24 * 3600 * 1000) })
      .where(eq(sessions.userId, id));
    const { user, headers } = await getUserAndSessionCookie(request(), { db: handle.db, auth });
    expect(user?.email).toBe("sliding@example.com");
    expect(headers.getSetCookie().join("\n")).toMatch(/md\.session_token=.*Max-Age=604800/i);
    const [row] = await handle.db.select().from(sessions).where(eq(sessions.userId, id));
    expect(row?.expiresAt.getTime()).toBeGreaterThan(Date.now() + 6.9 * 24 * 3600 * 1000);
  });

  it("ends a session 30 days after login however active, and on logout", async () => {
    const id = await withPassword("absolute@example.com");
    const login = await logIn(
      { db: handle.db, auth },
      { email: "absolute@example.com", password: PASSWORD, ip: "192.0.2.9" },
    );
    const cookie = login.ok ? (login.headers.get("set-cookie") ?? "").split(";")[0] : "";
    const request = () =>
      new Request("http://localhost:3000/my-account", { headers: { cookie: cookie ?? "" } });
    expect((await getOptionalUser(request(), { db: handle.db, auth }))?.email).toBe("absolute@example.com");
    await handle.db
      .update(sessions)
      .set({ createdAt: new Date(Date.now() - 31 * 24 * 3600 * 1000) })
      .where(eq(sessions.userId, id));
    expect(await getOptionalUser(request(), { db: handle.db, auth })).toBeNull();
    expect(await handle.db.select().from(sessions).where(eq(sessions.userId, id))).toHaveLength(0);

    const again = await logIn(
      { db: handle.db, auth },
      { email: "absolute@example.com", password: PASSWORD, ip: "192.0.2.10" },
    );
    const headers = new Headers({
      cookie: again.ok ? ((again.headers.get("set-cookie") ?? "").split(";")[0] ?? "") : "",
    });
    await auth.api.signOut({ headers });
    expect(await handle.db.select().from(sessions).where(eq(sessions.userId, id))).toHaveLength(0);
  });

  it("sets an HttpOnly, SameSite=Lax session cookie, Secure with a prefix in production", async () => {
    await withPassword("cookie@example.com");
    const dev = await logIn(
      { db: handle.db, auth },
      { email: "cookie@example.com", password: PASSWORD, ip: "192.0.2.3" },
    );
    const devCookie = dev.ok ? (dev.headers.get("set-cookie") ?? "") : "";
    expect(devCookie).toMatch(/^md\.session_token=/);
    expect(devCookie).toMatch(/HttpOnly/i);
    expect(devCookie).toMatch(/SameSite=Lax/i);
    expect(devCookie).toMatch(/Max-Age=604800/);

    const production = testServices(handle, { production: true }).auth;
    const prod = await logIn(
      { db: handle.db, auth: production },
      { email: "cookie@example.com", password: PASSWORD, ip: "192.0.2.4" },
    );
    const prodCookie = prod.ok ? (prod.headers.get("set-cookie") ?? "") : "";
    expect(prodCookie).toMatch(/^__Secure-md\.session_token=/);
    // The attribute itself, not the name's prefix.
    expect(prodCookie).toMatch(/;\s*Secure\s*(;|$)/i);
    expect(prodCookie).toMatch(/;\s*HttpOnly\s*(;|$)/i);
    expect(prodCookie).toMatch(/;\s*SameSite=Lax\s*(;|$)/i);
  });
});

describe("password policy", () => {
  it("wants 8 to 128 characters and no common password, nothing else", () => {
    expect(passwordProblem("short")).toBe("tooShort");
    expect(passwordProblem("x".repeat(129))).toBe("tooLong");
    expect(passwordProblem("password")).toBe("tooCommon");
    expect(passwordProblem("Qwertyuiop")).toBe("tooCommon");
    expect(passwordProblem("alllowercaseletters")).toBeNull();
    expect(passwordProblem("ñandú über straße")).toBeNull();
  });
});
