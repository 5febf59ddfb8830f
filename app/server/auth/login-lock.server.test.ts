import { like, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { action as loginAction } from "~/routes/login";
import { routeArgs, testServices } from "../../../tests/support/app-context";
import { customerWithPassword, TEST_PASSWORD } from "../../../tests/support/customers";
import { hashAtProductionCost } from "../../../tests/support/password-cost";
import { testDatabaseKinds } from "../../../tests/support/test-database";
import type { DatabaseHandle } from "../platform/db.server";
import { rateLimits } from "../platform/schema.server";
import type { Auth } from "./auth.server";
import { LOCK_AFTER_FAILURES, logIn } from "./login.server";
import { HASH_CONCURRENCY, HASH_QUEUE, hashPassword } from "./password-hash.server";
import { addressKey } from "./throttle.server";

// The 10-failure lock answers exactly like a wrong password (no enumeration, same
// work) and locks out the attacker's address, never the owner elsewhere. Logins that would pile
// up password hashing are refused with 503 and Retry-After instead.

const PASSWORD = TEST_PASSWORD;

// The timing and the busy-queue tests hash at production's cost (scrypt, N = 2^17): what they
// check depends on the work a hash takes. The others count failures, at the test runner's cost.
vi.setConfig({ testTimeout: 120_000 });
afterEach(() => vi.unstubAllEnvs());

describe.each(testDatabaseKinds())("login lock on $name", ({ open }) => {
  let handle: DatabaseHandle;
  let auth: Auth;
  beforeAll(async () => {
    handle = await open();
    auth = testServices(handle).auth;
  });
  afterAll(() => handle?.close());
  const actionArgs = (request: Request, clientIp?: string) =>
    routeArgs(request, { db: handle.db, auth }, { clientIp });

  const withPassword = (email: string) => customerWithPassword(handle, auth, email);

  /** The per-address throttle (5 a minute) is another rule: forgotten here, so 10 failures fit. */
  const forgetThrottle = () => handle.db.delete(rateLimits).where(like(rateLimits.key, "login:ip:%"));

  async function fail(email: string, ip: string, times: number) {
    for (let i = 0; i < times; i++) {
      await forgetThrottle();
      expect(await logIn({ db: handle.db, auth }, { email, password: "wrong guess", ip })).toEqual({
        ok: false,
        error: "invalid",
      });
    }
    await forgetThrottle();
  }

  async function loginAnswer(email: string, password: string, ip: string) {
    const started = performance.now();
    const result = (await loginAction(
      actionArgs(
        new Request("http://localhost:3000/login", {
          method: "POST",
          body: new URLSearchParams({ email, password, redirectTo: "" }),
        }),
        ip,
      ),
    )) as { init?: { status?: number }; data?: unknown } | Response;
    const ms = performance.now() - started;
    await forgetThrottle();
    if (result instanceof Response) return { status: result.status, body: "", ms };
    return { status: result.init?.status ?? 200, body: JSON.stringify(result.data), ms };
  }

  it("answers a locked address exactly like a wrong password, after as much work", async () => {
    // The victim's own hash only answers the ten failures: the runner's cost. What is compared,
    // the locked answer's hash against a wrong password's check, runs at production's cost.
    await withPassword("lock-victim@example.com");
    await fail("lock-victim@example.com", "203.0.113.66", LOCK_AFTER_FAILURES);
    hashAtProductionCost();
    await withPassword("lock-other@example.com");
    const locked = await loginAnswer("lock-victim@example.com", PASSWORD, "203.0.113.66");
    const wrong = await loginAnswer("lock-other@example.com", "wrong guess", "203.0.113.67");
    expect({ status: locked.status, body: locked.body }).toEqual({ status: wrong.status, body: wrong.body });
    expect(locked).toMatchObject({
      status: 401,
      body: JSON.stringify({ error: "Invalid e-mail or password" }),
    });
    // Timing: the lock hashes the password like a check does, so it is no shortcut to see.
    const lockedTimes: number[] = [];
    const wrongTimes: number[] = [];
    for (let i = 0; i < 3; i++) {
      lockedTimes.push((await loginAnswer("lock-victim@example.com", PASSWORD, "203.0.113.66")).ms);
      wrongTimes.push((await loginAnswer("lock-other@example.com", "wrong guess", "203.0.113.67")).ms);
    }
    const median = (times: number[]) => [...times].sort((a, b) => a - b)[1] as number;
    expect(median(lockedTimes)).toBeGreaterThan(median(wrongTimes) * 0.5);
  });

  it("locks the attacker's address, not the owner logging in from elsewhere", async () => {
    await withPassword("lock-owner@example.com");
    await fail("lock-owner@example.com", "198.51.100.200", LOCK_AFTER_FAILURES + 3);
    const owner = await logIn(
      { db: handle.db, auth },
      { email: "lock-owner@example.com", password: PASSWORD, ip: "192.0.2.33" },
    );
    expect(owner.ok).toBe(true);
    const attacker = await logIn(
      { db: handle.db, auth },
      { email: "lock-owner@example.com", password: PASSWORD, ip: "198.51.100.200" },
    );
    expect(attacker).toEqual({ ok: false, error: "invalid" });
  });

  it("counts wrong guesses sent in parallel from one address, and the lock ends after 15 minutes", async () => {
    await withPassword("lock-parallel@example.com");
    const deps = { db: handle.db, auth };
    // Two bursts of 5 (the per-address throttle lets 5 a minute through), each sent at once.
    for (const burst of [0, 1]) {
      const guesses = Array.from({ length: LOCK_AFTER_FAILURES / 2 }, (_, i) =>
        logIn(deps, {
          email: "lock-parallel@example.com",
          password: "wrong",
          ip: `2001:db8:5:6::${burst}${i}`,
        }),
      );
      expect(await Promise.all(guesses)).toEqual(guesses.map(() => ({ ok: false, error: "invalid" })));
      await forgetThrottle();
    }
    // The same /64: one subscriber, one lock.
    expect(
      await logIn(deps, { email: "lock-parallel@example.com", password: PASSWORD, ip: "2001:db8:5:6::ff" }),
    ).toEqual({ ok: false, error: "invalid" });
    await forgetThrottle();
    await handle.db
      .update(rateLimits)
      .set({ windowStart: sql`${rateLimits.windowStart} - interval '16 minutes'` })
      .where(like(rateLimits.key, "login:lock:%"));
    const later = await logIn(deps, {
      email: "lock-parallel@example.com",
      password: PASSWORD,
      ip: "2001:db8:5:6::ff",
    });
    expect(later.ok).toBe(true);
  });

  it("refuses logins with 503 and Retry-After while the password hashing queue is full", async () => {
    await withPassword("lock-busy@example.com");
    const hash = () =>
      hashPassword("some password").then(
        () => "done",
        (error: Error) => error.name,
      );
    // Every slot holds a hash at production's cost while the login comes; the line behind them
    // (filled at once, as a hash takes its place before its first await) waits at the runner's cost.
    hashAtProductionCost();
    const slots = Array.from({ length: HASH_CONCURRENCY }, hash);
    vi.unstubAllEnvs();
    const hashes = [...slots, ...Array.from({ length: HASH_QUEUE + 5 }, hash)];
    const busy = (await loginAction(
      actionArgs(
        new Request("http://localhost:3000/es/login", {
          method: "POST",
          body: new URLSearchParams({ email: "lock-busy@example.com", password: PASSWORD, redirectTo: "" }),
        }),
        "192.0.2.77",
      ),
    )) as { init: { status: number; headers: HeadersInit }; data: { error: string } };
    expect(busy.init.status).toBe(503);
    expect(new Headers(busy.init.headers).get("retry-after")).toBe("5");
    expect(busy.data.error).toContain("Vuelve a intentarlo en unos segundos");
    const outcomes = await Promise.all(hashes);
    expect(outcomes.filter((outcome) => outcome === "HashingBusyError")).toHaveLength(5);
  });
});

describe("addressKey", () => {
  it("keeps IPv4, unwraps mapped IPv4 and counts IPv6 by its /64", () => {
    expect(addressKey("203.0.113.5")).toBe("203.0.113.5");
    expect(addressKey("::ffff:203.0.113.5")).toBe("203.0.113.5");
    expect(addressKey("2001:db8:5:6::1")).toBe("2001:db8:5:6::/64");
    expect(addressKey("2001:0db8:0005:0006:aaaa:bbbb:cccc:dddd")).toBe("2001:db8:5:6::/64");
    expect(addressKey("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(addressKey("fe80::1%eth0")).toBe("fe80:0:0:0::/64");
  });
});
