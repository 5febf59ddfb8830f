import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { todayInSchoolTimeZone } from "~/content/schedule";
import type { DatabaseHandle } from "~/server/platform/db.server";
import { changeDateCapacity } from "~/server/first-aid/date-actions.server";
import { fillFirstAidDates } from "~/server/first-aid/date-fill.server";
import { datesToList, openDatesOf } from "~/server/first-aid/seats.server";
import { firstAidWaitlist, mailOutbox, users } from "~/server/platform/schema.server";
import { realAppPerFile } from "../support/app-per-file";
import { formBody, send } from "../support/http-client";
import { mailedWaitlistToken } from "../support/waitlist";

// Through the real app (plain HTML forms, no script): the course page's waiting-list form is
// throttled per network and per address with a 429 in the page's language, answers the same for an
// address already listed, and posts to the date's anchor; the link of the confirmation mail confirms,
// leaves with a plain form POST, and keeps working after a seat was held.

// The client address as the app determines it behind one proxy (X-Forwarded-For).
process.env.TRUST_PROXY = "1";
const http = realAppPerFile();
const staff = "staff-waiting-list-http";

describe.each(http.kinds)("the waiting list over HTTP on $name", (kind) => {
  let handle: DatabaseHandle;
  let full: { id: string; date: string };
  let network = 0;
  beforeAll(async () => {
    handle = await http.database(kind);
    http.serve(handle);
    await handle.db.insert(users).values({ id: staff, name: "Office", email: "office-wl-http@example.com" });
    const today = todayInSchoolTimeZone();
    await fillFirstAidDates(handle.db, today);
    // A date the English page lists, made full.
    const listed = datesToList(await openDatesOf(handle.db, "en", { today }), today);
    const day = listed[1];
    if (!day) throw new Error("no listed date");
    full = { id: day.id, date: day.date };
    await changeDateCapacity(handle.db, staff, { dateId: day.id, capacity: 0 });
  }, 120_000);
  afterAll(async () => {
    await http.release(handle);
  });

  /** The form's POST from the page of `prefix`, from a network of its own unless `ip` is given. */
  const join = (email: string, { prefix = "", ip }: { prefix?: string; ip?: string } = {}) => {
    network += 1;
    const { body, headers } = formBody({ intent: "waitlist", dateId: full.id, email, locale: "en" });
    return send(http.origin(), {
      method: "POST",
      path: `${prefix}/english-first-aid-course`,
      body,
      headers: {
        ...headers,
        origin: http.origin(),
        "x-forwarded-for": ip ?? `198.51.100.${network}`,
      },
    });
  };
  const post = (path: string, fields: Record<string, string>) => {
    const { body, headers } = formBody(fields);
    return send(http.origin(), {
      method: "POST",
      path,
      body,
      headers: { ...headers, origin: http.origin() },
    });
  };
  const entryOf = async (email: string) =>
    (await handle.db.select().from(firstAidWaitlist).where(eq(firstAidWaitlist.email, email)))[0];
  /** The answer next to the date: the one status or alert paragraph of the page. */
  const answerOf = (html: string) =>
    /<p class="notification[^"]*" role="(?:status|alert)">([^<]*)<\/p>/.exec(html)?.[1] ?? null;

  it("throttles joins per network, with a 429 and Retry-After in the page's language", async () => {
    const ip = "192.0.2.10";
    for (let i = 0; i < 5; i++) expect((await join(`net-${i}@example.com`, { ip })).status).toBe(200);
    const english = await join("net-5@example.com", { ip });
    expect(english.status).toBe(429);
    expect(english.headers["retry-after"]).toBe("600");
    expect(answerOf(english.text)).toBe(
      "Too many requests to join a waiting list. Please try again later (at most in an hour).",
    );
    const spanish = await join("net-6@example.com", { ip, prefix: "/es" });
    expect(spanish.status).toBe(429);
    expect(answerOf(spanish.text)).toContain("Demasiadas solicitudes para apuntarse a una lista de espera");
    // Nothing was listed or mailed for the refused ones; another network still gets through.
    expect(await entryOf("net-5@example.com")).toBeUndefined();
    expect(await handle.db.select().from(mailOutbox).where(eq(mailOutbox.to, "net-5@example.com"))).toEqual(
      [],
    );
    expect((await join("other-network@example.com")).status).toBe(200);
  });

  it("throttles joins naming one address, from whatever network", async () => {
    for (let i = 0; i < 3; i++) expect((await join("target@example.com")).status).toBe(200);
    const refused = await join("target@example.com");
    expect(refused.status).toBe(429);
    expect(refused.headers["retry-after"]).toBe("3600");
    const mails = await handle.db.select().from(mailOutbox).where(eq(mailOutbox.to, "target@example.com"));
    expect(mails).toHaveLength(3);
  });

  it("answers the same whether or not the address is already on the list", async () => {
    const fresh = await join("fresh@example.com");
    const token = await mailedWaitlistToken(handle.db, "fresh@example.com");
    expect((await post(`/waiting-list/${encodeURIComponent(token)}`, { intent: "confirm" })).status).toBe(
      200,
    );
    expect((await entryOf("fresh@example.com"))?.status).toBe("waiting");
    const again = await join("fresh@example.com");
    expect(again.status).toBe(fresh.status);
    expect(answerOf(again.text)).toBe(answerOf(fresh.text));
    expect(answerOf(again.text)).toContain("Please check your e-mail");
    expect(again.text).not.toContain("already on the waiting list");
    // Only the address's owner learns it, by mail.
    const kinds = (
      await handle.db.select().from(mailOutbox).where(eq(mailOutbox.to, "fresh@example.com"))
    ).map((mail) => mail.kind);
    expect(kinds.sort()).toEqual(["waitlist-already", "waitlist-confirm"]);
  });

  it("posts the form to the date's anchor, so the answer is where the person is", async () => {
    const page = await send(http.origin(), { path: "/english-first-aid-course" });
    expect(page.text).toContain(`<li id="date-${full.date}"`);
    expect(page.text).toContain(`action="#date-${full.date}"`);
  });

  it("confirms with the mailed link, and leaves with it by a plain form POST, also after a hold", async () => {
    await join("leaver@example.com", { prefix: "/es" });
    const token = await mailedWaitlistToken(handle.db, "leaver@example.com");
    const path = `/es/waiting-list/${encodeURIComponent(token)}`;
    // Opening the link changes nothing (mail scanners open links): the button confirms.
    const opened = await send(http.origin(), { path });
    expect(opened.status).toBe(200);
    expect(opened.text).toContain("Sí, apúntame a la lista de espera");
    expect((await entryOf("leaver@example.com"))?.status).toBe("unconfirmed");
    const confirmed = await post(path, { intent: "confirm" });
    expect(confirmed.status).toBe(200);
    expect(confirmed.text).toContain("Gracias: estás en la lista de espera");

    // Everyone ahead leaves or is removed: a seat freed now is held for this address.
    await handle.db
      .update(firstAidWaitlist)
      .set({ status: "removed" })
      .where(and(eq(firstAidWaitlist.dateId, full.id), eq(firstAidWaitlist.status, "waiting")));
    await handle.db
      .update(firstAidWaitlist)
      .set({ status: "waiting" })
      .where(eq(firstAidWaitlist.email, "leaver@example.com"));
    await changeDateCapacity(handle.db, staff, { dateId: full.id, capacity: 1 });
    expect((await entryOf("leaver@example.com"))?.status).toBe("offered");
    // The first mail's link still names the entry, now with the held seat.
    const held = await send(http.origin(), { path });
    expect(held.status).toBe(200);
    expect(held.text).toContain("data-hold");

    const left = await post(path, { intent: "leave" });
    expect(left.status).toBe(200);
    expect(left.text).toContain("Has salido de la lista de espera");
    expect(left.text).not.toContain("ya no es válido");
    expect((await entryOf("leaver@example.com"))?.status).toBe("left");
    // Reloaded later, the link still says so.
    const later = await send(http.origin(), { path });
    expect(later.status).toBe(200);
    expect(later.text).toContain("Has salido de la lista de espera");
    await changeDateCapacity(handle.db, staff, { dateId: full.id, capacity: 0 });
  });

  it("leaves through the held seat's own link too", async () => {
    await join("holder@example.com");
    await post(
      `/waiting-list/${encodeURIComponent(await mailedWaitlistToken(handle.db, "holder@example.com"))}`,
      {
        intent: "confirm",
      },
    );
    await handle.db
      .update(firstAidWaitlist)
      .set({ status: "removed" })
      .where(and(eq(firstAidWaitlist.dateId, full.id), eq(firstAidWaitlist.status, "waiting")));
    await handle.db
      .update(firstAidWaitlist)
      .set({ status: "waiting" })
      .where(eq(firstAidWaitlist.email, "holder@example.com"));
    await changeDateCapacity(handle.db, staff, { dateId: full.id, capacity: 1 });
    const token = await mailedWaitlistToken(handle.db, "holder@example.com", "waitlist-held");
    const left = await post(`/waiting-list/${encodeURIComponent(token)}`, { intent: "leave" });
    expect(left.status).toBe(200);
    expect(left.text).toContain("You have left the waiting list");
  });
});
