import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loader as calendarLoader } from "~/routes/my-conversion-appointment-calendar[.]ics";
import { action, loader } from "~/routes/my-conversion";
import { action as remindersOffAction } from "~/routes/plan-reminders-off";
import { routeArgs, testServices } from "../../../tests/support/app-context";
import { parseCalendar } from "../../../tests/support/calendar-file";
import { customerWithSession } from "../../../tests/support/customers";
import { testDatabaseKinds } from "../../../tests/support/test-database";
import { customerData } from "../data-requests/customer-data.server";
import type { DatabaseHandle } from "../platform/db.server";
import type { AppServices } from "../auth/app-services.server";
import { conversionPlanAppointments, conversionPlanReminderOptOuts } from "../platform/schema.server";
import type { AppointmentsView } from "./appointments-page.server";
import { savePlan } from "./plan-store.server";
import type { PlanView } from "./plan-page.server";
import { queueDuePlanReminders } from "./plan-reminders.server";

// The plan page's appointment forms through the route: bad input is a 400 with the message in the
// page's language and nothing stored changes; a form key sent twice saves once; the licence-office
// appointment is the day documents are checked against; its calendar file is the owner's only.

type Answer = {
  status: number;
  location?: string | null;
  data?: { view: PlanView; appointments: AppointmentsView };
};

describe.each(testDatabaseKinds())("plan appointments on $name", ({ open }) => {
  let handle: DatabaseHandle;
  let services: AppServices;
  let cookie: string;
  let userId: string;
  beforeAll(async () => {
    handle = await open();
    services = testServices(handle);
    ({ userId, cookie } = await customerWithSession(
      handle,
      services.auth,
      `appointments-${randomUUID()}@example.com`,
    ));
  });
  afterAll(() => handle?.close());

  async function call(
    route: (args: never) => unknown,
    method: "GET" | "POST",
    path: string,
    {
      body,
      as = cookie,
      params,
    }: { body?: Record<string, string>; as?: string; params?: Record<string, string> } = {},
  ): Promise<Answer & { response?: Response }> {
    const request = new Request(`http://localhost:3000${path}`, {
      method,
      headers: { cookie: as, ...(body ? { "content-type": "application/x-www-form-urlencoded" } : {}) },
      ...(body ? { body: new URLSearchParams(body) } : {}),
    });
    try {
      const result = (await route(routeArgs(request, services, params ? { params } : {}))) as
        Response | { init?: { status?: number }; data: Answer["data"] };
      if (result instanceof Response) return { status: result.status, response: result };
      return { status: result.init?.status ?? 200, data: result.data };
    } catch (thrown) {
      if (thrown instanceof Response)
        return { status: thrown.status, location: thrown.headers.get("location") };
      // A thrown data(null, { status }) (the route's 404).
      const init = (thrown as { init?: { status?: number } } | null)?.init;
      if (init?.status) return { status: init.status };
      throw thrown;
    }
  }
  const stored = () =>
    handle.db.select().from(conversionPlanAppointments).where(eq(conversionPlanAppointments.userId, userId));
  const form = (fields: Record<string, string>) => ({
    key: randomUUID(),
    intent: "save-appointment",
    ...fields,
  });

  it("refuses an appointment before the plan is saved, in the page's language", async () => {
    const answer = await call(action, "POST", "/es/my-conversion", {
      body: form({ kind: "eye-test", day: "2027-03-30" }),
    });
    expect(answer.status).toBe(400);
    expect(answer.data?.appointments.errors.form).toBe(
      "Guarda primero tu plan; después podrás añadir sus citas.",
    );
    expect(await stored()).toEqual([]);
  });

  it.each([
    [{ kind: "dentist", day: "2027-03-30" }, "kind", "Elige de qué cita se trata."],
    [{ kind: "eye-test", day: "" }, "day", "Introduce la fecha de la cita."],
    [{ kind: "eye-test", day: "2027-02-30" }, "day", "Introduce una fecha real, por ejemplo 2027-03-15."],
    [
      { kind: "eye-test", day: "2027-03-30", time: "25:00" },
      "time",
      "Introduce una hora como 09:30 o deja el campo vacío.",
    ],
    [
      { kind: "eye-test", day: "2027-03-30", note: "x".repeat(201) },
      "note",
      "La nota no puede pasar de 200 caracteres.",
    ],
  ])("refuses %j with a 400 and changes nothing", async (fields, field, message) => {
    await savePlan(handle.db, userId, {
      country: "IN",
      region: null,
      classCode: null,
      dates: { applied: "2027-01-15" },
      documents: { "eye-test": "2025-02-01" },
    });
    const before = await stored();
    const answer = await call(action, "POST", "/es/my-conversion", { body: form(fields) });
    expect(answer.status).toBe(400);
    expect(answer.data?.appointments.errors[field]).toBe(message);
    expect(answer.data?.appointments.values.kind).toBe(fields.kind);
    expect(await stored()).toEqual(before);
  });

  it("saves once for a form key sent twice; the licence office's day is the documents' day", async () => {
    const body = form({
      kind: "licence-office",
      day: "2027-03-02",
      time: "10:15",
      note: "Führerscheinstelle",
    });
    const first = await call(action, "POST", "/my-conversion", { body });
    expect(first).toMatchObject({ status: 303, location: "/my-conversion?appointment=saved" });
    const again = await call(action, "POST", "/my-conversion", {
      body: { ...body, day: "2027-04-01" },
    });
    expect(again).toMatchObject({ status: 303, location: "/my-conversion?appointment=saved" });
    expect((await stored()).map((row) => [row.kind, row.day, row.startsAt])).toEqual([
      ["licence-office", "2027-03-02", "10:15:00"],
    ]);
    const page = await call(loader, "GET", "/my-conversion?appointment=saved");
    const item = page.data?.appointments.items.find((one) => one.kind === "licence-office");
    expect(item).toMatchObject({ day: "2027-03-02", time: "10:15", note: "Führerscheinstelle" });
    // The eye test of 1 Feb 2025 is usable until 1 Feb 2027 (§ 12 (3) FeV): too old on 2 March
    // 2027, though it would have done for the plan's own date of 15 January.
    expect(page.data?.view.documents.find((one) => one.kind === "eye-test")?.state).toBe("too-old");
    expect(page.data?.view.appointment).toBe("2 March 2027");
  });

  it("gives the appointment's calendar file to its owner only, in the page's language", async () => {
    const file = await call(
      calendarLoader,
      "GET",
      "/es/my-conversion/appointments/licence-office/calendar.ics",
      {
        params: { kind: "licence-office" },
      },
    );
    expect(file.status).toBe(200);
    const content = await (file.response as Response).text();
    const { event, method } = parseCalendar(content);
    expect(method).toBe("PUBLISH");
    expect(String(event.summary)).toBe("Cita en la oficina de permisos de conducir");
    expect(content).toContain("DTSTART;TZID=Europe/Berlin:20270302T101500");
    const other = await customerWithSession(handle, services.auth, `other-${randomUUID()}@example.com`);
    const refused = await call(
      calendarLoader,
      "GET",
      "/my-conversion/appointments/licence-office/calendar.ics",
      {
        params: { kind: "licence-office" },
        as: other.cookie,
      },
    );
    expect(refused.status).toBe(404);
    const unknown = await call(calendarLoader, "GET", "/my-conversion/appointments/dentist/calendar.ics", {
      params: { kind: "dentist" },
    });
    expect(unknown.status).toBe(404);
  });

  it("switches reminders off from the page and from a mail's one-click link; both in the data copy", async () => {
    const off = await call(action, "POST", "/my-conversion", {
      body: { key: randomUUID(), intent: "reminders-off" },
    });
    expect(off).toMatchObject({ status: 303, location: "/my-conversion?reminders=off" });
    const page = await call(loader, "GET", "/my-conversion?reminders=off");
    expect(page.data?.appointments.remindersOn).toBe(false);
    await call(action, "POST", "/my-conversion", { body: { key: randomUUID(), intent: "reminders-on" } });
    // A reminder, then the mail program's one-click POST to its List-Unsubscribe link (RFC 8058).
    await queueDuePlanReminders(handle.db, {
      now: new Date("2027-02-28T09:00:00Z"),
      publicUrl: "http://localhost:3000",
    });
    const copy = await customerData(handle.db, userId, "en");
    const reminder = copy?.conversionPlan?.reminders[0];
    expect(reminder).toMatchObject({ about: "appointment:licence-office", day: "2027-03-02", daysBefore: 2 });
    const [mail] = await handle.db.query.mailOutbox.findMany({
      where: (row, { eq: same }) => same(row.kind, "appointment-reminder"),
    });
    const token = /plan-reminders\/([^/\s]+)$/.exec(mail?.links[0] ?? "")?.[1] as string;
    const oneClick = await call(remindersOffAction, "POST", `/plan-reminders/${token}`, {
      as: "",
      params: { token },
      body: { "List-Unsubscribe": "One-Click" },
    });
    expect(oneClick.status).toBe(200);
    expect(
      await handle.db
        .select()
        .from(conversionPlanReminderOptOuts)
        .where(eq(conversionPlanReminderOptOuts.userId, userId)),
    ).toHaveLength(1);
    const wrong = await call(remindersOffAction, "POST", "/plan-reminders/not-a-token", {
      as: "",
      params: { token: "not-a-token" },
    });
    expect(wrong.status).toBe(404);
    expect(copy?.conversionPlan?.appointments).toEqual([
      { kind: "licence-office", day: "2027-03-02", time: "10:15:00", note: "Führerscheinstelle" },
    ]);
  });
});
