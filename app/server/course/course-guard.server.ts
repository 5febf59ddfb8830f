import { redirect } from "react-router";
import { localeFromPath, localizePath } from "~/i18n/locale";
import { type CurrentUser, requireUserSession } from "../auth/current-user.server";
import { type Rows, readTogether, type SelectRead } from "../platform/read-together.server";
import type { AppServices } from "../auth/app-services.server";
import {
  type CourseAccess,
  courseAccessFrom,
  courseAccessOf,
  courseAccessRead,
} from "./course-access-state.server";

type CourseCustomer = {
  user: CurrentUser;
  access: Exclude<CourseAccess, { state: "none" }>;
  sessionEndsAt: Date;
};

/** A visitor without the course goes to the sales page, with a short explanation. */
function noCourse(request: Request): never {
  const locale = localeFromPath(new URL(request.url).pathname);
  throw redirect(`${localizePath("/understand-the-examiner", locale)}?access=none`);
}

/**
 * A visitor goes to the login page and back; a customer without the course goes to
 * the sales page with a short explanation. Expired access is left to the caller (the course page
 * shows it, lessons refuse it).
 */
export async function requireCourseCustomer(
  request: Request,
  services: AppServices,
): Promise<CourseCustomer> {
  const { user, sessionEndsAt } = await requireUserSession(request, services);
  const access = await courseAccessOf(services.db, user.id);
  if (access.state === "none") noCourse(request);
  return { user, access, sessionEndsAt };
}

/**
 * The same guard, with the page's own reads of this customer's rows in the statement that reads
 * the access (one round trip instead of one per read; on the embedded database each costs about
 * a millisecond, and a course page is read on every view). The session comes first: its user
 * names the rows. `named`: the statement is prepared once on the embedded database.
 */
export async function requireCourseCustomerWith<Reads extends Record<string, SelectRead<unknown>>>(
  request: Request,
  services: AppServices,
  reads: (userId: string) => Reads,
  named: string,
): Promise<CourseCustomer & { rows: Rows<Reads> }> {
  const { user, sessionEndsAt } = await requireUserSession(request, services);
  const { access: accessRows, ...rows } = await readTogether(
    services.db,
    { access: courseAccessRead(services.db, user.id), ...reads(user.id) },
    { named },
  );
  const access = courseAccessFrom(accessRows[0] as { endsAt: Date; paid: boolean } | undefined);
  if (access.state === "none") noCourse(request);
  return { user, access, sessionEndsAt, rows: rows as unknown as Rows<Reads> };
}
