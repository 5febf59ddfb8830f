import { expect, type APIResponse, test } from "@playwright/test";
import { becomeCustomer } from "./customer";

// Pages for visitors without a session are shared for a few seconds; each response
// still has its own CSP nonce, and nothing of a customer's page ever reaches anyone else.

const headerNonce = (response: APIResponse) =>
  /'nonce-([^']+)'/.exec(response.headers()["content-security-policy"] ?? "")?.[1];
const bodyNonces = (html: string) => new Set([...html.matchAll(/nonce="([^"]+)"/g)].map((m) => m[1]));

test("anonymous pages come from the shared cache, each with its own nonce", async ({ request }) => {
  for (const path of ["/", "/test", "/es/login"]) {
    const first = await request.get(path);
    const second = await request.get(path);
    expect(second.headers()["x-page-cache"], path).toBe("hit");
    expect(headerNonce(first)).not.toBe(headerNonce(second));
    for (const response of [first, second]) {
      // Every nonce in the HTML (speculation rules, inline and module scripts) is the header's.
      expect([...bodyNonces(await response.text())], path).toEqual([headerNonce(response)]);
    }
  }
});

test("a customer's pages are neither served from nor stored in the shared cache", async ({
  page,
  request,
}) => {
  const email = await becomeCustomer(page, "", ["conversion-assistance"]);
  for (const path of ["/about-us", "/blog"]) {
    const own = await page.request.get(path);
    expect(own.headers()["x-page-cache"], path).toBeUndefined();
    const html = await own.text();
    expect(html).toContain("My account");
    // A visitor right after gets the visitor's header, never the customer's.
    const visitor = await (await request.get(path)).text();
    expect(visitor).not.toContain("My account");
    expect(visitor).not.toContain(email);
  }
});
