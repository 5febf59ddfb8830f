import type { AppServices } from "../request-context.server";
import { requireStaff, type StaffUser, staffNotFound } from "./staff-guard.server";
import { staffRoleOf } from "./team.server";

/**
 * The guard of the owner's pages and actions (the team, customers' data deletion): an office
 * member gets the same 404 as for an unknown URL, as anyone else does. The role is read from the
 * database on each request, so a demotion takes effect at the next click.
 */
export async function requireOwner(request: Request, services: AppServices): Promise<StaffUser> {
  const staff = await requireStaff(request, services);
  if ((await staffRoleOf(services.db, staff.id)) !== "owner") staffNotFound();
  return staff;
}

/** Whether the staff member may see the owner's pages (the navigation shows them only then). */
export async function isOwner(services: AppServices, staff: StaffUser): Promise<boolean> {
  return (await staffRoleOf(services.db, staff.id)) === "owner";
}
