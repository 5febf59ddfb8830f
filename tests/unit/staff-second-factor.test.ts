import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import staffEn from "~/i18n/messages/staff-en";
import staffEs from "~/i18n/messages/staff-es";
import type { Auth } from "~/server/auth/auth.server";
import type { DatabaseHandle } from "~/server/platform/db.server";
import { sessions } from "~/server/platform/schema.server";
import { totpCode } from "~/server/staff/totp.server";
import { realAppPerFile } from "../support/app-per-file";
import type { RawResponse } from "../support/http-client";
import {
  cookiesOf,
  cookiesOfResponse,
  staffPasswordStep,
  staffWithSession,
  TEST_BACKUP_CODES,
  TEST_TOTP_SECRET,
} from "../support/staff";

// The login's second step through the real app: a TOTP code opens one session only, in sequence
// or at once (RFC 6238 §5.2), and a backup code raced by several challenges opens one session and
// refuses the others with the page's own "code not accepted", never a server error.

const http = realAppPerFile();

/** A code of the next time step: within the window the plugin accepts, later than any used yet. */
const nextCode = () => totpCode(TEST_TOTP_SECRET, Date.now() + 30_000);

describe.each(http.kinds)("a second factor works once, on $name", (kind) => {
  const { name } = kind;
  let handle: DatabaseHandle;
  let auth: Auth;
  beforeAll(async () => {
    handle = await http.database(kind);
    auth = http.serve(handle);
  }, 120_000);
  afterAll(async () => {
    await http.release(handle);
  });

  /** An enrolled staff member (logged in once already, as staffWithSession does). */
  const staffMember = async (label: string) => {
    const email = `${label}-${name}@example.com`;
    const { userId } = await staffWithSession(handle, auth, email);
    return { email, userId };
  };
  /** A new challenge: the password step's two-factor cookie, as the browser sends it back. */
  const challenge = async (email: string) => cookiesOf(await staffPasswordStep(handle, auth, email));
  const sessionCount = async (userId: string) =>
    (await handle.db.select({ n: count() }).from(sessions).where(eq(sessions.userId, userId)))[0]?.n ?? 0;

  const opened = (answer: RawResponse, path: string) => {
    expect(answer.status, answer.text.slice(0, 200)).toBe(302);
    expect(answer.headers.location).toBe(path);
    expect(cookiesOfResponse(answer)).toMatch(/session_token=/);
  };
  const refused = (answer: RawResponse, texts: typeof staffEn) => {
    expect(answer.status).toBe(401);
    expect(answer.text).toContain(texts.verify.wrongCode.slice(0, 20));
    expect(cookiesOfResponse(answer)).not.toMatch(/session_token=/);
  };

  it("refuses a TOTP code the second time, and the refused challenge still takes another code", async () => {
    const { email, userId } = await staffMember("totp-twice");
    const before = await sessionCount(userId);
    const code = nextCode();
    opened(await http.postForm("/staff/verify", { code }, await challenge(email)), "/staff");
    const second = await challenge(email);
    refused(await http.postForm("/es/staff/verify", { code }, second), staffEs);
    expect(await sessionCount(userId)).toBe(before + 1);
    // The refusal did not spend the challenge: another factor still opens it.
    opened(
      await http.postForm("/es/staff/verify", { code: TEST_BACKUP_CODES[2] as string }, second),
      "/es/staff",
    );
  });

  it("opens one session when the same TOTP code arrives in two challenges at once", async () => {
    const { email, userId } = await staffMember("totp-race");
    const before = await sessionCount(userId);
    const [first, second] = await Promise.all([challenge(email), challenge(email)]);
    const code = nextCode();
    const answers = await Promise.all([
      http.postForm("/staff/verify", { code }, first),
      http.postForm("/es/staff/verify", { code }, second),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([302, 401]);
    const [en, es] = answers as [RawResponse, RawResponse];
    if (en.status === 302) refused(es, staffEs);
    else refused(en, staffEn);
    expect(await sessionCount(userId)).toBe(before + 1);
  });

  it("opens one session when a backup code arrives in four challenges at once; the others are refused in their language", async () => {
    const { email, userId } = await staffMember("backup-race");
    const before = await sessionCount(userId);
    const challenges = await Promise.all([1, 2, 3, 4].map(() => challenge(email)));
    const paths = ["/staff/verify", "/es/staff/verify", "/staff/verify", "/es/staff/verify"];
    const code = TEST_BACKUP_CODES[1] as string;
    const answers = await Promise.all(
      challenges.map((cookie, i) => http.postForm(paths[i] as string, { code }, cookie)),
    );
    expect(answers.filter((answer) => answer.status >= 500)).toEqual([]);
    expect(answers.filter((answer) => answer.status === 302)).toHaveLength(1);
    answers.forEach((answer, i) => {
      if (answer.status !== 302) refused(answer, paths[i]?.startsWith("/es") ? staffEs : staffEn);
    });
    expect(await sessionCount(userId)).toBe(before + 1);
  });
});
