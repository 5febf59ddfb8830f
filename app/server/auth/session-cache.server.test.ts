import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { action as logoutAction } from "~/routes/logout";
import { loader as myAccountLoader } from "~/routes/my-account";
import { routeArgs, testContext, testServices } from "../../../tests/support/app-context";
import { customerWithPassword, TEST_PASSWORD } from "../../../tests/support/customers";
import { cookiesOf, staffWithSession } from "../../../tests/support/staff";
import { testDatabaseKinds } from "../../../tests/support/test-database";
import { type Auth, SESSION_CACHE_SECONDS } from "./auth.server";
import { logIn } from "./login.server";
import type { DatabaseHandle } from "../platform/db.server";
import { sessions, users } from "../platform/schema.server";
import { requireStaff } from "../staff/staff-guard.server";

// Decision 024: a customer's session is trusted from the signed cookie cache for at most
// SESSION_CACHE_SECONDS; a session revoked elsewhere is refused once that has passed, a logout on
// this browser and a revoked staff session at once.

describe.each(testDatabaseKinds())("session cookie cache on $name", ({ open }) => {
  let handle: DatabaseHandle;
  let auth: Auth;
  beforeAll(async () => {
    handle = await open();
    auth = testServices(handle).auth;
  });
  afterAll(() => handle?.close());
  afterEach(() => vi.useRealTimers());

  let address = 0;
  async function customerCookies(email: string): Promise<string> {
    await customerWithPassword(handle, auth, email);
    address++;
    const login = await logIn(
      { db: handle.db, auth },
      { email, password: TEST_PASSWORD, ip: `10.24.0.${address}` },
    );
    if (!login.ok) throw new Error("login failed");
    return cookiesOf(login.headers);
  }

  /** The loader's answer: its data, or where it redirects. */
  async function open_(loader: (args: never) => unknown, path: string, cookie: string) {
    const request = new Request(`http://localhost:3000${path}`, { headers: { cookie } });
    try {
      return {
        data: await loader({ request, params: {}, context: testContext({ db: handle.db, auth }) } as never),
      };
    } catch (thrown) {
      if (thrown instanceof Response) return { redirect: thrown.headers.get("location") };
      throw thrown;
    }
  }

  it("refuses a session deleted elsewhere within SESSION_CACHE_SECONDS", async () => {
    const cookie = await customerCookies("revoked@example.com");
    expect(cookie).toContain("session_data=");
    expect((await open_(myAccountLoader, "/my-account", cookie)).data).toBeDefined();
    await handle.db.delete(sessions);
    // The documented delay: until the cache runs out, this browser's signed copy still opens pages.
    expect((await open_(myAccountLoader, "/my-account", cookie)).data).toBeDefined();
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + (SESSION_CACHE_SECONDS + 1) * 1000 });
    expect(await open_(myAccountLoader, "/my-account", cookie)).toEqual({
      redirect: "/login?redirectTo=%2Fmy-account",
    });
  });

  it("refuses the session at once after a logout on this browser", async () => {
    const cookie = await customerCookies("logout@example.com");
    const ended = (await logoutAction(
      routeArgs(new Request("http://localhost:3000/logout", { method: "POST", headers: { cookie } }), {
        db: handle.db,
        auth,
      }),
    )) as Response;
    // What the browser keeps after the logout's Set-Cookie: nothing of the session.
    const cleared = ended.headers.getSetCookie().map((line) => line.split(";")[0]?.split("=")[0]);
    expect(cleared).toEqual(expect.arrayContaining([expect.stringContaining("session_token")]));
    expect(cleared).toEqual(expect.arrayContaining([expect.stringContaining("session_data")]));
    const [user] = await handle.db.select().from(users).where(eq(users.email, "logout@example.com"));
    expect(
      await handle.db
        .select()
        .from(sessions)
        .where(eq(sessions.userId, user?.id as string)),
    ).toEqual([]);
  });

  it("refuses a revoked staff session at once (staff sessions are never cached)", async () => {
    const { cookie } = await staffWithSession(handle, auth, "staff-revoked@example.com");
    const request = () => new Request("http://localhost:3000/staff", { headers: { cookie } });
    expect((await requireStaff(request(), { db: handle.db, auth })).email).toBe("staff-revoked@example.com");
    await handle.db.delete(sessions);
    const refused = await requireStaff(request(), { db: handle.db, auth }).catch((thrown: unknown) => thrown);
    expect(refused).toMatchObject({ init: { status: 404 } });
  });
});
