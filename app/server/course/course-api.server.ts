import { getOptionalUser } from "../current-user.server";
import { getDatabase } from "../db.server";
import { courseAccessOf } from "./course-access-state.server";

/** The session's customer if their course access is active, else the JSON error to answer. */
export async function courseApiUser(request: Request): Promise<{ id: string } | Response> {
  const user = await getOptionalUser(request);
  if (!user) return Response.json({ error: "unauthenticated" }, { status: 401 });
  const access = await courseAccessOf(await getDatabase(), user.id);
  if (access.state !== "active") return Response.json({ error: "permission denied" }, { status: 403 });
  return { id: user.id };
}
