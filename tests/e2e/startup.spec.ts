import { spawnSync } from "node:child_process";
import { expect, test } from "@playwright/test";

// DESIGN §4: a public origin never runs on demo settings (simulated payments, generated secrets).
test("the server refuses simulated payments on a public PUBLIC_URL", () => {
  const result = spawnSync(process.execPath, ["server.js"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: "3199",
      DATA_DIR: ".e2e-data/refused",
      PUBLIC_URL: "https://www.example.com",
    },
    encoding: "utf8",
    timeout: 20_000,
  });
  expect(result.status).toBe(1);
  expect(result.stderr).toContain("Simulated payments are refused for PUBLIC_URL https://www.example.com");
});

test("the server names a bad variable and stops", () => {
  const result = spawnSync(process.execPath, ["server.js"], {
    env: { ...process.env, NODE_ENV: "production", PORT: "not-a-port" },
    encoding: "utf8",
    timeout: 20_000,
  });
  expect(result.status).toBe(1);
  expect(result.stderr).toMatch(/PORT: .*\(got "not-a-port"\)/);
});
