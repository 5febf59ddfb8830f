import { courseApiUser } from "~/server/course/course-api.server";
import { readProgress } from "~/server/course/progress.server";
import { privateNoStore } from "~/server/platform/security-headers.server";
import { databaseContext } from "~/server/platform/request-context.server";
import { servicesOf } from "~/server/auth/app-services.server";
import type { Route } from "./+types/api.course.progress";

// The session's own course progress, { progress: { "1.1": true, … } }.
export async function loader({ request, context }: Route.LoaderArgs) {
  const caller = await courseApiUser(request, servicesOf(context));
  if (caller instanceof Response) return caller;
  const { progress } = await readProgress(context.get(databaseContext), caller.id);
  return Response.json({ progress }, { headers: privateNoStore });
}
