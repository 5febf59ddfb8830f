import { findLesson } from "~/content/course/modules";
import { courseApiUser } from "~/server/course/course-api.server";
import { markComplete, recordVisit } from "~/server/course/progress.server";
import { privateNoStore } from "~/server/platform/security-headers.server";
import { databaseContext } from "~/server/platform/request-context.server";
import { servicesOf } from "~/server/auth/app-services.server";
import type { Route } from "./+types/api.course.lesson-event";

// A lesson opened or completed: POST …/lessons/:sid/visit records a visit, …/complete marks
// the lesson complete (idempotent). 400 malformed id, 401 no session, 403 no access, 404 unknown.
export async function action({ request, params, context }: Route.ActionArgs) {
  if (request.method !== "POST") return Response.json({ error: "method not allowed" }, { status: 405 });
  const sid = params.sid ?? "";
  if (!/^\d{1,2}\.\d{1,2}$/.test(sid))
    return Response.json({ error: "malformed lesson id" }, { status: 400 });
  const caller = await courseApiUser(request, servicesOf(context));
  if (caller instanceof Response) return caller;
  if (!findLesson(sid)) return Response.json({ error: "unknown lesson" }, { status: 404 });
  const db = context.get(databaseContext);
  if (params.event === "visit") await recordVisit(db, caller.id, sid);
  else if (params.event === "complete") await markComplete(db, caller.id, sid);
  else return Response.json({ error: "unknown event" }, { status: 404 });
  return Response.json({ success: true }, { headers: privateNoStore });
}

export function loader() {
  return Response.json({ error: "method not allowed" }, { status: 405, headers: { Allow: "POST" } });
}
