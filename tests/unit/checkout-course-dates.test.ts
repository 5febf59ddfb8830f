import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/server/platform/db.server";
import { realAppPerFile } from "../support/app-per-file";

// Through the real app: the simulated checkout refuses a link whose date is no course date of the
// holiday-aware rule (1 May 2027, the Spanish course's first Saturday, is Labour Day in Hesse: the
// course moves to 8 May), in the page's language with a 400, and keeps taking the held date.

const http = realAppPerFile();

describe.each(http.kinds)("checkout course dates on $name", (kind) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await http.database(kind);
    http.serve(handle);
  }, 120_000);
  afterAll(async () => {
    await http.release(handle);
  });

  it("refuses a rule Saturday on a holiday, in English and Spanish, and offers the course page", async () => {
    const en = await http.get("/checkout?product=first-aid-es&client_reference_id=2027-05-01");
    expect(en.status).toBe(400);
    expect(en.text).toContain("is not a day of this course");
    expect(en.text).toContain('href="/spanish-first-aid-course#dates"');
    expect(en.text).not.toContain('name="email"');
    const es = await http.get("/es/checkout?product=first-aid-es&client_reference_id=2027-05-01");
    expect(es.status).toBe(400);
    expect(es.text).toContain("no es un día de este curso");
    const nonsense = await http.get("/es/checkout?product=first-aid-es&client_reference_id=2027-02-30");
    expect(nonsense.status).toBe(400);
    expect(nonsense.text).toContain("Este enlace no indica una fecha del curso");
  });

  it("refuses to pay for it too, and books nothing", async () => {
    const answer = await http.postForm("/checkout?product=first-aid-es&client_reference_id=2027-05-01", {
      email: "holiday-checkout@example.com",
      consent: "on",
      earlyStart: "on",
    });
    expect(answer.status).toBe(400);
    expect(answer.text).toContain("is not a day of this course");
  });

  it("takes the Saturday the course moved to", async () => {
    const moved = await http.get("/checkout?product=first-aid-es&client_reference_id=2027-05-08");
    expect(moved.status).toBe(200);
    expect(moved.text).toContain('name="email"');
  });
});
