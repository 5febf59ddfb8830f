import { createServer, type Server } from "node:http";
import { expect, test } from "@playwright/test";
import { loginFixtureCustomer } from "./customer";

// A page of another site (here 127.0.0.1 on another port; the site is localhost)
// submits forms to the site in a real browser: the site refuses them with 403 and a page that
// says why, and a customer stays logged in.

let foreign: Server;
let foreignOrigin = "";

test.beforeAll(async ({ baseURL }) => {
  foreign = createServer((req, res) => {
    const target = new URL(req.url ?? "/", "http://x").searchParams.get("target") ?? "/forgot-password";
    res.setHeader("content-type", "text/html; charset=utf-8");
    res.end(`<!doctype html><html lang="en"><title>Another site</title>
      <form method="post" action="${baseURL}${target}">
        <input name="email" value="victim@example.com">
        <button type="submit">Send</button>
      </form></html>`);
  });
  await new Promise<void>((resolve) => foreign.listen(0, "127.0.0.1", resolve));
  foreignOrigin = `http://127.0.0.1:${(foreign.address() as { port: number }).port}`;
});

test.afterAll(() => new Promise((resolve) => foreign.close(resolve)));

test("a form on another site is refused with 403 and a page in the form's language", async ({ page }) => {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  for (const [target, heading] of [
    ["/forgot-password", "This form was sent from another website."],
    ["/es/login", "Este formulario se envió desde otro sitio web."],
  ] as const) {
    await page.goto(`${foreignOrigin}/?target=${encodeURIComponent(target)}`);
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === "POST"),
      page.getByRole("button", { name: "Send" }).click(),
    ]);
    expect(response.status(), target).toBe(403);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
  }
  expect(errors).toEqual([]);
});

test("a logout form on another site leaves the customer logged in", async ({ page }) => {
  await loginFixtureCustomer(page, "", "cross-site-logout");
  await page.goto(`${foreignOrigin}/?target=${encodeURIComponent("/logout")}`);
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.request().method() === "POST"),
    page.getByRole("button", { name: "Send" }).click(),
  ]);
  expect(response.status()).toBe(403);
  const account = await page.goto("/my-account");
  expect(account?.status()).toBe(200);
  await expect(page).toHaveURL("/my-account");
});
