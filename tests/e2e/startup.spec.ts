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

// Issue 10 §7: with the provider configured, the shipped placeholder business data alone stops a
// public start, and the message names every field to fill in.
test("the server refuses placeholder business data on a public PUBLIC_URL, naming each field", () => {
  const result = spawnSync(process.execPath, ["server.js"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: "3198",
      DATA_DIR: ".e2e-data/refused-placeholders",
      PUBLIC_URL: "https://www.maindrive-fahrschule.de",
      AUTH_SECRET: "a-real-deployment-has-a-long-random-secret-here",
      STRIPE_SECRET_KEY: "sk_live_placeholder_for_the_test",
      STRIPE_WEBHOOK_SECRET: "whsec_placeholder_for_the_test",
    },
    encoding: "utf8",
    timeout: 20_000,
  });
  expect(result.status).toBe(1);
  expect(result.stderr).toContain(
    "Placeholder business data is refused for PUBLIC_URL https://www.maindrive-fahrschule.de",
  );
  for (const line of [
    'site.contactEmail: "info@example.com"',
    'site.phoneDisplay: "+49 69 0000 0000"',
    'site.vatId: "DE000000000"',
    'site.office.street: "Musterstraße 1"',
    'catalog.products["examiner-course"].paymentLinks.en.id: "plink_demo_examiner_course_en"',
    'catalog.products["examiner-course"].paymentLinks.en.url: "https://buy.stripe.com/demo_examiner_course_en"',
    'catalog.theoryApp.purchaseUrl: "https://theory-app.example.com/buy?lang=en"',
    'site.embeds.flipbook.en: "https://flipbook.example.com/tech-questions-en/"',
  ]) {
    expect(result.stderr).toContain(line);
  }
  // The provider is configured, so payments are not what is refused here.
  expect(result.stderr).not.toContain("Simulated payments are refused");
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
