import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Locale, localizePath } from "~/i18n/locale";
import staffEn from "~/i18n/messages/staff-en";
import staffEs from "~/i18n/messages/staff-es";
import { projectRoot } from "~/server/platform/project-root.server";
import { totpCode } from "~/server/staff/totp.server";
import {
  INSTRUCTOR_DEMO_EMAIL,
  STAFF_DEMO_EMAIL,
  STAFF_DEMO_PASSWORD,
  STAFF_DEMO_TOTP_KEY,
} from "../../scripts/staff-demo";
import { formBody, type RawResponse, send } from "../support/http-client";
import { ensureBuild, preparedDataDir, type ServerProcess, startServer } from "../support/server-process";

// The staff's second factors are encrypted with AUTH_SECRET, which a laptop generates into
// DATA_DIR. A backup made by the running server, restored into a new data folder, must keep staff
// able to log in; a server with another secret must say so at the second step, never with a 5xx.

function script(name: string, env: Record<string, string>, args: string[] = []) {
  return new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve) => {
    execFile(
      process.execPath,
      ["--import", "tsx", path.join(projectRoot, "scripts", name), ...args],
      {
        cwd: projectRoot,
        env: { ...process.env, DATABASE_URL: "", PUBLIC_URL: "", AUTH_SECRET: "", ...env },
        encoding: "utf8",
        timeout: 120_000,
      },
      (error, stdout, stderr) =>
        resolve({ status: error ? (typeof error.code === "number" ? error.code : null) : 0, stdout, stderr }),
    );
  });
}

const folders: string[] = [];
const folder = (prefix: string) => {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  folders.push(dir);
  return dir;
};
const servers: ServerProcess[] = [];
const authSecretOf = (dataDir: string) =>
  readFileSync(path.join(dataDir, "secrets", "auth-secret"), "utf8").trim();

function cookiesOf(response: RawResponse, previous = ""): string {
  const jar = new Map(
    previous
      .split("; ")
      .filter(Boolean)
      .map((pair) => [pair.split("=")[0] as string, pair]),
  );
  for (const cookie of response.headers["set-cookie"] ?? []) {
    const pair = cookie.split(";")[0] as string;
    const name = pair.split("=")[0] as string;
    if (pair.endsWith("=")) jar.delete(name);
    else jar.set(name, pair);
  }
  return [...jar.values()].join("; ");
}

function post(server: ServerProcess, pathname: string, fields: Record<string, string>, cookie = "") {
  const { body, headers } = formBody(fields);
  return send(server.url, {
    method: "POST",
    path: pathname,
    body,
    headers: { ...headers, origin: server.url, ...(cookie ? { cookie } : {}) },
  });
}

/** The password step and the second step through the real pages, with the demo staff's TOTP code. */
async function logInWithCode(server: ServerProcess, locale: Locale, { codeAt = Date.now() } = {}) {
  const login = await post(server, localizePath("/login", locale), {
    email: STAFF_DEMO_EMAIL,
    password: STAFF_DEMO_PASSWORD,
  });
  expect(login.status, login.text.slice(0, 300)).toBe(302);
  expect(login.headers.location).toBe(localizePath("/staff/verify", locale));
  const pending = cookiesOf(login);
  const verify = await post(
    server,
    localizePath("/staff/verify", locale),
    { code: totpCode(STAFF_DEMO_TOTP_KEY, codeAt) },
    pending,
  );
  return { verify, cookie: cookiesOf(verify, pending) };
}

let backup = "";
let sourceSecret = "";

beforeAll(async () => {
  ensureBuild();
  // A laptop's data folder: the seed's demo staff has a TOTP key, encrypted with the generated secret.
  // Its database is already migrated (the run's prepared copy): what is tested is the restore, not
  // a first start (initdb and every migration in the seed's process).
  const source = await preparedDataDir("restore-source-");
  folders.push(source);
  const seeded = await script("seed.ts", { DATA_DIR: source });
  expect(seeded.status, seeded.stderr).toBe(0);
  sourceSecret = authSecretOf(source);
  // The running server writes the archive (asked by `npm run backup`), as its daily one.
  const server = await startServer(source);
  servers.push(server);
  const made = await script("backup.ts", { DATA_DIR: source });
  expect(made.status, made.stderr).toBe(0);
  backup = /Backup written: (\S+)/.exec(made.stdout)?.[1] as string;
  expect(backup).toBeTruthy();
  await server.stop();
}, 400_000);

afterAll(async () => {
  for (const server of servers) await server.crash();
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

describe("restore of the embedded database", () => {
  it("puts the generated AUTH_SECRET back: staff log in with their TOTP code on the restored server", async () => {
    const target = folder("restore-target-");
    const restored = await script("restore.ts", { DATA_DIR: target }, [backup]);
    expect(restored.status, restored.stderr).toBe(0);
    expect(restored.stdout).toContain("generated AUTH_SECRET is back");
    expect(restored.stderr).not.toContain("cannot be decrypted");
    expect(authSecretOf(target)).toBe(sourceSecret);

    const server = await startServer(target);
    servers.push(server);
    for (const [n, locale] of (["en", "es"] as const).entries()) {
      // A code works once: the second login gives the next 30-second step's, as an app would.
      const { verify, cookie } = await logInWithCode(server, locale, { codeAt: Date.now() + n * 30_000 });
      expect(verify.status, verify.text.slice(0, 300)).toBe(302);
      expect(verify.headers.location).toBe(localizePath("/staff", locale));
      // The dashboard gives its forms a one-time key first (a redirect to the same page with it).
      const keyed = await send(server.url, { path: localizePath("/staff", locale), headers: { cookie } });
      expect(keyed.status).toBe(302);
      const staffHome = await send(server.url, { path: String(keyed.headers.location), headers: { cookie } });
      expect(staffHome.status).toBe(200);
    }
    expect(server.output()).not.toContain("second factor:");
    await server.stop();
  }, 240_000);

  it("with another AUTH_SECRET: restore warns, and the second step answers 409 with a clear message in the user's language", async () => {
    const target = folder("restore-other-secret-");
    const other = { AUTH_SECRET: "another-secret-than-the-one-of-the-backup-0123" };
    const restored = await script("restore.ts", { DATA_DIR: target, ...other }, [backup]);
    expect(restored.status, restored.stderr).toBe(0);
    expect(restored.stderr).toContain("cannot be decrypted with this server's AUTH_SECRET");
    expect(restored.stderr).toContain(STAFF_DEMO_EMAIL);

    const server = await startServer(target, { env: other });
    servers.push(server);
    // The operator reads it at start already, before anyone tries to log in.
    // (Read from the child's pipe, which may deliver a line after the health check's answer.)
    await expect
      .poll(() => server.output(), { timeout: 15_000 })
      // The seed's demo staff member and its demo instructor, who shares the demo key.
      .toContain("second factor: The second factor of 2 of 2 enrolled staff");
    const texts = { en: staffEn, es: staffEs };
    for (const locale of ["en", "es"] as const) {
      const { verify } = await logInWithCode(server, locale);
      expect(verify.status).toBe(409);
      // The page's text as React escapes it (the apostrophe of "site's").
      const message = texts[locale].verify.keyMismatch.replaceAll("'", "&#x27;");
      expect(verify.text).toContain(message);
      expect(verify.text).not.toMatch(/\n\s+at /);
    }
    // …and again at each refused second step, naming the staff by user id, never by address.
    expect(
      server.output().match(/second factor: .*cannot be decrypted with this server's AUTH_SECRET/g),
    ).toHaveLength(3);
    expect(server.output()).toMatch(/"staffUserIds":\["[0-9a-f-]{36}","[0-9a-f-]{36}"\]/);
    expect(server.output()).not.toContain(STAFF_DEMO_EMAIL);
    expect(server.output()).not.toContain(INSTRUCTOR_DEMO_EMAIL);
    await server.stop();
  }, 240_000);
});
