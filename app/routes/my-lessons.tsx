import { data, redirect } from "react-router";
import { MyLessons } from "~/components/my-lessons";
import { localeFromPath, localizePath } from "~/i18n/locale";
import { pageMeta } from "~/i18n/meta";
import { requireUser } from "~/server/auth/current-user.server";
import { env } from "~/server/platform/env.server";
import { readForm } from "~/server/platform/form.server";
import { kickMailWorker } from "~/server/mail/mail-worker.server";
import { bookLesson, moveLesson } from "~/server/lessons/booking.server";
import { cancelByCustomer } from "~/server/lessons/cancel.server";
import { bookableKinds } from "~/server/lessons/entitlement.server";
import { myLessonsView, refusalText } from "~/server/lessons/my-lessons-page.server";
import { readChoice } from "~/server/lessons/slot-choices.server";
import { readSlotQuery } from "~/server/lessons/slot-query.server";
import { slotWeek } from "~/server/lessons/slot-weeks.server";
import { paymentsConfig } from "~/server/platform/payments-config.server";
import { databaseContext } from "~/server/platform/request-context.server";
import { servicesOf } from "~/server/auth/app-services.server";
import { privateNoStore } from "~/server/platform/security-headers.server";
import type { Route } from "./+types/my-lessons";

// The customer's driving lessons: balance, lessons, one week's free times and the booking, moving
// and cancelling forms. Script-free like the other account pages (decision 025); a refusal answers 400 with the
// page as it was and a message in its language.

const doneKeys = ["booked", "cancelledFree", "cancelledLate", "moved"] as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, servicesOf(context));
  const url = new URL(request.url);
  const locale = localeFromPath(url.pathname);
  const db = context.get(databaseContext);
  const now = new Date();
  const query = await readSlotQuery(db, url.searchParams, { customerId: user.id, now, byCustomer: true });
  const view = await myLessonsView(db, {
    userId: user.id,
    email: user.email,
    locale,
    ...query,
    now,
    simulated: paymentsConfig().simulated,
  });
  const done = doneKeys.find((key) => key === url.searchParams.get("done")) ?? null;
  if (query.problem)
    return data(
      { view, done: null, error: refusalText(query.problem, locale) },
      { status: 400, headers: privateNoStore },
    );
  return data({ view, done, error: null }, { headers: privateNoStore });
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUser(request, servicesOf(context));
  const locale = localeFromPath(new URL(request.url).pathname);
  const db = context.get(databaseContext);
  const form = await readForm(request);
  const settings = { publicUrl: env().PUBLIC_URL, simulated: paymentsConfig().simulated };
  const field = (name: string) => {
    const value = form?.get(name);
    return typeof value === "string" ? value : "";
  };
  const refuse = async (message: string) => {
    const now = new Date();
    const week = slotWeek(now, null);
    if (!week) throw new Error("The booking window has no first week");
    const view = await myLessonsView(db, {
      userId: user.id,
      email: user.email,
      locale,
      choice: null,
      week,
      now,
      ...settings,
    });
    return data({ view, done: null, error: message }, { status: 400, headers: privateNoStore });
  };
  const back = (done: (typeof doneKeys)[number]) => {
    // The mail was queued with the change; the worker sends it now rather than at its next round.
    void kickMailWorker(db);
    return redirect(`${localizePath("/my-lessons", locale)}?done=${done}`, {
      status: 303,
      headers: privateNoStore,
    });
  };
  if (field("intent") === "cancel") {
    const outcome = await cancelByCustomer(db, { lessonId: field("lesson"), customerId: user.id }, settings);
    if (!outcome.ok) return refuse(refusalText(outcome.refusal, locale));
    throw back(outcome.late ? "cancelledLate" : "cancelledFree");
  }
  if (field("intent") === "move") {
    const start = new Date(field("start"));
    if (Number.isNaN(start.getTime()) || !field("instructor") || !field("car"))
      return refuse(refusalText("badInput", locale));
    const outcome = await moveLesson(
      db,
      {
        lessonId: field("lesson"),
        start,
        instructorId: field("instructor"),
        carId: field("car"),
        by: { customerId: user.id },
      },
      settings,
    );
    if (!outcome.ok) return refuse(refusalText(outcome.refusal, locale));
    throw back("moved");
  }
  if (field("intent") === "book") {
    const choice = form ? readChoice(form, await bookableKinds(db, user.id)) : null;
    const start = new Date(field("start"));
    if (!choice || Number.isNaN(start.getTime()) || !field("instructor") || !field("car"))
      return refuse(refusalText(choice ? "badInput" : "notEntitled", locale));
    const outcome = await bookLesson(
      db,
      {
        customerId: user.id,
        kind: choice.kind,
        start,
        instructorId: field("instructor"),
        carId: field("car"),
        pickupPoint: choice.pickup,
        bookedBy: user.id,
      },
      settings,
    );
    if (!outcome.ok) return refuse(refusalText(outcome.refusal, locale));
    throw back("booked");
  }
  return refuse(refusalText("badInput", locale));
}

export const meta = pageMeta("myLessons");
export const headers = () => privateNoStore;

export default function MyLessonsPage({ loaderData, actionData }: Route.ComponentProps) {
  const shown = actionData ?? loaderData;
  return <MyLessons view={shown.view} done={shown.done} error={shown.error} />;
}
