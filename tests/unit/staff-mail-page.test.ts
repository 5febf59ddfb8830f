import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { withoutPageKey } from "../support/staff-page-key";
import { passwordResetMail } from "~/server/mail/mail-builders.server";
import { queueMail } from "~/server/mail/outbox.server";
import type { DatabaseHandle } from "~/server/platform/db.server";
import { mailOutbox, staffAuditLog } from "~/server/platform/schema.server";
import { customerWithSession } from "../support/customers";
import { realAppPerFile } from "../support/app-per-file";
import { staffWithSession } from "../support/staff";

// Through the real app: "retry now" is a plain form POST with a redirect; bad input is
// a 400 in the page's language with nothing changed; a second submission changes nothing twice;
// a customer's POST gets the site's 404.

const http = realAppPerFile();

describe.each(http.kinds)("the staff mail page on $name", (kind) => {
  const { name } = kind;
  let handle: DatabaseHandle;
  let staff: string;
  let customer: string;
  beforeAll(async () => {
    handle = await http.database(kind);
    const auth = http.serve(handle);
    ({ cookie: staff } = await staffWithSession(handle, auth, `mail-staff-${name}@example.com`));
    ({ cookie: customer } = await customerWithSession(handle, auth, `mail-customer-${name}@example.com`));
  }, 120_000);
  afterAll(async () => {
    await http.release(handle);
  });

  const post = http.postForm;

  it("retries a failed mail once, refuses bad input in the page's language, hides itself from customers", async () => {
    await queueMail(
      handle.db,
      passwordResetMail({ to: "gone@example.com", locale: "en", link: "http://localhost/x", validHours: 1 }),
    );
    const [mail] = await handle.db.select().from(mailOutbox).where(eq(mailOutbox.to, "gone@example.com"));
    if (!mail) throw new Error("mail missing");
    await handle.db
      .update(mailOutbox)
      .set({ status: "failed", attempts: 15, lastError: "550 gone" })
      .where(eq(mailOutbox.id, mail.id));
    const audit = async () =>
      (await handle.db.select().from(staffAuditLog).where(eq(staffAuditLog.subjectId, mail.id))).length;

    const page = await http.page("/es/staff/mail", staff);
    expect(page.status).toBe(200);
    expect(page.text).toContain("gone@example.com");
    expect(page.text).toContain("550 gone");
    expect(page.text).toContain("Reintentar ahora");

    expect((await post("/staff/mail", { mailId: mail.id }, customer)).status).toBe(404);
    const bad = await post("/es/staff/mail", { mailId: "not-an-id" }, staff);
    expect(bad.status).toBe(400);
    expect(bad.text).toContain("No se ha encontrado este correo");
    expect(await audit()).toBe(0);

    const retried = await post("/staff/mail", { mailId: mail.id }, staff);
    expect(retried.status).toBe(302);
    expect(withoutPageKey(retried.headers.location)).toBe("/staff/mail?retried=yes");
    const again = await post("/staff/mail", { mailId: mail.id }, staff);
    expect(withoutPageKey(again.headers.location)).toBe("/staff/mail?retried=no");
    expect(await audit()).toBe(1);
  });
});
