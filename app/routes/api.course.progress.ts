import { courseApiUser } from "~/server/course/course-api.server";
import { readProgress } from "~/server/course/progress.server";
import { getDatabase } from "~/server/db.server";
import { privateNoStore } from "~/server/security-headers.server";
import type { Route } from "./+types/api.course.progress";

// The session's own course progress, { progress: { "1.1": true, … } }.
export async function loader({ request }: Route.LoaderArgs) {
  const caller = await courseApiUser(request);
  if (caller instanceof Response) return caller;
  const { progress } = await readProgress(await getDatabase(), caller.id);
  return Response.json({ progress }, { headers: privateNoStore });
}
