import { data, Form, redirect } from "react-router";
import { FormKey, FormKeyContext } from "~/components/staff/form-key";
import { staffMeta } from "~/components/staff/staff-texts";
import { StaffTable } from "~/components/staff/staff-table";
import {
  assistanceSteps,
  caseNoteMaxLength,
  caseResponsibles,
  caseStepStates,
} from "~/content/assistance-steps";
import { todayInSchoolTimeZone } from "~/content/schedule";
import { textsFor } from "~/i18n/catalogs.server";
import { fill } from "~/i18n/fill";
import { formatDate } from "~/i18n/format";
import { localeFromPath, localizePath } from "~/i18n/locale";
import { useLocale } from "~/i18n/use-locale";
import { caseBoard } from "~/server/conversion-case/case-board.server";
import { moveCaseStep } from "~/server/conversion-case/case-move.server";
import { stepTitle } from "~/server/conversion-case/case-view.server";
import { env } from "~/server/platform/env.server";
import { readForm } from "~/server/platform/form.server";
import { kickMailWorker } from "~/server/mail/mail-worker.server";
import { databaseContext } from "~/server/platform/request-context.server";
import { servicesOf } from "~/server/auth/app-services.server";
import { pageFormKey, withFreshKey } from "~/server/platform/form-submissions.server";
import { requireStaff } from "~/server/staff/staff-guard.server";
import type { Route } from "./+types/staff-cases";

// The office's board of conversion cases: each case under its current step, overdue first, and a
// plain form per case that moves one step and mails the customer. POST, then a redirect.

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, servicesOf(context));
  const locale = localeFromPath(new URL(request.url).pathname);
  const url = new URL(request.url);
  const groups = await caseBoard(context.get(databaseContext), todayInSchoolTimeZone());
  return {
    texts: textsFor(request, "conversionCases"),
    formKey: pageFormKey(request),
    done: url.searchParams.get("done") === "moved",
    again: url.searchParams.get("again") === "1",
    againPrefix: textsFor(request, "staffSafeguards").again.prefix,
    stepTitles: Object.fromEntries(assistanceSteps.map((step) => [step, stepTitle(step, locale)])),
    groups: groups.map((group) => ({
      step: group.step,
      cases: group.cases.map((entry) => ({
        ...entry,
        steps: entry.steps.map((step) => ({ ...step, updatedAt: step.updatedAt.toISOString() })),
        current: entry.current?.kind ?? null,
      })),
    })),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const staff = await requireStaff(request, servicesOf(context));
  const locale = localeFromPath(new URL(request.url).pathname);
  const db = context.get(databaseContext);
  const outcome = await moveCaseStep(db, staff.id, await readForm(request), env().PUBLIC_URL);
  if ("error" in outcome)
    return data(
      { error: textsFor(request, "conversionCases").staff.errors[outcome.error] },
      { status: outcome.status },
    );
  // The customer's mail goes out now, not at the worker's next round (a repeat queued none).
  if (!outcome.again) void kickMailWorker(db);
  throw redirect(
    withFreshKey(localizePath("/staff/cases", locale), {
      done: outcome.done,
      ...(outcome.again ? { again: "1" } : {}),
    }),
  );
}

export const meta = staffMeta((t) => t.nav.pages.staffCases);

export default function StaffCases({ loaderData, actionData }: Route.ComponentProps) {
  const { texts, groups, stepTitles } = loaderData;
  const t = texts.staff;
  const locale = useLocale();
  const status = actionData?.error ?? (loaderData.done ? t.done : null);
  return (
    <FormKeyContext.Provider value={loaderData.formKey}>
      <section className="staff-page staff-cases">
        <h1>{t.title}</h1>
        <p className="lead">{t.intro}</p>
        {status ? (
          <p className={actionData?.error ? "notification notification-error" : "notice"} role="status">
            {loaderData.again && !actionData ? `${loaderData.againPrefix} ` : ""}
            {status}
          </p>
        ) : null}
        {groups.length === 0 ? <p>{t.empty}</p> : null}
        {groups.map((group) => (
          <section key={group.step} className="staff-case-group" data-case-group={group.step}>
            <h2>{group.step === "finished" ? t.finished : stepTitles[group.step]}</h2>
            <ul className="staff-case-list">
              {group.cases.map((entry) => (
                <li
                  key={entry.userId}
                  className="card staff-case"
                  data-case={entry.email}
                  data-overdue={entry.stepOverdue || entry.planDeadline ? "true" : "false"}
                >
                  <p>
                    <a href={localizePath(`/staff/customers/${entry.userId}`, locale)}>{entry.email}</a>
                    {entry.name ? ` · ${entry.name}` : ""}
                    {entry.stepOverdue ? (
                      <strong className="staff-case-overdue"> · {t.overdue}</strong>
                    ) : null}
                    {entry.planDeadline ? (
                      <strong className="staff-case-overdue">
                        {" · "}
                        {fill(t.deadlineNear, { date: formatDate(entry.planDeadline, locale, "long") })}
                      </strong>
                    ) : null}
                  </p>
                  <StaffTable
                    className="staff-case-steps"
                    columns={[t.step, t.columns.state, t.columns.date, t.columns.responsible, t.columns.note]}
                  >
                    {entry.steps.map((step) => (
                      <tr key={step.kind} data-step={step.kind} data-state={step.state}>
                        <th scope="row">{stepTitles[step.kind]}</th>
                        <td>{texts.states[step.state]}</td>
                        <td>{step.dated ? formatDate(step.dated, locale, "long") : "—"}</td>
                        <td>{t.responsibles[step.responsible]}</td>
                        <td>{step.note ?? ""}</td>
                      </tr>
                    ))}
                  </StaffTable>
                  <details>
                    <summary>{t.move}</summary>
                    <Form method="post" className="stack-form">
                      <FormKey />
                      <input type="hidden" name="customerId" value={entry.userId} />
                      <label>
                        {t.step}
                        <select name="step" defaultValue={entry.current ?? "licence-office"}>
                          {assistanceSteps.map((step) => (
                            <option key={step} value={step}>
                              {stepTitles[step]}
                            </option>
                          ))}
                        </select>
                      </label>
                      <label>
                        {t.state}
                        <select name="state" defaultValue="done">
                          {caseStepStates.map((state) => (
                            <option key={state} value={state}>
                              {texts.states[state]}
                            </option>
                          ))}
                        </select>
                      </label>
                      <label>
                        {t.date}
                        <input type="date" name="date" />
                      </label>
                      <label>
                        {t.responsible}
                        <select name="responsible" defaultValue="school">
                          {caseResponsibles.map((who) => (
                            <option key={who} value={who}>
                              {t.responsibles[who]}
                            </option>
                          ))}
                        </select>
                      </label>
                      <label>
                        {t.note}
                        <textarea name="note" rows={2} maxLength={caseNoteMaxLength} />
                      </label>
                      <label className="checkbox-label">
                        <input type="checkbox" name="clearNote" />
                        {t.clearNote}
                      </label>
                      <button type="submit" className="button">
                        {t.submit}
                      </button>
                    </Form>
                  </details>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </section>
    </FormKeyContext.Provider>
  );
}
