import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { withoutPageKey } from "../../../tests/support/staff-page-key";
import { action as enrolAction } from "~/routes/staff-enrol";
import { loader as dashboardLoader } from "~/routes/staff-dashboard";
import { action as teamPageAction } from "~/routes/staff-team";
import { testServices } from "../../../tests/support/app-context";
import { callRoute } from "../../../tests/support/route-call";
import { TEST_PASSWORD } from "../../../tests/support/customers";
import { cookiesOf, staffPasswordStep, staffWithSession } from "../../../tests/support/staff";
import { testDatabaseKinds } from "../../../tests/support/test-database";
import type { Auth } from "../auth/auth.server";
import type { DatabaseHandle } from "../platform/db.server";
import { users } from "../platform/schema.server";
import { enrolTotpDirectly } from "./staff-accounts.server";
import { base32Decode, totpCode } from "./totp.server";
import { verifySecondFactor } from "./two-factor.server";

// A colleague sets up their second factor alone: the invitation takes their name (the dashboard
// greets them by it); the key comes as a QR code and in blocks of four and stays the same when
// they leave and come back until a code confirms it; the backup codes have no look-alike
// characters, download as a text file, and are accepted in any case, with or without the dash.

const lookAlikeFree = /^[2-9A-HJKMNP-Z]{5}-[2-9A-HJKMNP-Z]{5}$/;

describe.each(testDatabaseKinds())("setting up a second factor on $name", ({ open }) => {
  let handle: DatabaseHandle;
  let auth: Auth;
  let owner: { userId: string; cookie: string };

  beforeAll(async () => {
    handle = await open();
    auth = testServices(handle).auth;
    owner = await staffWithSession(handle, auth, "onboarding-owner@example.com");
  }, 180_000);
  afterAll(() => handle?.close());

  const call = async (
    handler: (args: never) => unknown,
    path: string,
    cookie: string,
    form?: Record<string, string>,
  ) => {
    const answer = await callRoute(handler, { db: handle.db, auth }, { path, cookie, form });
    return { ...answer, location: withoutPageKey(answer.location) };
  };

  it("asks the invitation for the colleague's name, which the dashboard greets", async () => {
    const invite = { intent: "invite", email: "named.colleague@example.com", staffRole: "office" };
    const refused = await call(teamPageAction, "/es/staff/team", owner.cookie, { ...invite, name: "  " });
    expect(refused.status).toBe(400);
    expect(refused.data.error).toMatch(/nombre/);
    const done = await call(teamPageAction, "/staff/team", owner.cookie, {
      ...invite,
      name: " Marta  Weber ",
    });
    expect(done.status).toBe(303);
    const [row] = await handle.db.select().from(users).where(eq(users.email, "named.colleague@example.com"));
    expect(row?.name).toBe("Marta Weber");
    // The greeting of a staff member with that name.
    const marta = await staffWithSession(handle, auth, "marta@example.com");
    await handle.db.update(users).set({ name: "Marta Weber" }).where(eq(users.id, marta.userId));
    const dashboard = await call(dashboardLoader, "/staff", marta.cookie);
    expect(dashboard.data.name).toBe("Marta Weber");
  });

  it("shows the same key as QR code and in blocks until a code confirms it; then look-alike-free codes", async () => {
    const { cookie } = await staffWithSession(handle, auth, "enrolling@example.com", { enrolled: false });
    const start = { intent: "start", password: TEST_PASSWORD };
    const first = await call(enrolAction, "/staff/enrol", cookie, start);
    expect(first.status).toBe(200);
    expect(first.data.qrSvg).toMatch(/^<svg[^>]*viewBox/);
    expect(first.data.secret).toMatch(/^([A-Z2-7]{4} )+[A-Z2-7]{1,4}$/);
    // Leaving and coming back: the password again, the same key.
    const again = await call(enrolAction, "/es/staff/enrol", cookie, start);
    expect(again.data.totpUri).toBe(first.data.totpUri);
    expect(again.data.qrSvg).toBe(first.data.qrSvg);
    // A wrong password shows no key.
    const wrong = await call(enrolAction, "/staff/enrol", cookie, {
      intent: "start",
      password: "not it at all",
    });
    expect(wrong).toMatchObject({ status: 400, data: { step: "start" } });
    expect(wrong.data.totpUri).toBeUndefined();

    const key = base32Decode(first.data.secret.replace(/ /g, ""));
    const confirmed = await call(enrolAction, "/staff/enrol", cookie, {
      intent: "confirm",
      code: totpCode(key),
      totpUri: first.data.totpUri,
    });
    expect(confirmed.status).toBe(200);
    const codes: string[] = confirmed.data.backupCodes;
    expect(codes).toHaveLength(10);
    for (const code of codes) expect(code).toMatch(lookAlikeFree);
    const file = decodeURIComponent(
      String(confirmed.data.download).replace(/^data:text\/plain;charset=utf-8,/, ""),
    );
    for (const code of codes) expect(file).toContain(code);
  });

  it("accepts a backup code in any case, with or without its dash, once", async () => {
    const email = "backup-case@example.com";
    const { userId } = await staffWithSession(handle, auth, email);
    await enrolTotpDirectly(
      { db: handle.db, auth },
      { userId, secret: "backup-case-key", backupCodes: ["ABCDE-FGHJK", "MNPQR-STUVW"] },
    );
    const challenge = async () =>
      new Headers({ cookie: cookiesOf(await staffPasswordStep(handle, auth, email)) });
    expect(await verifySecondFactor({ db: handle.db, auth }, await challenge(), "abcde fghjk")).toMatchObject(
      { ok: true },
    );
    expect(await verifySecondFactor({ db: handle.db, auth }, await challenge(), "mnpqrstuvw")).toMatchObject({
      ok: true,
    });
    // Spent: the same code again is refused.
    expect(await verifySecondFactor({ db: handle.db, auth }, await challenge(), "ABCDE-FGHJK")).toMatchObject(
      {
        ok: false,
        error: "invalid",
      },
    );
  });
});
