import { count } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import en from "~/i18n/messages/en";
import es from "~/i18n/messages/es";
import type { DatabaseHandle } from "~/server/platform/db.server";
import { dateRowFor } from "~/server/first-aid/offered-dates.server";
import staffDashboardEn from "~/i18n/messages/staff-dashboard-en";
import staffDashboardEs from "~/i18n/messages/staff-dashboard-es";
import { checkoutSession, event } from "~/server/payments/stripe-events.server";
import { handleStripeEvent } from "~/server/payments/webhook.server";
import { purchases, staffAuditLog, users } from "~/server/platform/schema.server";
import { realAppPerFile } from "../support/app-per-file";
import { customerWithSession } from "../support/customers";
import { staffWithSession } from "../support/staff";

// NUL (which PostgreSQL refuses in text) and other characters nobody types, sent to every form and
// search a person can reach: one check in the request guard answers 422 with a page in the URL's
// language, and nothing is stored or changed. Before it, these reached the database and gave 500.

const http = realAppPerFile();
const NUL = "\u0000";

describe.each(http.kinds)("text nobody can type, over HTTP on $name", (kind) => {
  let handle: DatabaseHandle;
  let customer: string;
  let staff: string;
  let customerId: string;
  let dateId: string;
  beforeAll(async () => {
    handle = await http.database(kind);
    const auth = http.serve(handle);
    const email = `nul-buyer-${kind.name}@example.com`;
    const bought = event(
      "checkout.session.completed",
      checkoutSession({ product: "examiner-course", email }),
    );
    ({ cookie: customer, userId: customerId } = await customerWithSession(handle, auth, email, [bought]));
    ({ cookie: staff } = await staffWithSession(handle, auth, `nul-office-${kind.name}@example.com`));
    dateId = await dateRowFor(handle.db, "en", "2027-06-19");
  }, 120_000);
  afterAll(async () => {
    await http.release(handle);
  });

  const counts = async () => ({
    users: (await handle.db.select({ n: count() }).from(users))[0]?.n,
    purchases: (await handle.db.select({ n: count() }).from(purchases))[0]?.n,
    audit: (await handle.db.select({ n: count() }).from(staffAuditLog))[0]?.n,
  });
  const refusedIn = (text: string, locale: "en" | "es") => {
    const heading = (locale === "en" ? en : es).refused.impossibleText.heading;
    expect(text).toContain(heading);
  };

  it("refuses NUL in the login, password and checkout forms with 422 and the message", async () => {
    const before = await counts();
    const forms: [string, Record<string, string>, string | undefined][] = [
      ["/login", { email: `a${NUL}@example.com`, password: "whatever whatever" }, undefined],
      ["/es/login", { email: "a@example.com", password: `pass${NUL}word long` }, undefined],
      ["/forgot-password", { email: `nul${NUL}@example.com` }, undefined],
      ["/es/forgot-password", { email: `nul@example.com${NUL}` }, undefined],
      ["/set-password?token=abc", { password: `x${NUL}`.repeat(8), confirm: `x${NUL}`.repeat(8) }, undefined],
      [
        "/es/set-password?token=abc",
        { password: "long enough words", confirm: `long enough${NUL}` },
        undefined,
      ],
      [
        "/checkout?product=examiner-course",
        { email: `buyer${NUL}@example.com`, name: "Ana", consent: "on", earlyStart: "on" },
        undefined,
      ],
      [
        "/es/checkout?product=first-aid-es",
        { email: "buyer@example.com", name: `Ana${NUL}`, consent: "on", earlyStart: "on" },
        undefined,
      ],
      ["/module?sid=1.1", { intent: `complete${NUL}` }, customer],
    ];
    for (const [path, fields, cookie] of forms) {
      const answer = await http.postForm(path, fields, cookie);
      expect(answer.status, path).toBe(422);
      refusedIn(answer.text, path.startsWith("/es/") ? "es" : "en");
    }
    expect(await counts()).toEqual(before);
  });

  it("refuses NUL in URLs and searches (checkout prefill, set-password token, welcome) with 422", async () => {
    for (const path of [
      "/checkout?product=examiner-course&email=a%00@example.com",
      "/es/checkout?product=first-aid-es&client_reference_id=2027-01-02%00",
      "/set-password?token=%00",
      "/welcome?session_id=cs_%00",
      "/login?redirectTo=%2Fmy-account%00",
    ]) {
      const answer = await http.get(path);
      expect(answer.status, path).toBe(422);
      refusedIn(answer.text, path.startsWith("/es/") ? "es" : "en");
    }
  });

  it("refuses a date-shaped course date that names no day with 400 and the page's message, not a failure", async () => {
    for (const date of ["2026-02-30", "0000-00-00", "2026-13-45"]) {
      const answer = await http.get(`/es/checkout?product=first-aid-es&client_reference_id=${date}`);
      expect(answer.status, date).toBe(400);
      expect(answer.text, date).toContain("Este enlace no indica una fecha del curso.");
    }
  });

  it("refuses NUL in the staff search and every staff form with 422 and the message, changing nothing", async () => {
    const before = await counts();
    const searches = [
      "/staff/customers?q=%00",
      "/es/staff/customers?q=ana%00",
      "/staff/exports?month=2026-11%00",
      "/staff/exports/purchases.csv?month=%00",
      "/staff/log?before=%00",
      `/staff/dates/${dateId}?done=%00`,
      // A path parameter is text from the URL as well.
      "/staff/customers/%00",
      "/es/staff/dates/%00/print",
    ];
    for (const path of searches) {
      const answer = await http.get(path, staff);
      expect(answer.status, path).toBe(422);
      refusedIn(answer.text, path.startsWith("/es/") ? "es" : "en");
    }
    const key = crypto.randomUUID();
    const forms: [string, Record<string, string>][] = [
      [`/staff/customers/${customerId}`, { intent: "extend", months: "1", key: `${key}${NUL}` }],
      [`/es/staff/customers/${customerId}`, { intent: `resend${NUL}` }],
      [
        "/staff/customers/new-purchase",
        {
          email: "walk-in@example.com",
          name: `Walk${NUL}In`,
          productId: "examiner-course",
          method: "cash",
          locale: "en",
          key,
        },
      ],
      [
        "/es/staff/customers/new-purchase",
        {
          email: "walk-in@example.com",
          productId: "examiner-course",
          method: "cash",
          locale: "es",
          note: NUL,
          key,
        },
      ],
      [
        "/staff/dates",
        { language: "en", date: `2027-07-03${NUL}`, startTime: "9:00", endTime: "17:00", capacity: "12" },
      ],
      [`/staff/dates/${dateId}`, { intent: "capacity", capacity: `20${NUL}` }],
      [`/es/staff/dates/${dateId}`, { intent: "cancel", confirm: NUL }],
      ["/staff/mail", { mailId: `${crypto.randomUUID()}${NUL}` }],
      ["/staff/enrol", { intent: "start", password: `pass${NUL}` }],
      ["/es/staff/verify", { code: `123${NUL}456` }],
    ];
    for (const [path, fields] of forms) {
      const answer = await http.postForm(path, fields, staff);
      expect(answer.status, path).toBe(422);
      refusedIn(answer.text, path.startsWith("/es/") ? "es" : "en");
    }
    expect(await counts()).toEqual(before);
  });

  it("shows staff, in their language, a paid purchase without a usable e-mail and one whose date was replaced", async () => {
    const paid = [
      {
        ...checkoutSession({ product: "examiner-course", email: "x@example.com" }),
        customer_details: { email: `no${NUL}@example.com`, name: null },
      },
      checkoutSession({
        product: "first-aid-es",
        locale: "es",
        email: `date-${kind.name}@example.com`,
        clientReferenceId: "2026-02-30",
      }),
    ];
    for (const object of paid)
      await handleStripeEvent(handle.db, event("checkout.session.completed", object), {
        publicUrl: "http://localhost:3000",
      });
    const english = await http.page("/staff", staff);
    expect(english.text).toContain(staffDashboardEn.attention.noEmail);
    expect(english.text).toContain(paid[0]?.id);
    expect(english.text).toContain(staffDashboardEn.attention.dateReplaced.split("(")[0]);
    const spanish = await http.page("/es/staff", staff);
    expect(spanish.text).toContain(staffDashboardEs.attention.noEmail);
    expect(spanish.text).toContain(staffDashboardEs.attention.dateReplaced.split("(")[0]);
  });

  it("refuses a date or month that names no day in the staff forms with 400, not 500", async () => {
    const before = await counts();
    const added = await http.postForm(
      "/staff/dates",
      { language: "en", date: "0000-01-01", startTime: "9:00", endTime: "17:00", capacity: "12" },
      staff,
    );
    expect(added.status).toBe(400);
    const bought = await http.postForm(
      "/staff/customers/new-purchase",
      {
        email: "walk-in@example.com",
        productId: "first-aid-en",
        method: "cash",
        locale: "en",
        courseDate: "2026-02-30",
        key: crypto.randomUUID(),
      },
      staff,
    );
    expect(bought.status).toBe(400);
    // The export page as staff reach it (after its keyed redirect); its download has no forms.
    expect((await http.page("/staff/exports?month=0000-01", staff)).status).toBe(400);
    expect((await http.get("/staff/exports/purchases.csv?month=0000-01", staff)).status).toBe(400);
    expect(await counts()).toEqual(before);
  });
});
