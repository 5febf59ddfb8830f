import { FormKey, FormKeyContext } from "~/components/staff/form-key";
import { data, Form, Link, redirect } from "react-router";
import { StaffTable } from "~/components/staff/staff-table";
import { staffMeta } from "~/components/staff/staff-texts";
import { textsFor } from "~/i18n/catalogs.server";
import { fill } from "~/i18n/fill";
import { formatMoment } from "~/i18n/format";
import { localeFromPath, localizePath } from "~/i18n/locale";
import { useLocale } from "~/i18n/use-locale";
import { readForm } from "~/server/platform/form.server";
import { databaseContext } from "~/server/platform/request-context.server";
import { servicesOf } from "~/server/auth/app-services.server";
import { privateNoStore } from "~/server/platform/security-headers.server";
import { requireOwner } from "~/server/staff/owner-guard.server";
import { NAME_MAX, teamActionOnce, teamDoneOf } from "~/server/staff/team-actions.server";
import { pageFormKey, withFreshKey } from "~/server/platform/form-submissions.server";
import { staffRoles } from "~/server/platform/schema/accounts.server";
import { listTeam } from "~/server/staff/team.server";
import type { Route } from "./+types/staff-team";

// The team (owners only): who has access, with role and last activity; invite, change a role,
// reset a lost second factor, remove. Plain forms: POST, then a redirect that says what happened.

export async function loader({ request, context }: Route.LoaderArgs) {
  const owner = await requireOwner(request, servicesOf(context));
  const formKey = pageFormKey(request);
  const team = await listTeam(context.get(databaseContext));
  return data(
    {
      texts: textsFor(request, "staffTeam"),
      formKey,
      nameMax: NAME_MAX,
      roles: staffRoles,
      again: new URL(request.url).searchParams.get("again") === "1",
      againPrefix: textsFor(request, "staffSafeguards").again.prefix,
      me: owner.id,
      done: teamDoneOf(new URL(request.url)),
      team: team.map((member) => ({ ...member, lastActiveAt: member.lastActiveAt?.toISOString() ?? null })),
    },
    { headers: privateNoStore },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const owner = await requireOwner(request, servicesOf(context));
  const answer = await teamActionOnce(context.get(databaseContext), owner.id, await readForm(request));
  if ("done" in answer) {
    const page = localizePath("/staff/team", localeFromPath(new URL(request.url).pathname));
    const again: Record<string, string> = "again" in answer ? { again: "1" } : {};
    throw redirect(withFreshKey(page, { done: answer.done, ...again }), {
      status: 303,
      headers: privateNoStore,
    });
  }
  return data(
    { error: textsFor(request, "staffTeam").errors[answer.error] },
    { status: answer.status, headers: privateNoStore },
  );
}

export const meta = staffMeta((t) => t.nav.pages.staffTeam);
export const headers = () => privateNoStore;

export default function StaffTeam({ loaderData, actionData }: Route.ComponentProps) {
  const t = loaderData.texts;
  const locale = useLocale();
  const done = loaderData.done
    ? `${loaderData.again ? `${loaderData.againPrefix} ` : ""}${t.done[loaderData.done]}`
    : null;
  return (
    <FormKeyContext.Provider value={loaderData.formKey}>
      <section className="staff-page staff-team">
        <h1>{t.heading}</h1>
        <p className="lead">{t.intro}</p>
        <p>
          <Link to={localizePath("/staff/team/instructors", locale)}>{t.instructorsLink}</Link>
        </p>
        {actionData?.error ? (
          <p className="notice notice-error" role="alert">
            {actionData.error}
          </p>
        ) : done ? (
          <p className="notice" role="status">
            {done}
          </p>
        ) : null}
        <StaffTable
          className="stacked-table"
          columns={[
            t.columns.member,
            t.columns.role,
            t.columns.state,
            t.columns.lastActive,
            t.columns.actions,
          ]}
        >
          {loaderData.team.map((member) => {
            const self = member.id === loaderData.me;
            return (
              <tr key={member.id}>
                <td data-label={t.columns.member}>
                  {member.email} {self ? t.you : null}
                  {member.name ? (
                    <>
                      <br />
                      <small>{member.name}</small>
                    </>
                  ) : null}
                </td>
                <td data-label={t.columns.role}>{t.roles[member.staffRole]}</td>
                <td data-label={t.columns.state}>{t.states[member.state]}</td>
                <td data-label={t.columns.lastActive}>
                  {member.lastActiveAt ? (
                    <time dateTime={member.lastActiveAt}>{formatMoment(member.lastActiveAt, locale)}</time>
                  ) : (
                    t.never
                  )}
                </td>
                <td data-label={self ? undefined : t.columns.actions}>
                  {self ? null : (
                    <div className="staff-team-actions">
                      <Form method="post">
                        <FormKey />
                        <input type="hidden" name="intent" value="role" />
                        <input type="hidden" name="userId" value={member.id} />
                        <label htmlFor={`role-${member.id}`} className="visually-hidden">
                          {fill(t.roleOf, { email: member.email })}
                        </label>
                        <select id={`role-${member.id}`} name="staffRole" defaultValue={member.staffRole}>
                          {loaderData.roles.map((role) => (
                            <option key={role} value={role}>
                              {t.roles[role]}
                            </option>
                          ))}
                        </select>{" "}
                        <button type="submit" className="button button-secondary">
                          {t.changeRole}
                        </button>
                      </Form>
                      <details>
                        <summary>{t.reset.summary}</summary>
                        <p>{t.reset.warning}</p>
                        <Form method="post">
                          <FormKey />
                          <input type="hidden" name="intent" value="reset" />
                          <input type="hidden" name="userId" value={member.id} />
                          <button type="submit" className="button button-secondary">
                            {fill(t.reset.submit, { email: member.email })}
                          </button>
                        </Form>
                      </details>
                      <details>
                        <summary>{t.remove.summary}</summary>
                        <p>{t.remove.warning}</p>
                        <Form method="post">
                          <FormKey />
                          <input type="hidden" name="intent" value="remove" />
                          <input type="hidden" name="userId" value={member.id} />
                          <button type="submit" className="button button-danger">
                            {fill(t.remove.submit, { email: member.email })}
                          </button>
                        </Form>
                      </details>
                    </div>
                  )}
                </td>
              </tr>
            );
          })}
        </StaffTable>

        <h2>{t.invite.heading}</h2>
        <p>{t.invite.help}</p>
        <Form method="post" className="staff-form">
          <FormKey />
          <input type="hidden" name="intent" value="invite" />
          <div className="staff-field">
            <label htmlFor="invite-name">{t.invite.name}</label>
            <input
              id="invite-name"
              type="text"
              name="name"
              required
              autoComplete="off"
              maxLength={loaderData.nameMax}
            />
          </div>
          <div className="staff-field">
            <label htmlFor="invite-email">{t.invite.email}</label>
            <input id="invite-email" type="email" name="email" required autoComplete="off" maxLength={254} />
          </div>
          <div className="staff-field">
            <label htmlFor="invite-role">{t.invite.role}</label>
            <select id="invite-role" name="staffRole" defaultValue="office">
              <option value="office">{t.roles.office}</option>
              <option value="owner">{t.roles.owner}</option>
              <option value="instructor">{t.roles.instructor}</option>
            </select>
          </div>
          <button type="submit" className="button button-primary">
            {t.invite.submit}
          </button>
        </Form>
      </section>
    </FormKeyContext.Provider>
  );
}
