import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { testDatabaseKinds } from "../../../tests/support/test-database";
import type { DatabaseHandle } from "../platform/db.server";
import { firstAidBookings, mailOutbox, purchases, users, webhookEvents } from "../platform/schema.server";
import { checkoutSession, event, signedRequest } from "./stripe-events.server";
import { webhookResponse } from "./webhook-endpoint.server";
import { log } from "../platform/log.server";
import { deleteInvoiceDocuments } from "../../../tests/support/delete-invoice-documents";

// Art. 9 (2) a and 7 (1) GDPR: the eye test's health data only with the buyer's
// explicit consent, recorded with the purchase and confirmed in the purchase mail.

const secret = "whsec_test_secret";
const url = "http://localhost/api/webhooks/stripe";
const context = { publicUrl: "http://localhost:3000" };

describe.each(testDatabaseKinds())("health-data consent on $name", ({ open }) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await open();
  });
  afterAll(() => handle?.close());
  beforeEach(async () => {
    await deleteInvoiceDocuments(handle.db);
    for (const table of [mailOutbox, firstAidBookings, purchases, webhookEvents])
      await handle.db.delete(table);
    await handle.db.delete(users);
  });

  async function buy(options: Parameters<typeof checkoutSession>[0]) {
    const session = checkoutSession({ created: Date.UTC(2026, 10, 23, 10) / 1000, ...options });
    const response = await webhookResponse(
      signedRequest(url, event("checkout.session.completed", session), secret),
      { db: handle.db, secret, context },
    );
    expect(response.status).toBe(200);
    const [purchase] = await handle.db
      .select()
      .from(purchases)
      .where(eq(purchases.checkoutSessionId, session.id));
    const [mail] = await handle.db.select().from(mailOutbox).where(eq(mailOutbox.to, options.email));
    return { session, purchase, mail };
  }

  it("records the consent given at checkout with the eye-test purchase, and confirms it by mail", async () => {
    const { session, purchase, mail } = await buy({
      product: "first-aid-es-eye-test",
      locale: "es",
      email: "consent@example.com",
      healthDataConsent: true,
    });
    expect(session.custom_fields).toMatchObject([{ key: "healthdataconsent", dropdown: { value: "yes" } }]);
    expect(purchase?.healthDataConsentAt?.toISOString()).toBe("2026-11-23T10:00:00.000Z");
    expect(mail?.text).toContain("Diste tu consentimiento para que nosotros y nuestro instituto colaborador");
    // A booking is a purchase like any other: its confirmation carries the documents (§ 312f BGB),
    // and the course's calendar file.
    expect(mail?.attachments.map((file) => file.filename)).toEqual([
      "condiciones-del-servicio.html",
      "informacion-desistimiento-y-formulario.html",
      "curso-primeros-auxilios.ics",
      expect.stringMatching(/^\d{4}-\d{5}\.pdf$/),
    ]);
  });

  it("records no consent when the buyer gave none, and warns the school", async () => {
    const warn = vi.spyOn(log, "warn").mockImplementation(() => {});
    const { purchase, mail } = await buy({
      product: "first-aid-en-eye-test",
      email: "none@example.com",
      healthDataConsent: false,
    });
    expect(purchase?.healthDataConsentAt).toBeNull();
    expect(mail?.text).not.toContain("You consented");
    expect(warn.mock.calls.flat().map(String).join(" ")).toMatch(/without the health-data consent/);
    warn.mockRestore();
  });

  it("asks nothing of a purchase without an eye test", async () => {
    const { session, purchase, mail } = await buy({
      product: "first-aid-en",
      email: "plain@example.com",
      healthDataConsent: true,
    });
    expect(session.custom_fields).toEqual([]);
    expect(purchase?.healthDataConsentAt).toBeNull();
    expect(mail?.text).not.toContain("You consented");
  });
});
