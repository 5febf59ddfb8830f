import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { action as linkAction, loader as linkLoader } from "~/routes/sign-in-link";
import { loader as accountLoader } from "~/routes/my-account";
import { testServices } from "../../../tests/support/app-context";
import { callRoute } from "../../../tests/support/route-call";
import { customerWithPassword } from "../../../tests/support/customers";
import { staffWithSession } from "../../../tests/support/staff";
import { testDatabaseKinds } from "../../../tests/support/test-database";
import type { DatabaseHandle } from "../platform/db.server";
import { mailOutbox, users } from "../platform/schema.server";
import type { Auth } from "./auth.server";

// A customer who paid at the school and has no password asks the login page for a sign-in link:
// the same answer for every address; the link (mailed, one-time) signs them in where they wanted
// to go; a customer with a password and staff get the reset mail instead, never a session.

describe.each(testDatabaseKinds())("sign-in links on $name", ({ open }) => {
  let handle: DatabaseHandle;
  let auth: Auth;

  beforeAll(async () => {
    handle = await open();
    auth = testServices(handle).auth;
  }, 180_000);
  afterAll(() => handle?.close());

  // Every call comes from one test address: five requests a minute at most (the login's limit).
  const ask = (email: string, redirectTo = "/my-account?from=mail") =>
    callRoute(
      linkAction,
      { db: handle.db, auth },
      {
        path: "/sign-in-link",
        form: { intent: "request", email, redirectTo },
      },
    );
  const mailsTo = (email: string) => handle.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
  const tokenIn = (text: string) =>
    new URL(/https?:\/\/\S+token=\S+/.exec(text)?.[0] ?? "http://x").searchParams.get("token") ?? "";

  it("mails a passwordless customer a one-time link that signs them in where they wanted to go", async () => {
    const email = `cash-${randomUUID()}@example.com`;
    await handle.db.insert(users).values({ id: randomUUID(), email, name: "Cash Customer" });
    const asked = await ask(email);
    expect(asked).toMatchObject({ status: 200, data: { sent: true } });
    const unknown = await ask(`nobody-${randomUUID()}@example.com`);
    expect(unknown.data).toEqual(asked.data);
    const [mail] = await mailsTo(email);
    expect(mail?.kind).toBe("sign-in-link");
    const token = tokenIn(mail?.text ?? "");
    // Opening the link spends nothing: a mail scanner may open it first.
    const page = await callRoute(
      linkLoader,
      { db: handle.db, auth },
      { path: `/sign-in-link?token=${token}` },
    );
    expect(page.data.token).toBe(token);
    const used = await callRoute(
      linkAction,
      { db: handle.db, auth },
      {
        path: "/sign-in-link",
        form: { intent: "use", token },
      },
    );
    expect(used).toMatchObject({ status: 303, location: "/my-account?from=mail" });
    const cookie = (used.headers?.getSetCookie() ?? [])
      .map((c) => c.split(";")[0] as string)
      .filter((pair) => !pair.endsWith("="))
      .join("; ");
    const account = await callRoute(accountLoader, { db: handle.db, auth }, { path: "/my-account", cookie });
    expect(account.status).toBe(200);
    // Once only.
    const again = await callRoute(
      linkAction,
      { db: handle.db, auth },
      {
        path: "/es/sign-in-link",
        form: { intent: "use", token },
      },
    );
    expect(again.status).toBe(400);
    expect(again.data.error).toMatch(/caducado/);
  });

  it("sends the reset mail, never a sign-in link, to an account with a password and to staff", async () => {
    const customer = `with-password-${randomUUID()}@example.com`;
    await customerWithPassword(handle, auth, customer);
    const staff = `staff-${randomUUID()}@example.com`;
    await staffWithSession(handle, auth, staff);
    for (const email of [customer, staff]) {
      expect((await ask(email)).data).toEqual({ sent: true, error: null });
      const kinds = (await mailsTo(email)).map((mail) => mail.kind);
      expect(kinds).toContain("password-reset");
      expect(kinds).not.toContain("sign-in-link");
    }
  });

  it("refuses a bad address with a 400 and a made-up token", async () => {
    const bad = await callRoute(
      linkAction,
      { db: handle.db, auth },
      {
        path: "/sign-in-link",
        form: { intent: "request", email: "not an address" },
      },
    );
    expect(bad.status).toBe(400);
    const made = await callRoute(
      linkAction,
      { db: handle.db, auth },
      {
        path: "/sign-in-link",
        form: { intent: "use", token: "made-up" },
      },
    );
    expect(made.status).toBe(400);
  });
});
