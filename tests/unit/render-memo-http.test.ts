import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { markComplete } from "~/server/course/progress.server";
import type { DatabaseHandle } from "~/server/platform/db.server";
import { checkoutSession, event } from "~/server/payments/stripe-events.server";
import { handleStripeEvent } from "~/server/payments/webhook.server";
import { testServices } from "../support/app-context";
import { customerWithPassword, logInThroughForm } from "../support/customers";
import { startHttpApp } from "../support/http-app";
import { send } from "../support/http-client";
import { testDatabaseKinds } from "../support/test-database";

// A page whose routes say their markup comes from the URL and the loader data alone is rendered
// once per distinct data and sent again (app/render-memo.server.ts): what is sent again must be
// exactly what a render of the same data wrote, with this response's own nonce, and a change of
// the data must show at once. On the real app, served from the build, on both databases.

vi.setConfig({ testTimeout: 120_000, hookTimeout: 240_000 });

const token = "render-memo-metrics-token";
const kept = ["/module?sid=1.1", "/mycourse", "/review", "/my-account"];

/** The page with its nonce (each response has its own) written as one fixed word. */
function withoutNonce(html: string): { nonce: string; page: string } {
  const nonce = /nonce="([^"]+)"/.exec(html)?.[1] ?? "";
  expect(nonce.length).toBeGreaterThan(10);
  return { nonce, page: html.split(nonce).join("NONCE") };
}

describe.each(testDatabaseKinds())("pages rendered once per data on $name", ({ open }) => {
  let handle: DatabaseHandle;
  let app: Awaited<ReturnType<typeof startHttpApp>>;
  let first: { userId: string; cookie: string };
  let second: { userId: string; cookie: string };

  async function customer(email: string, paymentIntent: string) {
    const purchase = checkoutSession({ product: "examiner-course", email, paymentIntent });
    await handleStripeEvent(handle.db, event("checkout.session.completed", purchase), {
      publicUrl: app.origin,
    });
    const userId = await customerWithPassword(handle, testServices(handle).auth, email);
    return { userId, cookie: (await logInThroughForm(app.origin, email)).join("; ") };
  }

  async function hits(): Promise<number> {
    const answer = await send(app.origin, {
      path: "/metrics",
      headers: { authorization: `Bearer ${token}` },
    });
    return Number(/render_memo_lookups_total\{result="hit"\} (\d+)/.exec(answer.text)?.[1] ?? 0);
  }

  const view = async (path: string, cookie: string) => {
    const answer = await send(app.origin, { path, headers: { cookie } });
    expect(answer.status, path).toBe(200);
    const csp = String(answer.headers["content-security-policy"] ?? "");
    const { nonce, page } = withoutNonce(answer.text);
    // The nonce in the page is the one this response's policy allows.
    expect(csp).toContain(`'nonce-${nonce}'`);
    return { nonce, page };
  };

  beforeAll(async () => {
    handle = await open();
    app = await startHttpApp(handle, { METRICS_TOKEN: token });
    first = await customer("memo-first@example.com", "pi_memo_first");
    second = await customer("memo-second@example.com", "pi_memo_second");
  });
  afterAll(async () => {
    await app?.close();
    await handle?.close();
  });

  for (const prefix of ["", "/es"]) {
    for (const path of kept) {
      it(`${prefix}${path} is sent again as it was rendered, with its own nonce`, async () => {
        const rendered = await view(`${prefix}${path}`, first.cookie);
        const before = await hits();
        const again = await view(`${prefix}${path}`, first.cookie);
        expect(await hits()).toBe(before + 1);
        expect(again.nonce).not.toBe(rendered.nonce);
        expect(again.page).toBe(rendered.page);
      });
    }
  }

  it("renders anew when the data changes, and never gives one customer's page to another", async () => {
    const course = await view("/mycourse", first.cookie);
    const lesson = await view("/module?sid=1.1", first.cookie);
    await markComplete(handle.db, first.userId, "1.1");
    const after = await view("/mycourse", first.cookie);
    expect(after.page).not.toBe(course.page);
    // The page shows the lesson done: the render of the new data, not the page kept before.
    const done = (page: string) => page.match(/lesson-row is-done/g)?.length ?? 0;
    expect(done(after.page)).toBe(done(course.page) + 1);
    const other = await view("/module?sid=1.1", second.cookie);
    expect(other.page).not.toBe(lesson.page);
    expect(other.page).toContain(second.userId);
    expect(other.page).not.toContain(first.userId);
  });

  it("keeps no page of a route that did not say its markup comes from its data", async () => {
    const before = await hits();
    await send(app.origin, { path: "/my-lessons", headers: { cookie: first.cookie } });
    await send(app.origin, { path: "/my-lessons", headers: { cookie: first.cookie } });
    expect(await hits()).toBe(before);
  });
});
