import { expect, type APIResponse, test } from "@playwright/test";
import { loginFixtureCustomer } from "./customer";

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

test("an unknown URL's not-found page comes from the shared cache, 404 and its own nonce each time", async ({
  request,
}) => {
  for (const path of ["/no-such-page-cached", "/es/no-such-page-cached", "/staff/dates"]) {
    const first = await request.get(path);
    const second = await request.get(path);
    expect([first.status(), second.status()], path).toEqual([404, 404]);
    expect(second.headers()["x-page-cache"], path).toBe("hit");
    const [one, two] = [headerNonce(first), headerNonce(second)];
    expect(one).not.toBe(two);
    const [html1, html2] = [await first.text(), await second.text()];
    expect([...bodyNonces(html1)], path).toEqual([one]);
    expect([...bodyNonces(html2)], path).toEqual([two]);
    expect(html2.replaceAll(two ?? "", "NONCE"), path).toBe(html1.replaceAll(one ?? "", "NONCE"));
  }
});

test("a customer's pages are neither served from nor stored in the shared cache", async ({
  page,
  request,
}) => {
  const email = await loginFixtureCustomer(page, "", "page-cache");
  for (const path of ["/about-us", "/blog", "/no-such-page"]) {
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
