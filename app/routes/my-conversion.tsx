import { data, redirect } from "react-router";
import { ConversionCase } from "~/components/conversion-case";
import { ConversionPlan } from "~/components/conversion-plan";
import { todayInSchoolTimeZone } from "~/content/schedule";
import { localeFromPath, localizePath } from "~/i18n/locale";
import { pageMeta } from "~/i18n/meta";
import { requireUser } from "~/server/auth/current-user.server";
import { readForm } from "~/server/platform/form.server";
import { myCaseView } from "~/server/conversion-case/my-case.server";
import { readPlanForm } from "~/server/conversion-plan/plan-form.server";
import {
  appointmentAction,
  appointmentErrorTexts,
  appointmentIntent,
  appointmentValues,
  appointmentsView,
  officeAppointmentDay,
} from "~/server/conversion-plan/appointments-page.server";
import { errorTexts, planView } from "~/server/conversion-plan/plan-page.server";
import { loadPlan, savePlan } from "~/server/conversion-plan/plan-store.server";
import { databaseContext } from "~/server/platform/request-context.server";
import { servicesOf } from "~/server/auth/app-services.server";
import { privateNoStore } from "~/server/platform/security-headers.server";
import type { Route } from "./+types/my-conversion";

// The customer's own conversion plan. A licence-check answer arrives as a query with the check's
// fields (a link through the login for a visitor): shown filled in, saved only by the form's POST.
// Script-free like the other account pages (decision 025).

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, servicesOf(context));
  const url = new URL(request.url);
  const locale = localeFromPath(url.pathname);
  const today = todayInSchoolTimeZone();
  const db = context.get(databaseContext);
  const stored = await loadPlan(db, user.id);
  const saved = url.searchParams.has("saved");
  const appointments = await appointmentsView(db, {
    userId: user.id,
    locale,
    today,
    hasPlan: stored !== null,
    search: url.searchParams,
  });
  const officeAppointment = officeAppointmentDay(appointments);
  // The assistance's case: only the buyer's own, never anyone else's.
  const myCase = await myCaseView(db, user.id, locale);
  if (!url.searchParams.has("country")) {
    return data(
      {
        view: planView(stored, { locale, today, officeAppointment }),
        saved,
        fromCheck: false,
        appointments,
        myCase,
      },
      { headers: privateNoStore },
    );
  }
  const carried = readPlanForm(url.searchParams, today);
  if (!carried.ok) {
    const view = planView(stored, {
      locale,
      today,
      officeAppointment,
      errors: errorTexts(carried.errors, locale),
    });
    return data(
      { view, saved: false, fromCheck: false, appointments, myCase },
      { status: 400, headers: privateNoStore },
    );
  }
  // The answer's licence and date with the dates and ticks already saved.
  const plan = {
    ...carried.plan,
    dates: { ...stored?.dates, ...carried.plan.dates },
    documents: stored?.documents ?? {},
  };
  return data(
    {
      view: planView(plan, { locale, today, officeAppointment }),
      saved: false,
      fromCheck: true,
      appointments,
      myCase,
    },
    { headers: privateNoStore },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUser(request, servicesOf(context));
  const locale = localeFromPath(new URL(request.url).pathname);
  const today = todayInSchoolTimeZone();
  const db = context.get(databaseContext);
  const form = await readForm(request);
  const intent = appointmentIntent(form);
  if (form && intent) {
    // The appointments' and reminders' forms: a refusal is a 400 with the page as it was.
    const refused = await appointmentAction(db, { userId: user.id, locale, today, form, intent });
    const stored = await loadPlan(db, user.id);
    const appointments = await appointmentsView(db, {
      userId: user.id,
      locale,
      today,
      hasPlan: stored !== null,
      errors: appointmentErrorTexts(refused, locale),
      values: appointmentValues(form),
    });
    const view = planView(stored, { locale, today, officeAppointment: officeAppointmentDay(appointments) });
    const myCase = await myCaseView(db, user.id, locale);
    return data({ view, appointments, myCase }, { status: 400, headers: privateNoStore });
  }
  const read = form ? readPlanForm(form, today) : null;
  if (!read?.ok) {
    const stored = await loadPlan(db, user.id);
    const errors = errorTexts(read?.errors ?? { form: "unreadable" }, locale);
    const values = form
      ? Object.fromEntries([...form].flatMap(([k, v]) => (typeof v === "string" ? [[k, v]] : [])))
      : undefined;
    const appointments = await appointmentsView(db, {
      userId: user.id,
      locale,
      today,
      hasPlan: stored !== null,
    });
    const officeAppointment = officeAppointmentDay(appointments);
    const view = planView(stored, {
      locale,
      today,
      errors,
      officeAppointment,
      ...(values ? { values } : {}),
    });
    const myCase = await myCaseView(db, user.id, locale);
    return data({ view, appointments, myCase }, { status: 400, headers: privateNoStore });
  }
  await savePlan(db, user.id, read.plan);
  throw redirect(`${localizePath("/my-conversion", locale)}?saved=1`, {
    status: 303,
    headers: privateNoStore,
  });
}

export const meta = pageMeta("myConversion");
export const headers = () => privateNoStore;

export default function MyConversionPage({ loaderData, actionData }: Route.ComponentProps) {
  // An action's refusal answers with the case too: the page may render without loader data.
  const myCase = (actionData ?? loaderData).myCase;
  return (
    <>
      <ConversionPlan
        view={actionData?.view ?? loaderData.view}
        saved={!actionData && loaderData.saved}
        fromCheck={!actionData && loaderData.fromCheck}
        appointments={actionData?.appointments ?? loaderData.appointments}
      />
      {myCase ? <ConversionCase view={myCase} /> : null}
    </>
  );
}
