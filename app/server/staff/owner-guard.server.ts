import type { AppServices } from "../auth/app-services.server";
import { requireStaff, type StaffUser, staffNotFound } from "./staff-guard.server";

/**
 * The guard of the owner's pages and actions (the team, customers' data requests): an office
 * member gets the same 404 as for an unknown URL, as anyone else does. The role comes with the
 * staff session, which is always read from the database (decision 012), so a demotion takes effect
 * at the next click and costs no statement of its own.
 */
export async function requireOwner(request: Request, services: AppServices): Promise<StaffUser> {
  const staff = await requireStaff(request, services);
  if (!isOwner(staff)) staffNotFound();
  return staff;
}

/** Whether the staff member may see the owner's pages (the navigation shows them only then). */
export function isOwner(staff: StaffUser): boolean {
  return staff.staffRole === "owner";
}
