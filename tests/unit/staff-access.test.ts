import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { localizePath, type Locale } from "~/i18n/locale";
import staffEn from "~/i18n/messages/staff-en";
import staffEs from "~/i18n/messages/staff-es";
import type { Auth } from "~/server/auth/auth.server";
import type { DatabaseHandle } from "~/server/db.server";
import { sessions } from "~/server/schema";
import { base32Decode, totpCode } from "~/server/staff/totp.server";
import { staffPages } from "~/staff-pages";
import { useAppDatabase } from "../support/app-context";
import { customerWithSession, TEST_PASSWORD } from "../support/customers";
import type { RawResponse } from "../support/http-client";
import { realAppPerFile } from "../support/app-per-file";
import { cookiesOf, staffWithSession, TEST_BACKUP_CODES, TEST_TOTP_SECRET } from "../support/staff";

// Issue 14 §1 through the real Express app: who sees which staff URL, the second factor, idle end.

const http = realAppPerFile();

const texts: Record<Locale, typeof staffEn> = { en: staffEn, es: staffEs };
const locales: Locale[] = ["en", "es"];

/** The page without what differs on every response (the CSP nonce) or with the URL (the language link). */
function normalized(page: RawResponse, path: string): string {
  return page.text.replace(/nonce="[^"]*"/g, "").replaceAll(path, "{path}");
}

function setCookies(response: RawResponse): Headers {
  const headers = new Headers();
  for (const cookie of response.headers["set-cookie"] ?? []) headers.append("Set-Cookie", cookie);
  return headers;
}

describe.each(http.kinds)("staff access on $name", (kind) => {
  const { name } = kind;
  let handle: DatabaseHandle;
  let auth: Auth;
  let customer: string;
  let unenrolled: string;
  let staff: string;
  beforeAll(async () => {
    handle = await http.database(kind);
    auth = useAppDatabase(handle);
    ({ cookie: customer } = await customerWithSession(handle, auth, `customer-${name}@example.com`));
    ({ cookie: unenrolled } = await staffWithSession(handle, auth, `new-staff-${name}@example.com`, {
      enrolled: false,
    }));
    ({ cookie: staff } = await staffWithSession(handle, auth, `staff-${name}@example.com`));
  }, 120_000);
  afterAll(async () => {
    await http.release(handle);
  });

  const get = http.get;
  const post = http.postForm;

  // Every entry of app/staff-pages.ts, in both languages: a page added later is covered too.
  const matrix = staffPages.flatMap((page) => locales.map((locale) => ({ page, locale })));

  it.each(matrix)(
    "$page.key in $locale: visitors and customers get the site's 404, nothing more",
    async ({ page, locale }) => {
      const path = localizePath(`/${page.path}`, locale);
      const unknown = localizePath("/no-such-page-at-all", locale);
      for (const cookie of [undefined, customer]) {
        const [answer, reference] = await Promise.all([get(path, cookie), get(unknown, cookie)]);
        expect(answer.status).toBe(404);
        expect(reference.status).toBe(404);
        expect(normalized(answer, `/${page.path}`)).toBe(normalized(reference, "/no-such-page-at-all"));
      }
    },
  );

  it.each(matrix)(
    "$page.key in $locale: staff without a second factor go to enrolment",
    async ({ page, locale }) => {
      const answer = await get(localizePath(`/${page.path}`, locale), unenrolled);
      expect(answer.status).toBe(302);
      expect(answer.headers.location).toBe(localizePath("/staff/enrol", locale));
    },
  );

  it.each(matrix)(
    "$page.key in $locale: staff with a second factor see it, in the page's language",
    async ({ page, locale }) => {
      const answer = await get(localizePath(`/${page.path}`, locale), staff);
      expect(answer.status).toBe(200);
      expect(answer.headers["cache-control"]).toBe("private, no-store");
      expect(answer.text).toContain(texts[locale].nav.label);
      for (const other of staffPages) {
        expect(answer.text).toContain(`href="${localizePath(`/${other.path}`, locale)}"`);
      }
      // Script-free (issue 12): plain HTML forms and links.
      expect(answer.text).not.toContain('<script type="module"');
    },
  );

  it("keeps enrolment and the second step hidden from visitors and customers", async () => {
    for (const path of ["/staff/enrol", "/es/staff/enrol", "/staff/verify", "/es/staff/verify"]) {
      for (const cookie of [undefined, customer]) {
        expect((await get(path, cookie)).status).toBe(404);
        expect((await post(path, { code: "123456" }, cookie)).status).toBe(404);
      }
    }
  });

  it("enrols a TOTP app: password, key as text and link, a code confirms, backup codes once", async () => {
    const { cookie } = await staffWithSession(handle, auth, `enrol-${name}@example.com`, { enrolled: false });
    const started = await post("/es/staff/enrol", { intent: "start", password: TEST_PASSWORD }, cookie);
    expect(started.status, "start").toBe(200);
    const uri = /href="(otpauth:\/\/totp\/[^"]+)"/.exec(started.text)?.[1]?.replaceAll("&amp;", "&") ?? "";
    const secret = new URL(uri).searchParams.get("secret") ?? "";
    expect(new URL(uri).searchParams.get("issuer")).toBe("MainDrive");
    expect(started.text).toContain(secret);
    const wrong = await post("/es/staff/enrol", { intent: "confirm", code: "000000", totpUri: uri }, cookie);
    expect(wrong.status).toBe(400);
    expect(wrong.text).toContain(staffEs.enrol.wrongCode.slice(0, 20));
    expect(
      (await get("/es/staff/enrol", cookie)).status,
      `after wrong ${JSON.stringify(wrong.headers["set-cookie"])}`,
    ).toBe(200);
    const confirmed = await post(
      "/es/staff/enrol",
      { intent: "confirm", code: totpCode(base32Decode(secret)), totpUri: uri },
      cookie,
    );
    expect(confirmed.status, "confirm").toBe(200);
    expect(confirmed.text).toContain(staffEs.enrol.codesHeading);
    expect(confirmed.text.match(/<code>[A-Za-z0-9]{5}-[A-Za-z0-9]{5}<\/code>/g)).toHaveLength(10);
    // The old session (no second factor) is gone; the new one opens the staff area.
    expect((await get("/staff", cookie)).status).toBe(404);
    const fresh = cookiesOf(setCookies(confirmed));
    expect((await get("/es/staff", fresh)).status, `new session ${fresh}`).toBe(200);
    expect((await get("/es/staff/enrol", fresh)).headers.location).toBe("/es/staff");
  });

  it("asks enrolled staff for a code after the password; refuses a wrong one in the page's language; a backup code works once", async () => {
    const email = `login-${name}@example.com`;
    await staffWithSession(handle, auth, email);
    const passwordStep = async (path: string) => {
      const answer = await post(path, { email, password: TEST_PASSWORD, redirectTo: "" });
      expect(answer.status).toBe(302);
      expect(answer.headers.location).toBe(path.startsWith("/es") ? "/es/staff/verify" : "/staff/verify");
      const cookies = cookiesOf(setCookies(answer));
      expect(cookies).not.toMatch(/session_token/);
      return cookies;
    };
    const pending = await passwordStep("/es/login");
    expect((await get("/es/staff/verify", pending)).status).toBe(200);
    const wrong = await post("/es/staff/verify", { code: "000000" }, pending);
    expect(wrong.status).toBe(401);
    expect(wrong.text).toContain(staffEs.verify.wrongCode.slice(0, 20));
    const byBackup = await post("/es/staff/verify", { code: TEST_BACKUP_CODES[0] as string }, pending);
    expect(byBackup.status).toBe(302);
    expect(byBackup.headers.location).toBe("/es/staff");
    expect((await get("/es/staff", cookiesOf(setCookies(byBackup)))).status).toBe(200);

    const again = await passwordStep("/login");
    const reused = await post("/staff/verify", { code: TEST_BACKUP_CODES[0] as string }, again);
    expect(reused.status).toBe(401);
    expect(reused.text).toContain(staffEn.verify.wrongCode.slice(0, 20));
    // The code of the login above is spent (RFC 6238 §5.2): the app's next one.
    const byApp = await post(
      "/staff/verify",
      { code: totpCode(TEST_TOTP_SECRET, Date.now() + 30_000) },
      again,
    );
    expect(byApp.headers.location).toBe("/staff");
  });

  it("ends a staff session after 12 idle hours, and records activity at most every few minutes", async () => {
    const { userId, cookie } = await staffWithSession(handle, auth, `idle-${name}@example.com`);
    const stamp = async () =>
      (await handle.db.select().from(sessions).where(eq(sessions.userId, userId)))[0]?.lastActiveAt ?? null;
    const setStamp = (minutesAgo: number) =>
      handle.db
        .update(sessions)
        .set({ lastActiveAt: new Date(Date.now() - minutesAgo * 60_000) })
        .where(eq(sessions.userId, userId));
    await setStamp(1);
    const recent = await stamp();
    expect((await get("/staff", cookie)).status).toBe(200);
    expect(await stamp()).toEqual(recent);
    await setStamp(11 * 60 + 50);
    expect((await get("/staff", cookie)).status).toBe(200);
    expect((await stamp())?.getTime()).toBeGreaterThan(Date.now() - 60_000);
    await setStamp(12 * 60 + 1);
    expect((await get("/staff", cookie)).status).toBe(404);
    expect(await handle.db.select().from(sessions).where(eq(sessions.userId, userId))).toHaveLength(0);
  });

  it("shows the staff link in the header to staff only", async () => {
    expect((await get("/about-us", customer)).text).not.toContain('href="/staff"');
    const page = await get("/es/about-us", staff);
    expect(page.text).toContain('href="/es/staff"');
    expect(page.headers["cache-control"]).toBe("private, no-store");
    expect(page.headers["x-page-cache"]).not.toBe("hit");
  });
});
