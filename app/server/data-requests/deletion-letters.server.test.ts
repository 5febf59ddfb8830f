import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabaseKinds } from "../../../tests/support/test-database";
import type { DatabaseHandle } from "../platform/db.server";
import { removeExpired } from "../housekeeping.server";
import { letterKeptUntil, mailKeeping } from "../mail/business-letters.server";
import type { MailMessage } from "../mail/mail-builders.server";
import { deliverDueMail, queueMail } from "../mail/outbox.server";
import { mailOutbox, users } from "../platform/schema.server";
import { customerRecord } from "../staff/customers-record.server";
import { deleteCustomerData } from "./customer-deletion.server";

// A deletion keeps the copies of the business letters sent to the customer (§ 147 (1) Nr. 2, 3,
// (3) AO), restricted (Art. 18 GDPR), and deletes every other mail; the hourly housekeeping
// removes the kept letters once six years have run from the end of the year they were sent in.

const email = "carmen-letters@example.com";
const sentOn = new Date("2026-03-10T09:00:00Z");
const deletedOn = new Date("2026-11-28T10:00:00Z");

function mail(
  kind: MailMessage["kind"],
  to = email,
  text = `The ${kind} mail to Carmen Vidal.`,
): MailMessage {
  return {
    kind,
    to,
    subject: `About ${kind}`,
    text,
    html: `<p>${text}</p>`,
    links: [],
    locale: "es",
    attachments: [],
  };
}

describe("which mails are business letters", () => {
  it("keeps the letters about a contract (confirmations, invoices, refunds, reminders to pay, date changes), and nothing else", () => {
    const kept = Object.entries(mailKeeping)
      .filter(([, keeping]) => keeping.keep)
      .map(([kind]) => kind);
    expect(kept.sort()).toEqual([
      "account-updated",
      "booking-changed",
      "booking-moved",
      "date-cancelled",
      "exam-cancelled",
      "exam-moved",
      "exam-recorded",
      "invoice",
      "lesson-booked",
      "lesson-cancelledByCustomer",
      "lesson-cancelledBySchool",
      "lesson-moved",
      "lesson-payment-reminder",
      "lesson-waived",
      "payment-reminder",
      "refund",
      "refund-request-closed",
      "set-password",
    ]);
    for (const keeping of Object.values(mailKeeping)) expect(keeping.why.length).toBeGreaterThan(10);
  });

  it("keeps a letter until six years after the end of the school's calendar year it was sent in", () => {
    // 1 January 2033, 00:00 in Frankfurt (CET, UTC+1).
    expect(letterKeptUntil(sentOn).toISOString()).toBe("2032-12-31T23:00:00.000Z");
    // New Year's Eve 23:30 UTC is already 1 January 2027 in Frankfurt: a letter of 2027.
    expect(letterKeptUntil(new Date("2026-12-31T23:30:00Z")).toISOString()).toBe("2033-12-31T23:00:00.000Z");
  });
});

describe.each(testDatabaseKinds())("a deleted customer's mails on $name", ({ open }) => {
  let handle: DatabaseHandle;
  let ownerId: string;
  let customerId: string;
  beforeAll(async () => {
    handle = await open();
    ownerId = randomUUID();
    customerId = randomUUID();
    await handle.db.insert(users).values([
      { id: ownerId, email: "owner-letters@example.com", name: "Owner", role: "staff", staffRole: "owner" },
      { id: customerId, email, name: "Carmen Vidal", locale: "es" },
    ]);
  }, 120_000);
  afterAll(() => handle?.close());

  it("keeps the sent business letters restricted, deletes the others, and the housekeeping removes the letters after six years", async () => {
    const sentKinds: MailMessage["kind"][] = [
      "set-password",
      "account-updated",
      "invoice",
      "refund",
      "sign-in-link",
      "password-reset",
      "course-reminder",
      "waitlist-confirm",
      "payment-reminder",
      "booking-changed",
    ];
    for (const kind of sentKinds) await queueMail(handle.db, mail(kind), sentOn);
    await queueMail(handle.db, mail("school-purchase", "office@example.com", `Bought by ${email}`), sentOn);
    await deliverDueMail(
      handle.db,
      async () => {},
      () => sentOn,
    );
    // An invoice mail not sent yet: no letter went out, so it goes and is never sent.
    await queueMail(handle.db, mail("invoice"), deletedOn);
    const before = await handle.db.select().from(mailOutbox);
    expect(before.filter((row) => row.status === "sent")).toHaveLength(sentKinds.length + 1);

    expect(
      await deleteCustomerData(handle.db, { actor: ownerId, userId: customerId, now: deletedOn }),
    ).toMatchObject({
      outcome: "deleted",
    });

    const after = await handle.db.select().from(mailOutbox);
    const kept = after.filter((row) => row.kind !== "account-deleted");
    // A reminder to pay and a changed booked date concern the contract (§ 257 (2) HGB): kept too.
    expect(kept.map((row) => row.kind).sort()).toEqual([
      "account-updated",
      "booking-changed",
      "invoice",
      "payment-reminder",
      "refund",
      "set-password",
    ]);
    for (const letter of kept) {
      // The copy as it was sent: to, subject, body; processing restricted until 1 January 2033.
      expect(letter).toMatchObject({
        to: email,
        status: "sent",
        text: `The ${letter.kind} mail to Carmen Vidal.`,
        restrictedAt: deletedOn,
        keptUntil: new Date("2032-12-31T23:00:00.000Z"),
      });
    }
    // The others are gone, the school's notice naming her too; the one mail left to send is the last.
    expect(JSON.stringify(after)).not.toContain("Bought by");
    expect(after.filter((row) => row.status === "pending").map((row) => row.kind)).toEqual([
      "account-deleted",
    ]);

    // Restricted: a new account at the same address does not see them, nor does the office.
    const againId = randomUUID();
    await handle.db.insert(users).values({ id: againId, email, name: "Carmen Vidal", locale: "es" });
    const record = await customerRecord(handle.db, ownerId, againId);
    expect(record?.mails.filter((row) => row.kind !== "account-deleted")).toEqual([]);

    // A second deletion at that address leaves the kept letters as they are.
    await deleteCustomerData(handle.db, {
      actor: ownerId,
      userId: againId,
      now: new Date("2027-02-01T10:00:00Z"),
    });
    const afterAgain = await handle.db.select().from(mailOutbox).where(eq(mailOutbox.kind, "invoice"));
    expect(afterAgain).toEqual([expect.objectContaining({ restrictedAt: deletedOn })]);

    // The housekeeping keeps them to the last day of 2032 and removes them on 1 January 2033.
    await removeExpired(handle.db, new Date("2032-12-31T22:59:00Z"));
    expect(
      (await handle.db.select().from(mailOutbox)).filter((row) => row.restrictedAt !== null),
    ).toHaveLength(kept.length);
    await removeExpired(handle.db, new Date("2032-12-31T23:00:00Z"));
    expect((await handle.db.select().from(mailOutbox)).filter((row) => row.restrictedAt !== null)).toEqual(
      [],
    );
  });
});
