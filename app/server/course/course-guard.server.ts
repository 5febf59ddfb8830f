import { redirect } from "react-router";
import { localeFromPath, localizePath } from "~/i18n/locale";
import { type CurrentUser, requireUserSession } from "../auth/current-user.server";
import { sql, type SQLWrapper } from "drizzle-orm";
import { runsNamed } from "../platform/named-statement.server";
import {
  type BuiltReads,
  buildReads,
  type Rows,
  readTogether,
  runBuiltReads,
  type SelectRead,
} from "../platform/read-together.server";
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

/** A customer's id as the course pages' reads take it: the value, or the placeholder of a kept statement. */
export type UserIdParam = string | SQLWrapper;

/**
 * The statements of `requireCourseCustomerWith` on each embedded database, built once per label
 * (per database: a built statement holds the selects it was made of, and they their database).
 */
const builtByDatabase = new WeakMap<object, Map<string, BuiltReads<Record<string, SelectRead<unknown>>>>>();

/**
 * The same guard, with the page's own reads of this customer's rows in the statement that reads
 * the access (one round trip instead of one per read; on the embedded database each costs about
 * a millisecond, and a course page is read on every view). The session comes first: its user
 * names the rows. `named`: the statement is prepared once on the embedded database, where it is
 * also built once, with the user's id as its placeholder (Drizzle writing a statement's text
 * cost more than running it): `named` must therefore stand for these same reads wherever it is used.
 */
export async function requireCourseCustomerWith<Reads extends Record<string, SelectRead<unknown>>>(
  request: Request,
  services: AppServices,
  reads: (userId: UserIdParam) => Reads,
  named: string,
): Promise<CourseCustomer & { rows: Rows<Reads> }> {
  const { user, sessionEndsAt } = await requireUserSession(request, services);
  const { db } = services;
  const together = (userId: UserIdParam) => ({ access: courseAccessRead(db, userId), ...reads(userId) });
  let all: Rows<ReturnType<typeof together>>;
  if (runsNamed(db)) {
    let byLabel = builtByDatabase.get(db);
    if (!byLabel) builtByDatabase.set(db, (byLabel = new Map()));
    let built = byLabel.get(named);
    if (!built) byLabel.set(named, (built = buildReads(together(sql.placeholder("userId")), named)));
    all = (await runBuiltReads(db, built, { userId: user.id })) as Rows<ReturnType<typeof together>>;
  } else {
    all = await readTogether(db, together(user.id), { named });
  }
  const { access: accessRows, ...rows } = all;
  const access = courseAccessFrom(accessRows[0] as { endsAt: Date; paid: boolean } | undefined);
  if (access.state === "none") noCourse(request);
  return { user, access, sessionEndsAt, rows: rows as unknown as Rows<Reads> };
}
