import { data } from "react-router";
import { textsFor } from "~/i18n/catalogs.server";
import { localeFromPath, localizePath } from "~/i18n/locale";
import type { Database } from "../platform/db.server";
import { readForm } from "../platform/form.server";
import { privateNoStore } from "../platform/security-headers.server";
import { switchReminders } from "./appointment-store.server";
import { planOfReminderToken } from "./plan-reminders.server";

// A reminder mail's opt-out link (the token is the key; no login): the page asks, its button
// switches the plan's reminders off. A mail program's one-click unsubscribe POSTs
// "List-Unsubscribe=One-Click" to the same address (RFC 8058 §3.2), which does the same. A GET
// changes nothing, so a link scanner that opens it switches nothing off.

function pageOf(request: Request) {
  const t = textsFor(request, "planAppointments").optOutPage;
  const planUrl = localizePath("/my-conversion", localeFromPath(new URL(request.url).pathname));
  return { title: t.title, text: t.text, button: t.button, back: t.back, planUrl };
}

export async function remindersOffPage(request: Request, db: Database, token: string | undefined) {
  const page = pageOf(request);
  const known = token ? await planOfReminderToken(db, token) : null;
  if (!known)
    return data(
      {
        ...page,
        state: "unknown" as const,
        message: textsFor(request, "planAppointments").optOutPage.unknown,
      },
      { status: 404, headers: privateNoStore },
    );
  return data({ ...page, state: "ask" as const, message: null }, { headers: privateNoStore });
}

export async function remindersOffAction(request: Request, db: Database, token: string | undefined) {
  await readForm(request);
  const t = textsFor(request, "planAppointments").optOutPage;
  const userId = token ? await planOfReminderToken(db, token) : null;
  if (!userId) return data({ done: null, error: t.unknown }, { status: 404, headers: privateNoStore });
  await switchReminders(db, userId, false);
  return data({ done: t.done, error: null }, { headers: privateNoStore });
}
