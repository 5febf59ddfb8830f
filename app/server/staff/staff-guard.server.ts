import { data, redirect } from "react-router";
import { localeFromPath, localizePath } from "~/i18n/locale";
import { staffAuthPaths } from "~/staff-pages";
import { type StaffRole, staffRoles } from "../platform/schema.server";
import { getSessionState, type SessionState } from "../auth/current-user.server";
import type { AppServices } from "../auth/app-services.server";
import { pendingSecondFactorUser } from "./two-factor.server";

export type StaffUser = SessionState["user"] & { sessionId: string };

/**
 * The site's own "not found": thrown, the staff gate (routes/staff-gate.tsx) renders exactly the
 * page an unknown URL gets, so nobody without a staff session learns that the staff area exists.
 */
export function staffNotFound(): never {
  throw data(null, { status: 404 });
}

/** The staff member behind the request, with or without a confirmed second factor; else the 404. */
export async function requireStaffSession(request: Request, services: AppServices): Promise<StaffUser> {
  const state = await getSessionState(request, services);
  if (!state || !state.user.staff) staffNotFound();
  return { ...state.user, sessionId: state.session.id };
}

/**
 * The one guard of every staff loader and action. A visitor or customer gets the
 * site's 404 page; staff who have not enrolled a TOTP app go to enrolment. A staff session only
 * exists with a second factor once enrolled: better-auth holds back the session after the password
 * until the code is given (routes/staff-verify.tsx), and enrolling ends the user's other sessions.
 */
export async function requireStaff(
  request: Request,
  services: AppServices,
  { roles = officeRoles }: { roles?: readonly StaffRole[] } = {},
): Promise<StaffUser> {
  const staff = await requireStaffSession(request, services);
  if (!staff.twoFactorEnabled) {
    throw redirect(localizePath(staffAuthPaths.enrol, localeFromPath(new URL(request.url).pathname)));
  }
  // A secure default: a page admits an instructor only when it names the role, so a page added
  // later is closed to them unless it opens itself.
  if (!roles.includes(staffRoleOf(staff))) staffNotFound();
  return staff;
}

/** The roles every staff page admits unless it says otherwise. */
export const officeRoles: readonly StaffRole[] = ["owner", "office"];

/** The guard of the staff layout and of the pages every staff member opens (the instructor's day). */
export function requireAnyStaff(request: Request, services: AppServices): Promise<StaffUser> {
  return requireStaff(request, services, { roles: staffRoles });
}

/** The role the guards go by: a staff row without a known role counts as office (decision 032). */
export function staffRoleOf(staff: Pick<StaffUser, "staffRole">): StaffRole {
  return staff.staffRole === "owner" || staff.staffRole === "instructor" ? staff.staffRole : "office";
}

/**
 * Whether the request may see this part of the staff area at all (the request guard asks before
 * React Router runs; anyone else gets exactly what an unknown URL gets). Staff with a second
 * factor see all of it; staff not enrolled yet only their enrolment; the login's second step opens
 * to a real pending challenge (a signed, stored, unexpired two-factor cookie), never to a made-up
 * cookie. Pages still call requireStaff themselves.
 */
export async function mayOpenStaffArea(
  request: Request,
  services: AppServices,
  area: "enrol" | "verify" | "area",
): Promise<boolean> {
  const state = await getSessionState(request, services);
  if (state?.user.staff) return state.user.twoFactorEnabled || area === "enrol";
  if (area !== "verify") return false;
  return (await pendingSecondFactorUser(services.auth, request.headers)) !== null;
}
