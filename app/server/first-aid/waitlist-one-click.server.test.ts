import { freshIp } from "../../../tests/support/waitlist";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { action as waitingListAction } from "~/routes/waiting-list";
import { testServices } from "../../../tests/support/app-context";
import { bookThroughWebhook } from "../../../tests/support/first-aid-seats";
import { callRoute } from "../../../tests/support/route-call";
import { testDatabaseKinds } from "../../../tests/support/test-database";
import type { DatabaseHandle } from "../platform/db.server";
import type { MailMessage } from "../mail/mail-builders.server";
import { standardHeaders } from "../mail/transport.server";
import { mailOutbox, users } from "../platform/schema.server";
import { changeDateCapacity, firstAidDateOn } from "./date-actions.server";
import { fillFirstAidDates } from "./date-fill.server";
import { joinWaitlist } from "./waitlist-join.server";
import { waitlistOf } from "./waitlist.server";

// RFC 8058: a mail program that offers "unsubscribe" POSTs `List-Unsubscribe=One-Click` to the
// waiting-list mail's List-Unsubscribe link, without the page's button. That POST leaves the list.

const staff = "staff-one-click";

describe.each(testDatabaseKinds())("one-click leave of a waiting list on $name", ({ open }) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await open();
    await handle.db.insert(users).values({ id: staff, name: "Office", email: "office-click@example.com" });
    await fillFirstAidDates(handle.db, "2026-11-26");
  }, 60_000);
  afterAll(() => handle?.close());

  it("the List-Unsubscribe link of the confirmation mail leaves the list on a one-click POST", async () => {
    const day = "2027-04-17";
    const dateId = String((await firstAidDateOn(handle.db, "en", day))?.id);
    await changeDateCapacity(handle.db, staff, { dateId, capacity: 1 });
    await bookThroughWebhook(handle.db, { product: "first-aid-en", email: "seat@example.com", date: day });
    const email = "click@example.com";
    expect((await joinWaitlist(handle.db, { dateId, email, locale: "es", ip: freshIp() })).result).toBe(
      "sent",
    );
    const [mail] = await handle.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, email), eq(mailOutbox.kind, "waitlist-confirm")));
    const header = standardHeaders({ kind: mail?.kind as MailMessage["kind"], links: mail?.links ?? [] });
    expect(header["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    const url = new URL(/^<(.+)>$/.exec(header["List-Unsubscribe"] ?? "")?.[1] ?? "");
    const token = url.pathname.split("/").at(-1) ?? "";

    const answer = await callRoute(waitingListAction, testServices(handle), {
      path: url.pathname,
      params: { token },
      form: { "List-Unsubscribe": "One-Click" },
    });
    expect(answer.status).toBe(200);
    const left = (await waitlistOf(handle.db, dateId)).filter((entry) => entry.email === email);
    expect(left.every((entry) => entry.status !== "waiting")).toBe(true);
  });
});
