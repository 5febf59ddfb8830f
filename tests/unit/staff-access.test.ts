import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { localizePath, type Locale } from "~/i18n/locale";
import staffEn from "~/i18n/messages/staff-en";
import staffEs from "~/i18n/messages/staff-es";
import type { Auth } from "~/server/auth/auth.server";
import type { DatabaseHandle } from "~/server/platform/db.server";
import { sessions } from "~/server/platform/schema.server";
import { base32Decode, totpCode } from "~/server/staff/totp.server";
import { staffPageOpensTo, staffPages, staffSubPages } from "~/staff-pages";
import { customerWithSession, TEST_PASSWORD } from "../support/customers";
import { formBody, type RawResponse, send } from "../support/http-client";
import { realAppPerFile } from "../support/app-per-file";
import {
  cookiesOf,
  cookiesOfResponse,
  staffPasswordStep,
  staffWithSession,
  TEST_BACKUP_CODES,
  TEST_TOTP_SECRET,
} from "../support/staff";

// Through the real Express app: who sees which staff URL, the second factor, idle end.

const http = realAppPerFile();

const texts: Record<Locale, typeof staffEn> = { en: staffEn, es: staffEs };
const locales: Locale[] = ["en", "es"];

describe.each(http.kinds)("staff access on $name", (kind) => {
  const { name } = kind;
  let handle: DatabaseHandle;
  let auth: Auth;
  let customer: string;
  let unenrolled: string;
  let staff: string;
  let instructor: string;
  let pendingEmail: string;
  beforeAll(async () => {
    handle = await http.database(kind);
    auth = http.serve(handle);
    ({ cookie: customer } = await customerWithSession(handle, auth, `customer-${name}@example.com`));
    ({ cookie: unenrolled } = await staffWithSession(handle, auth, `new-staff-${name}@example.com`, {
      enrolled: false,
    }));
    ({ cookie: staff } = await staffWithSession(handle, auth, `staff-${name}@example.com`));
    ({ cookie: instructor } = await staffWithSession(handle, auth, `instructor-${name}@example.com`, {
      staffRole: "instructor",
    }));
    pendingEmail = `pending-${name}@example.com`;
    await staffWithSession(handle, auth, pendingEmail);
  }, 120_000);

  /** The cookies each kind of caller sends. */
  const cookieOf = async (caller: string): Promise<string | undefined> => {
    switch (caller) {
      case "customer":
        return customer;
      case "made-up 2FA cookie":
        // The shape of better-auth's signed cookie: a value, a dot, a 44-character signature.
        return `md.two_factor=${"x".repeat(32)}.${"A".repeat(43)}=`;
      case "password-only staff":
        return unenrolled;
      case "pending 2FA":
        // A real challenge of an enrolled staff member: the password step's cookie.
        return cookiesOf(await staffPasswordStep(handle, auth, pendingEmail));
      default:
        return undefined;
    }
  };
  afterAll(async () => {
    await http.release(handle);
  });

  const get = http.page;
  const post = http.postForm;

  // Every entry of app/staff-pages.ts, in both languages: a page added later is covered too.
  const matrix = staffPages.flatMap((page) => locales.map((locale) => ({ page, locale })));

  // Every staff URL (the pages of app/staff-pages.ts, the pages below them, enrolment, the second
  // step), in both languages, as a page and as React Router's `.data`: whoever is not a staff
  // member with a second factor gets what the same request to an unknown URL gets. The unknown
  // URL is the same path with "stuff" for "staff": same length, so even Content-Length must match.
  const staffPaths = [
    ...[...staffPages, ...staffSubPages].map((page) => `/${page.path.replace(/:[a-z]+/g, sampleId)}`),
    "/staff/enrol",
    "/staff/verify",
  ];
  const urls = staffPaths.flatMap((path) =>
    locales.flatMap((locale) => {
      const page = localizePath(path, locale);
      return [page, `${page}.data`];
    }),
  );
  const methods = ["GET", "HEAD", "POST", "PUT", "DELETE", "PATCH", "OPTIONS"];
  const callers = [
    "no cookie",
    "customer",
    "made-up 2FA cookie",
    "password-only staff",
    "pending 2FA",
  ] as const;

  it.each(callers)("answers every staff URL and method as an unknown URL to: %s", async (caller) => {
    const cookie = await cookieOf(caller);
    const differences: string[] = [];
    for (const url of urls) {
      // Each caller's own door stays open: enrolment before a second factor, the second step
      // with a real challenge (tested below).
      if (caller === "password-only staff" && url.includes("/staff/enrol")) continue;
      if (caller === "pending 2FA" && url.includes("/staff/verify")) continue;
      const unknown = url.replace("/staff", "/stuff");
      const compare = async (method: string) => {
        const [answer, reference] = await Promise.all([
          sendAs(method, url, cookie),
          sendAs(method, unknown, cookie),
        ]);
        const difference = firstDifference(comparable(answer, "staff"), comparable(reference, "stuff"));
        if (difference) differences.push(`${method} ${url}: ${difference}`);
      };
      // The GET first: for a visitor it stores the not-found page in the shared cache, and the
      // other methods of both URLs are then answered from there alike; those at once.
      await compare("GET");
      await Promise.all(methods.filter((method) => method !== "GET").map(compare));
    }
    expect(differences).toEqual([]);
  });

  // A signed-in instructor knows the staff area exists (their day is in it), so they are answered
  // with the site's 404 status rather than byte for byte as an unknown URL: every page and its data
  // that does not name the role, read or sent (a page without a form answers a post 405, as for all).
  it("answers an instructor every office and owner URL with the 404", async () => {
    const wrong: string[] = [];
    for (const url of urls.filter((candidate) => !opensToInstructor(candidate))) {
      for (const method of ["GET", "HEAD", "POST"]) {
        const answer = await sendAs(method, url, instructor);
        const allowed = method === "POST" ? [404, 405] : [404];
        if (!allowed.includes(answer.status)) wrong.push(`${method} ${url}: ${answer.status}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it.each(locales)(
    "opens an instructor their own pages only, links only those, and sends them from the overview to their day (%s)",
    async (locale) => {
      for (const page of staffPages.filter((entry) => staffPageOpensTo(entry, "instructor"))) {
        const answer = await get(localizePath(`/${page.path}`, locale), instructor);
        expect(answer.status, page.path).toBe(200);
        // The staff navigation (the header's "Staff" link leads to the overview, which sends them on).
        const nav = new RegExp(`<nav aria-label="${texts[locale].nav.label}"[^>]*>(.*?)</nav>`).exec(
          answer.text,
        )?.[1];
        expect(nav).toBeDefined();
        for (const other of staffPages) {
          const link = `href="${localizePath(`/${other.path}`, locale)}"`;
          if (staffPageOpensTo(other, "instructor")) expect(nav).toContain(link);
          else expect(nav).not.toContain(link);
        }
      }
      const overview = await get(localizePath("/staff", locale), instructor);
      expect(overview.status).toBe(302);
      expect(overview.headers.location).toBe(localizePath("/staff/my-day", locale));
    },
  );

  it("recognises a staff URL however it is written, as React Router matches it", async () => {
    const variants = [
      ["/Staff/Dates", "/Stuff/Dates"],
      ["/st%61ff/log", "/st%75ff/log"],
      ["/es/STAFF.data", "/es/STUFF.data"],
    ];
    for (const [path, unknown] of variants as [string, string][]) {
      const [answer, reference] = await Promise.all([get(path), get(unknown)]);
      expect(answer.status, path).toBe(404);
      expect(answer.headers["content-type"], path).toBe(reference.headers["content-type"]);
      expect(answer.text, path).not.toMatch(/staff(Layout|Gate|Dates|Log)/);
      expect(answer.text.length, path).toBe(reference.text.length);
    }
    for (const path of ["/Staff/Dates", "/st%61ff/log"])
      expect((await get(path, staff)).status, path).toBe(200);
  });

  it("opens enrolment to staff without a second factor, the second step to a real challenge only", async () => {
    for (const locale of locales) {
      expect((await get(localizePath("/staff/enrol", locale), unenrolled)).status).toBe(200);
      expect((await get(localizePath("/staff/verify", locale), await cookieOf("pending 2FA"))).status).toBe(
        200,
      );
      expect(
        (await get(localizePath("/staff/verify", locale), await cookieOf("made-up 2FA cookie"))).status,
      ).toBe(404);
      expect((await get(localizePath("/staff", locale), unenrolled)).status).toBe(404);
    }
  });

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
      // Script-free: plain HTML forms and links.
      expect(answer.text).not.toContain('<script type="module"');
    },
  );

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
    const fresh = cookiesOfResponse(confirmed);
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
      const cookies = cookiesOfResponse(answer);
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
    expect((await get("/es/staff", cookiesOfResponse(byBackup))).status).toBe(200);

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

  it("sends staff without a second factor from the login to enrolment, and shows them no staff link", async () => {
    const email = `login-new-${name}@example.com`;
    await staffWithSession(handle, auth, email, { enrolled: false });
    const answer = await post("/es/login", { email, password: TEST_PASSWORD, redirectTo: "" });
    expect(answer.headers.location).toBe("/es/staff/enrol");
    expect((await get("/es/about-us", unenrolled)).text).not.toContain('href="/es/staff"');
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

const sampleId = "3f0c2a4e-0000-4000-8000-000000000001";

/**
 * The URLs an instructor opens: the pages naming the role, the overview that sends them to their
 * day, and the login's own steps (enrolment redirects enrolled staff to the area).
 */
function opensToInstructor(url: string): boolean {
  const path = url.replace(/^\/es/, "").replace(/\.data$/, "") || "/";
  if (["/staff", "/staff/enrol", "/staff/verify"].includes(path)) return true;
  return [...staffPages, ...staffSubPages].some(
    (page) => `/${page.path.replace(/:[a-z]+/g, sampleId)}` === path && staffPageOpensTo(page, "instructor"),
  );
}

/** One request as a browser of this site would send it (a form body for the methods that carry one). */
function sendAs(method: string, path: string, cookie: string | undefined): Promise<RawResponse> {
  const withBody = !["GET", "HEAD", "OPTIONS"].includes(method);
  const { body, headers } = formBody({ code: "123456" });
  return send(http.origin(), {
    method,
    path,
    body: withBody ? body : undefined,
    headers: {
      // The length declared: Node's client sends a DELETE body without it, which the server then
      // reads as the start of a second request (a 400 of its own, whatever the page).
      ...(withBody ? { ...headers, "content-length": String(body.length), origin: http.origin() } : {}),
      ...(cookie ? { cookie } : {}),
    },
  });
}

/**
 * What may be compared of an answer: status, every header but the date and the request id, and the
 * body, without the CSP nonce (both new on every response) and with the path's first word made
 * neutral. The signed session cache a session-cookie-only request gets back carries its own time,
 * so only its presence is compared.
 */
function comparable(answer: RawResponse, word: "staff" | "stuff") {
  const { date: _date, "x-request-id": _requestId, ...headers } = answer.headers;
  const neutral = (text: string) =>
    text
      .replace(/nonce(=|-)"?[A-Za-z0-9+/=_-]+"?/g, "nonce")
      .replace(/session_data=[\w-]+/g, "session_data=SIGNED")
      .replaceAll(`/${word}`, "/PATH");
  return {
    status: answer.status,
    headers: JSON.parse(neutral(JSON.stringify(headers))) as unknown,
    body: neutral(answer.text),
  };
}

/** Where two comparable answers part (status, a header, or the body around the first change). */
function firstDifference(seen: ReturnType<typeof comparable>, expected: ReturnType<typeof comparable>) {
  if (seen.status !== expected.status) return `status ${seen.status} ≠ ${expected.status}`;
  const seenHeaders = seen.headers as Record<string, unknown>;
  const expectedHeaders = expected.headers as Record<string, unknown>;
  for (const name of new Set([...Object.keys(seenHeaders), ...Object.keys(expectedHeaders)])) {
    const [a, b] = [JSON.stringify(seenHeaders[name]), JSON.stringify(expectedHeaders[name])];
    if (a !== b) return `header ${name}: ${a} ≠ ${b}`;
  }
  if (seen.body === expected.body) return null;
  let at = 0;
  while (seen.body[at] === expected.body[at]) at++;
  return `body at ${at}: ${JSON.stringify(seen.body.slice(at - 40, at + 80))} ≠ ${JSON.stringify(expected.body.slice(at - 40, at + 80))}`;
}
