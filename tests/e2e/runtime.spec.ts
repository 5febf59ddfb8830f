import { expect, test } from "@playwright/test";

// The server Playwright starts (webServer: `node server.js` from an npm or npx command) runs on the
// Node 24 of the registry's `node` package, not on the machine's own Node (decision 042).
test("the server the browser tests talk to runs on Node 24", async ({ request }) => {
  const response = await request.get("/metrics", {
    headers: { authorization: `Bearer ${process.env.E2E_METRICS_TOKEN}` },
  });
  expect(response.status()).toBe(200);
  // prom-client's default metrics: nodejs_version_info{version="v24.21.0",major="24",…} 1
  const line = (await response.text()).split("\n").find((one) => one.startsWith("nodejs_version_info"));
  expect(line).toMatch(/major="24"/);
});
