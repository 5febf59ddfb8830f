import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { withoutPageKey } from "../../../tests/support/staff-page-key";
import { loader as exportLoader } from "~/routes/staff-data-export";
import { action as dataRequestAction, loader as dataRequestLoader } from "~/routes/staff-data-request";
import { loader as dataRequestsLoader } from "~/routes/staff-data-requests";
import { loader as layoutLoader } from "~/routes/staff-layout";
import { action as teamPageAction, loader as teamLoader } from "~/routes/staff-team";
import { testServices } from "../../../tests/support/app-context";
import { callRoute } from "../../../tests/support/route-call";
import { customerWithSession, TEST_PASSWORD } from "../../../tests/support/customers";
import { cookiesOf, staffPasswordStep, staffWithSession } from "../../../tests/support/staff";
import { testDatabaseKinds } from "../../../tests/support/test-database";
import type { Auth } from "../auth/auth.server";
import { logIn } from "../auth/login.server";
import type { DatabaseHandle } from "../platform/db.server";
import { mailOutbox, sessions, staffAuditLog, twoFactors, users } from "../platform/schema.server";
import { actorEmails } from "../platform/audit.server";
import { changeColleagueRole, listTeam, removeColleague, resetSecondFactor } from "./team.server";

// The team page through its loaders and actions, on both databases: the two roles (an office
// member meets the 404 on the owners' pages and actions), invite → set password → enrolment,
// removal ending sessions at once, a reset second factor, and the last owner, also when two
// owners remove each other at the same moment.

type Answer = { status: number; location?: string | null; data?: unknown; body?: string };

describe.each(testDatabaseKinds())("the team on $name", ({ open }) => {
  let handle: DatabaseHandle;
  let auth: Auth;
  let owner: { userId: string; cookie: string };
  let office: { userId: string; cookie: string };

  beforeAll(async () => {
    handle = await open();
    auth = testServices(handle).auth;
    owner = await staffWithSession(handle, auth, "owner@example.com");
    office = await staffWithSession(handle, auth, "office@example.com", { staffRole: "office" });
  }, 180_000);
  afterAll(() => handle?.close());

  /** Calls a loader or action as React Router would, and reads what it answered or threw. */
  const call = async (
    handler: (args: never) => unknown,
    path: string,
    {
      cookie,
      form,
      params = {},
    }: { cookie: string; form?: Record<string, string>; params?: Record<string, string> },
  ): Promise<Answer> => {
    const answer = await callRoute(handler, { db: handle.db, auth }, { path, cookie, form, params });
    // The redirect carries the next page's fresh one-time form key: compared without it.
    return { ...answer, location: withoutPageKey(answer.location) };
  };

  const roleOf = async (userId: string) =>
    (
      await handle.db
        .select({ staffRole: users.staffRole, role: users.role })
        .from(users)
        .where(eq(users.id, userId))
    )[0];

  it("opens the team page and the data pages to an owner; an office member gets the 404", async () => {
    const page = await call(teamLoader, "/staff/team", { cookie: owner.cookie });
    expect(page.status).toBe(200);
    expect((page.data as { team: { email: string; staffRole: string }[] }).team).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ email: "owner@example.com", staffRole: "owner" }),
        expect.objectContaining({ email: "office@example.com", staffRole: "office" }),
      ]),
    );
    const customer = await customerWithSession(handle, auth, "kim@example.com");
    const cookie = office.cookie;
    expect((await call(teamLoader, "/staff/team", { cookie })).status).toBe(404);
    expect((await call(teamLoader, "/es/staff/team", { cookie })).status).toBe(404);
    const invite = {
      intent: "invite",
      name: "Ana Colleague",
      email: "someone@example.com",
      staffRole: "owner",
    };
    expect((await call(teamPageAction, "/staff/team", { cookie, form: invite })).status).toBe(404);
    const promote = { intent: "role", userId: office.userId, staffRole: "owner" };
    expect((await call(teamPageAction, "/staff/team", { cookie, form: promote })).status).toBe(404);
    expect((await call(dataRequestsLoader, "/staff/data-requests", { cookie })).status).toBe(404);
    const params = { id: customer.userId };
    expect(
      (await call(dataRequestLoader, `/staff/data-requests/${customer.userId}`, { cookie, params })).status,
    ).toBe(404);
    expect(
      (await call(exportLoader, `/staff/data-requests/${customer.userId}/data.json`, { cookie, params }))
        .status,
    ).toBe(404);
    const deletion = await call(dataRequestAction, `/staff/data-requests/${customer.userId}`, {
      cookie,
      params,
      form: { confirm: "yes" },
    });
    expect(deletion.status).toBe(404);
    expect((await roleOf(office.userId))?.staffRole).toBe("office");
    expect((await handle.db.select().from(users).where(eq(users.id, customer.userId)))[0]?.email).toBe(
      "kim@example.com",
    );
    // The rest of the staff area stays theirs, and its navigation leaves the owners' pages out.
    const layout = await call(layoutLoader, "/staff", { cookie });
    expect(layout).toMatchObject({ status: 200, data: { role: "office" } });
    expect(await call(layoutLoader, "/staff", { cookie: owner.cookie })).toMatchObject({
      data: { role: "owner" },
    });
  });

  it("invites a colleague who sets a password and is sent to enrolment at the first login", async () => {
    const form = {
      intent: "invite",
      name: "Ana Colleague",
      email: " New.Colleague@Example.com ",
      staffRole: "office",
    };
    const answer = await call(teamPageAction, "/es/staff/team", { cookie: owner.cookie, form });
    expect(answer).toMatchObject({ status: 303, location: "/es/staff/team?done=invited" });
    const [mail] = await handle.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, "new.colleague@example.com"));
    expect(mail?.kind).toBe("staff-invite");
    const token = new URL(
      /https?:\/\/\S+token=\S+/.exec(mail?.text ?? "")?.[0] ?? "http://x",
    ).searchParams.get("token");
    expect(token).toBeTruthy();
    await auth.api.resetPassword({ body: { newPassword: TEST_PASSWORD, token: token as string } });
    const login = await logIn(
      { db: handle.db, auth },
      { email: "new.colleague@example.com", password: TEST_PASSWORD, ip: "10.66.0.1" },
    );
    expect(login).toMatchObject({ ok: true, staff: true, secondFactor: false });
    const cookie = login.ok ? cookiesOf(login.headers) : "";
    // Staff without a second factor are sent to enrolment from every staff page.
    expect(await call(layoutLoader, "/staff", { cookie })).toMatchObject({
      status: 302,
      location: "/staff/enrol",
    });
    const team = await listTeam(handle.db);
    expect(team.find((member) => member.email === "new.colleague@example.com")).toMatchObject({
      staffRole: "office",
      state: "enrolling",
    });
    // Bad input: a 400 in the page's language, nothing stored.
    const bad = await call(teamPageAction, "/es/staff/team", {
      cookie: owner.cookie,
      form: { intent: "invite", name: "Ana Colleague", email: "not an address", staffRole: "office" },
    });
    expect(bad).toMatchObject({ status: 400, data: { error: "Introduce un correo electrónico válido." } });
    const audit = await handle.db.select().from(staffAuditLog).where(eq(staffAuditLog.action, "staff.add"));
    expect(audit).toEqual([
      expect.objectContaining({
        actor: owner.userId,
        after: expect.objectContaining({ staffRole: "office" }),
      }),
    ]);
  });

  it("removes a colleague: their session is refused at once, the log still names them", async () => {
    const colleague = await staffWithSession(handle, auth, "leaving@example.com", { staffRole: "office" });
    expect((await call(layoutLoader, "/staff", { cookie: colleague.cookie })).status).toBe(200);
    // Something they did, for the log.
    await handle.db.insert(staffAuditLog).values({
      actor: colleague.userId,
      action: "mail.retry",
      subjectType: "mail",
      subjectId: "m1",
    });
    const answer = await call(teamPageAction, "/staff/team", {
      cookie: owner.cookie,
      form: { intent: "remove", userId: colleague.userId },
    });
    expect(answer).toMatchObject({ status: 303, location: "/staff/team?done=removed" });
    expect((await call(layoutLoader, "/staff", { cookie: colleague.cookie })).status).toBe(404);
    expect(await handle.db.select().from(sessions).where(eq(sessions.userId, colleague.userId))).toEqual([]);
    expect(await handle.db.select().from(twoFactors).where(eq(twoFactors.userId, colleague.userId))).toEqual(
      [],
    );
    expect(await roleOf(colleague.userId)).toEqual({ role: "customer", staffRole: null });
    expect((await actorEmails(handle.db, [colleague.userId])).get(colleague.userId)).toBe(
      "leaving@example.com",
    );
    // The password is gone too: no login at all.
    const login = await logIn(
      { db: handle.db, auth },
      { email: "leaving@example.com", password: TEST_PASSWORD, ip: "10.66.0.2" },
    );
    expect(login.ok).toBe(false);
    const [entry] = await handle.db
      .select()
      .from(staffAuditLog)
      .where(eq(staffAuditLog.action, "staff.remove"));
    expect(entry).toMatchObject({ actor: owner.userId, subjectId: colleague.userId });
  });

  it("resets a colleague's second factor: sessions end, the next login goes to enrolment", async () => {
    const colleague = await staffWithSession(handle, auth, "lost-phone@example.com", { staffRole: "office" });
    const answer = await call(teamPageAction, "/staff/team", {
      cookie: owner.cookie,
      form: { intent: "reset", userId: colleague.userId },
    });
    expect(answer).toMatchObject({ status: 303, location: "/staff/team?done=reset" });
    expect((await call(layoutLoader, "/staff", { cookie: colleague.cookie })).status).toBe(404);
    // The password step now opens a session straight away (no challenge), which goes to enrolment.
    const cookie = cookiesOf(await staffPasswordStep(handle, auth, "lost-phone@example.com"));
    expect(cookie).toContain("session_token");
    expect(await call(layoutLoader, "/staff", { cookie })).toMatchObject({
      status: 302,
      location: "/staff/enrol",
    });
    expect(await roleOf(colleague.userId)).toEqual({ role: "staff", staffRole: "office" });
  });

  // Many staff logins, each a deliberately slow password hash: about 15 s alone, far more on a
  // loaded 2-core machine.
  it("never leaves the school without an owner", async () => {
    // The only owner cannot demote or remove themselves.
    const lone = await handle.db.select().from(users).where(eq(users.staffRole, "owner"));
    expect(lone.map((user) => user.id)).toEqual([owner.userId]);
    expect(await removeColleague(handle.db, { actor: owner.userId, userId: owner.userId })).toBe(
      "last-owner",
    );
    expect(
      await changeColleagueRole(handle.db, {
        actor: owner.userId,
        userId: owner.userId,
        staffRole: "office",
      }),
    ).toBe("last-owner");
    const refused = await call(teamPageAction, "/es/staff/team", {
      cookie: owner.cookie,
      form: { intent: "role", userId: owner.userId, staffRole: "office" },
    });
    expect(refused).toMatchObject({ status: 409, data: { error: expect.stringContaining("propietario") } });
    // Office cannot change anyone: the 404 above; and an owner cannot reset their own factor here.
    expect(await resetSecondFactor(handle.db, { actor: owner.userId, userId: owner.userId })).toBe("self");

    // Two owners remove (or demote) each other at the same moment: one wins, one owner remains.
    // First the functions themselves, then two requests through the page's action.
    for (const change of ["remove", "demote", "remove-request", "demote-request"] as const) {
      const second = await staffWithSession(handle, auth, `second-owner-${change}@example.com`);
      const form = (userId: string): Record<string, string> =>
        change.startsWith("remove")
          ? { intent: "remove", userId }
          : { intent: "role", userId, staffRole: "office" };
      const act = async (actor: { userId: string; cookie: string }, userId: string) => {
        if (change.endsWith("request")) {
          const answer = await call(teamPageAction, "/staff/team", {
            cookie: actor.cookie,
            form: form(userId),
          });
          return answer.status === 303 ? "done" : `refused ${answer.status}`;
        }
        return change === "remove"
          ? removeColleague(handle.db, { actor: actor.userId, userId })
          : changeColleagueRole(handle.db, { actor: actor.userId, userId, staffRole: "office" });
      };
      const outcomes = await Promise.all([act(owner, second.userId), act(second, owner.userId)]);
      expect(
        outcomes.filter((outcome) => outcome === "done"),
        change,
      ).toHaveLength(1);
      const owners = await handle.db.select().from(users).where(eq(users.staffRole, "owner"));
      expect(owners).toHaveLength(1);
      // Whoever is left is the owner from now on (the rest of the test acts as them).
      if (owners[0]?.id !== owner.userId) {
        owner = { userId: owners[0]?.id as string, cookie: second.cookie };
      }
    }
  }, 120_000);
});
