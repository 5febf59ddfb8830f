import { courseApiUser } from "~/server/course/course-api.server";
import { gradeInput, recordGrade } from "~/server/review/review-grades.server";
import { databaseContext } from "~/server/platform/request-context.server";
import { servicesOf } from "~/server/auth/app-services.server";
import type { Route } from "./+types/api.course.review-grades";

// POST a grade of a review card (JSON, see gradeInput). 200 recorded or replayed
// (a key sent again is a no-op), 400 malformed, 401 no session, 403 no active access or the
// lesson was never opened, 404 unknown card, 409 graded against an older state of the card.
const noStore = { "Cache-Control": "private, no-store" };

export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return Response.json({ error: "method not allowed" }, { status: 405 });
  const caller = await courseApiUser(request, servicesOf(context));
  if (caller instanceof Response) return caller;
  const body: unknown = await request.json().catch(() => null);
  const input = gradeInput.safeParse(body);
  if (!input.success)
    return Response.json(
      { error: "malformed grade", issues: input.error.issues },
      { status: 400, headers: noStore },
    );
  const outcome = await recordGrade(context.get(databaseContext), caller.id, input.data);
  return Response.json(outcome, { status: outcome.status, headers: noStore });
}

export function loader() {
  return Response.json({ error: "method not allowed" }, { status: 405, headers: { Allow: "POST" } });
}
