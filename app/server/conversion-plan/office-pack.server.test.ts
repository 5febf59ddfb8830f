import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { officePackPhraseIds } from "~/content/office-pack";
import officePackDe from "~/i18n/messages/office-pack-de";
import officePackEs from "~/i18n/messages/office-pack-es";
import { loader } from "~/routes/my-conversion-office-pack[.]pdf";
import { routeArgs, testServices } from "../../../tests/support/app-context";
import { customerWithSession } from "../../../tests/support/customers";
import { pdfText } from "../../../tests/support/pdf-text";
import { testDatabaseKinds } from "../../../tests/support/test-database";
import type { DatabaseHandle } from "../platform/db.server";
import type { AppServices } from "../auth/app-services.server";
import { cardOfPhrase } from "../review/phrase-cards.server";
import { conversionCases, users } from "../platform/schema.server";
import { saveAppointment } from "./appointment-store.server";
import { savePlan } from "./plan-store.server";

// The licence-office pack through its route: the owner's plan only, German with the page's
// language, the documents checked against the licence-office appointment, the school's
// confirmation for an assistance buyer only, and the course's phrases for the counter.

/** pdf-parse puts a line break where pdfkit wrapped a line: compare with single spaces. */
const flat = (text: string) => text.replace(/\s+/g, " ");

describe.each(testDatabaseKinds())("the licence-office pack on $name", ({ open }) => {
  let handle: DatabaseHandle;
  let services: AppServices;
  beforeAll(async () => {
    handle = await open();
    services = testServices(handle);
  });
  afterAll(() => handle?.close());

  async function customer(name: string) {
    const made = await customerWithSession(handle, services.auth, `pack-${randomUUID()}@example.com`);
    await handle.db.update(users).set({ name }).where(eq(users.id, made.userId));
    return made;
  }

  async function get(path: string, cookie: string): Promise<Response> {
    const request = new Request(`http://localhost:3000${path}`, { headers: { cookie } });
    try {
      return (await loader(routeArgs(request, services) as never)) as Response;
    } catch (thrown) {
      if (thrown instanceof Response) return thrown;
      const status = (thrown as { init?: { status?: number } }).init?.status ?? 500;
      return new Response(null, { status });
    }
  }

  it("prints the owner's documents against the licence-office appointment, in German and Spanish", async () => {
    const { userId, cookie } = await customer("Ana López");
    await savePlan(handle.db, userId, {
      country: "IN",
      region: null,
      classCode: null,
      dates: { since: "2026-06-01", applied: "2027-03-01" },
      documents: { "eye-test": "2024-12-01", photo: "2026-11-01" },
    });
    // The appointment wins over the application date: on 15 Jan 2027 the eye test is still usable…
    await saveAppointment(handle.db, userId, {
      kind: "licence-office",
      day: "2027-01-15",
      time: null,
      note: null,
    });
    let response = await get("/es/my-conversion/office-pack.pdf", cookie);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    let text = flat(await pdfText(new Uint8Array(await response.arrayBuffer())));
    expect(text).toContain(officePackDe.title);
    expect(text).toContain(officePackEs.title);
    expect(text).toContain("Ana López");
    expect(text).toContain("15.01.2027");
    expect(text).toContain(`${officePackDe.documents["eye-test"]} ${officePackEs.documents["eye-test"]}`);
    expect(text).toContain(`${officePackDe.states.ok} / ${officePackEs.states.ok}`);
    expect(text).toContain(`${officePackDe.states.missing} / ${officePackEs.states.missing}`);
    // …and a later appointment makes it too old (§ 12 (3) FeV: at most 2 years).
    await saveAppointment(handle.db, userId, {
      kind: "licence-office",
      day: "2027-02-10",
      time: null,
      note: null,
    });
    response = await get("/es/my-conversion/office-pack.pdf", cookie);
    text = flat(await pdfText(new Uint8Array(await response.arrayBuffer())));
    expect(text).toContain("10.02.2027");
    expect(text).toContain(`${officePackDe.states["too-old"]} / ${officePackEs.states["too-old"]}`);
    // The course's phrases, German with the Spanish meaning; no confirmation without the assistance.
    for (const id of officePackPhraseIds) {
      const card = cardOfPhrase(id);
      expect(text).toContain(flat(card?.de ?? "missing phrase"));
      expect(text).toContain(flat(card?.meaning.es ?? "missing meaning"));
    }
    expect(text).not.toContain(officePackDe.confirmationHeading);
  });

  it("adds the school's confirmation for a customer the school assists", async () => {
    const { userId, cookie } = await customer("Priya Sharma");
    await savePlan(handle.db, userId, {
      country: "US",
      region: "US-CA",
      classCode: null,
      dates: {},
      documents: {},
    });
    await handle.db.insert(conversionCases).values({ userId, openedAt: new Date("2026-11-20T10:00:00Z") });
    const response = await get("/my-conversion/office-pack.pdf", cookie);
    expect(response.status).toBe(200);
    const text = flat(await pdfText(new Uint8Array(await response.arrayBuffer())));
    expect(text).toContain(officePackDe.confirmationHeading);
    expect(text).toContain("begleitet Priya Sharma seit dem 20.11.2026");
    expect(text).toContain(
      "has been assisting Priya Sharma with the conversion of their driving licence since 20 November 2026",
    );
  });

  it("is a 404 without a plan, and never another customer's", async () => {
    const { cookie } = await customer("No Plan");
    expect((await get("/my-conversion/office-pack.pdf", cookie)).status).toBe(404);
    expect((await get("/es/my-conversion/office-pack.pdf", cookie)).status).toBe(404);
  });
});
