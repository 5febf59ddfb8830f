import { like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { site } from "~/content/site";
import { textsIn } from "~/i18n/catalogs.server";
import { testDatabaseKinds } from "../../../tests/support/test-database";
import type { DatabaseHandle } from "../platform/db.server";
import { checkoutSession, event } from "../payments/stripe-events.server";
import { handleStripeEvent } from "../payments/webhook.server";
import { mailOutbox } from "../platform/schema.server";
import { recordManualPurchase } from "./customers-manual-purchase.server";

// The staff area's words say what happened: the school's notice of a purchase says how it was
// paid (card on the website, or a bank transfer or cash the office recorded, with its reference),
// and the dashboard's opening sentence says what the page shows.

const context = { publicUrl: "http://localhost:3000" };

describe("the dashboard's opening sentence", () => {
  it("says what the page shows, in both languages", () => {
    expect(textsIn("staff", "en").home.intro).toMatch(/needs attention.*first-aid dates.*purchases.*revenue/);
    expect(textsIn("staff", "es").home.intro).toMatch(
      /requiere atención.*primeros auxilios.*compras.*ingresos/,
    );
  });
});

describe.each(testDatabaseKinds())("the school's purchase notice on $name", ({ open }) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await open();
  });
  afterAll(() => handle?.close());

  const noticeAbout = async (reference: string) =>
    (await handle.db.select().from(mailOutbox).where(like(mailOutbox.kind, "school-purchase"))).find((mail) =>
      mail.text.includes(reference),
    );
  const t = textsIn("schoolNotices", site.schoolNotifications.locale).purchase;

  it("says a bank transfer or cash payment was recorded by the office, never paid on the website", async () => {
    for (const [method, reference] of [
      ["bank-transfer", "SEPA 2026-11-0042"],
      ["cash", "Receipt 117"],
    ] as const) {
      await recordManualPurchase(
        handle.db,
        "staff-user",
        {
          email: `${method}@example.com`,
          name: "Tomás Transfer",
          productId: "examiner-course",
          method,
          locale: "es",
          courseDate: null,
          reference,
          note: null,
          idempotencyKey: crypto.randomUUID(),
          immediateStart: true,
          healthConsentInWriting: false,
          confirmSameReference: false,
        },
        context,
      );
      const notice = await noticeAbout(reference);
      expect(notice?.text).toContain(t.intro[method]);
      expect(notice?.text).not.toContain(t.intro.card);
      expect(notice?.text).not.toMatch(/paid (by card )?on the website|pagado una compra con tarjeta/);
    }
  });

  it("says a card purchase was paid on the website", async () => {
    const session = checkoutSession({ product: "examiner-course", email: "card@example.com", name: "Carla" });
    await handleStripeEvent(handle.db, event("checkout.session.completed", session), context);
    const notice = await noticeAbout(session.id);
    expect(notice?.text).toContain(t.intro.card);
  });
});
