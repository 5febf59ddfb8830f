import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { placeholderFields, sampleContent } from "../../app/server/go-live.server";

// A public origin never runs on demo settings (simulated payments, generated secrets).
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

// With the provider configured, the shipped placeholder business data and sample content alone stop
// a public start, and the message names every field and every sample still to replace. What is
// expected comes from the site config and the content's own status, so the test follows the data
// the school fills in.
test("the server refuses placeholder business data and sample content on a public PUBLIC_URL, naming each", () => {
  const placeholders = placeholderFields();
  const samples = sampleContent();
  test.skip(
    placeholders.length === 0 && samples.length === 0,
    "every field is filled in and every sample replaced: a public start is allowed",
  );
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
  if (placeholders.length > 0) {
    expect(result.stderr).toContain(
      "Placeholder business data is refused for PUBLIC_URL https://www.maindrive-fahrschule.de",
    );
  }
  for (const { field, value } of placeholders) {
    expect(result.stderr).toContain(`  ${field}: ${JSON.stringify(value)} is `);
  }
  if (samples.length > 0) {
    expect(result.stderr).toContain(
      "Sample content is refused for PUBLIC_URL https://www.maindrive-fahrschule.de",
    );
  }
  for (const { name, flag } of samples) expect(result.stderr).toContain(`  ${name}: ${flag} is "sample"`);
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

/** A port nobody listens on yet, so this test never collides with another server. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

// `npm start` (scripts/start.js) started from another folder, as a service manager
// without a working directory would: the build, migrations, content and password list are found
// from the project's own files, the data stays where DATA_DIR says, and a fresh build is reused.
test("npm start from another working directory serves the site from the project's files", async () => {
  test.setTimeout(120_000);
  const elsewhere = mkdtempSync(path.join(tmpdir(), "elsewhere-"));
  const dataDir = mkdtempSync(path.join(tmpdir(), "start-data-"));
  const port = await freePort();
  const origin = `http://localhost:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    PUBLIC_URL: origin,
  };
  delete env.NODE_ENV; // npm start means production
  const server = spawn(process.execPath, [path.resolve("scripts/start.js")], { cwd: elsewhere, env });
  let output = "";
  server.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  server.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  try {
    await expect
      .poll(
        () =>
          fetch(`${origin}/healthz`).then(
            (r) => r.status,
            () => 0,
          ),
        { timeout: 90_000 },
      )
      .toBe(200); // the database opened and migrated: migrations found
    expect(output).not.toContain("building"); // the e2e run's build is fresh: reused, not rebuilt
    expect(output).not.toMatch(/warning|deprecated/i);
    expect((await fetch(`${origin}/privacy-policy`)).status).toBe(200);
    // The common-password list is read when a password is chosen.
    const form = new URLSearchParams({ token: "unused", password: "password", confirm: "password" });
    const refused = await fetch(`${origin}/set-password`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin },
      body: form,
    });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain("one of the most common");
    expect(existsSync(path.join(elsewhere, "data"))).toBe(false);
    expect(existsSync(path.join(dataDir, "db", "PG_VERSION"))).toBe(true);
  } finally {
    if (server.exitCode === null) {
      server.kill("SIGTERM");
      await new Promise((resolve) => server.once("exit", resolve));
    }
  }
  const lockLeft = existsSync(path.join(dataDir, "db.lock")); // removed on a clean stop
  rmSync(elsewhere, { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });
  expect(lockLeft).toBe(false);
});
