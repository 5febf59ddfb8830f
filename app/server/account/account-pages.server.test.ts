import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loader as myAccountLoader } from "~/routes/my-account";
import { loader as myAssistanceLoader } from "~/routes/my-assistance";
import { loader as myHighIntenseLoader } from "~/routes/my-high-intense-program";
import { loader as moduleLoader } from "~/routes/lesson";
import { loader as myCourseLoader } from "~/routes/course-overview";
import { loader as myWeeklyLoader } from "~/routes/my-weekly-classes";
import { testContext, testServices } from "../../../tests/support/app-context";
import { testDatabaseKinds } from "../../../tests/support/test-database";
import type { Auth } from "../auth/auth.server";
import { logIn } from "../auth/login.server";
import type { DatabaseHandle } from "../platform/db.server";
import { charge, checkoutSession, event } from "../payments/stripe-events.server";
import { handleStripeEvent } from "../payments/webhook.server";
import { verifications } from "../platform/schema.server";
import { hashIdentifier, newToken, resetIdentifier } from "../auth/token-hash.server";
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { users } from "../platform/schema.server";

// A visitor, a customer without the product and a refunded customer get no
// thank-you page and no card for it.

const PASSWORD = "a calm drive through Frankfurt";

describe.each(testDatabaseKinds())("account pages on $name", ({ open }) => {
  let handle: DatabaseHandle;
  let auth: Auth;
  beforeAll(async () => {
    handle = await open();
    auth = testServices(handle).auth;
  });
  afterAll(() => handle?.close());

  async function buyerWithSession(
    email: string,
    product: "conversion-assistance" | "weekly-classes" | "driving-performance-assessment",
    intent: string,
  ) {
    const context = { publicUrl: "http://localhost:3000" };
    await handleStripeEvent(
      handle.db,
      event("checkout.session.completed", checkoutSession({ product, email, paymentIntent: intent })),
      context,
    );
    const [user] = await handle.db.select().from(users).where(eq(users.email, email));
    const token = newToken();
    await handle.db.insert(verifications).values({
      id: randomUUID(),
      identifier: hashIdentifier(resetIdentifier(token)),
      value: user?.id as string,
      expiresAt: new Date(Date.now() + 60_000),
    });
    await auth.api.resetPassword({ body: { newPassword: PASSWORD, token } });
    const login = await logIn(
      { db: handle.db, auth },
      { email, password: PASSWORD, ip: `10.9.${Math.floor(Math.random() * 250)}.1` },
    );
    if (!login.ok) throw new Error("login failed");
    return (login.headers.get("set-cookie") ?? "").split(";")[0] as string;
  }

  const call = async (loader: (args: never) => unknown, path: string, cookie?: string) => {
    const request = new Request(`http://localhost:3000${path}`, { headers: cookie ? { cookie } : {} });
    try {
      return {
        data: await loader({ request, params: {}, context: testContext({ db: handle.db, auth }) } as never),
      };
    } catch (thrown) {
      if (thrown instanceof Response) return { redirect: thrown.headers.get("location") };
      throw thrown;
    }
  };

  /** The areas of the account cards my-account's loader sends (with their texts). */
  const areas = async (path: string, cookie: string) => {
    const result = await call(myAccountLoader, path, cookie);
    const items = (result.data as { items: { area: string }[] } | undefined)?.items;
    return items?.map((item) => item.area) ?? result;
  };

  it("sends a visitor from every account page, in both languages, to the login page and back", async () => {
    const pages = [
      [myAccountLoader, "/my-account"],
      [myAssistanceLoader, "/my-assistance"],
      [myWeeklyLoader, "/my-weekly-classes"],
      [myHighIntenseLoader, "/my-high-intense-program"],
      [myCourseLoader, "/mycourse"],
      [moduleLoader, "/module?sid=1.1"],
    ] as const;
    for (const [loader, path] of pages) {
      for (const prefix of ["", "/es"]) {
        expect(await call(loader, `${prefix}${path}`), `${prefix}${path}`).toEqual({
          redirect: `${prefix}/login?redirectTo=${encodeURIComponent(`${prefix}${path}`)}`,
        });
      }
    }
  });

  it("opens the high-intensity page to a buyer of the assessment only", async () => {
    const buyer = await buyerWithSession("dpa@example.com", "driving-performance-assessment", "pi_dpa");
    expect(await areas("/my-account", buyer)).toEqual(["high-intense"]);
    expect(await call(myHighIntenseLoader, "/es/my-high-intense-program", buyer)).toEqual({ data: null });
    const other = await buyerWithSession("not-dpa@example.com", "conversion-assistance", "pi_not_dpa");
    expect(await call(myHighIntenseLoader, "/my-high-intense-program", other)).toEqual({
      redirect: "/my-account",
    });
  });

  it("shows an owner their card and page, and no other product's", async () => {
    const cookie = await buyerWithSession("owner@example.com", "conversion-assistance", "pi_owner");
    expect(await areas("/my-account", cookie)).toEqual(["assistance"]);
    // The card's texts travel in the page's language only.
    expect(await call(myAccountLoader, "/es/my-account", cookie)).toMatchObject({
      data: {
        items: [
          { title: "Asistencia para la conversión", subtitle: "La conversión de tu permiso, paso a paso" },
        ],
      },
    });
    expect(await call(myAssistanceLoader, "/my-assistance", cookie)).toEqual({ data: null });
    expect(await call(myWeeklyLoader, "/es/my-weekly-classes", cookie)).toEqual({
      redirect: "/es/my-account",
    });
  });

  it("takes card and page away after a refund", async () => {
    const cookie = await buyerWithSession("refunded@example.com", "weekly-classes", "pi_refunded");
    // The weekly-classes page opens, with the lesson balance (none bought yet).
    expect(await call(myWeeklyLoader, "/my-weekly-classes", cookie)).toHaveProperty(
      "data.data.balance.left",
      0,
    );
    await handleStripeEvent(handle.db, event("charge.refunded", charge("pi_refunded", 25000, 25000)), {
      publicUrl: "http://localhost:3000",
    });
    expect(await areas("/my-account", cookie)).toEqual([]);
    expect(await call(myWeeklyLoader, "/my-weekly-classes", cookie)).toEqual({ redirect: "/my-account" });
  });
});
