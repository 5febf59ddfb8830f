import { getOptionalUser } from "../auth/current-user.server";
import type { AppServices } from "../auth/app-services.server";
import { courseAccessOf } from "./course-access-state.server";

/** The session's customer if their course access is active, else the JSON error to answer. */
export async function courseApiUser(
  request: Request,
  services: AppServices,
): Promise<{ id: string } | Response> {
  const user = await getOptionalUser(request, services);
  if (!user) return Response.json({ error: "unauthenticated" }, { status: 401 });
  const access = await courseAccessOf(services.db, user.id);
  if (access.state !== "active") return Response.json({ error: "permission denied" }, { status: 403 });
  return { id: user.id };
}
