import { redirect } from "react-router";
import { localeFromPath, localizePath } from "~/i18n/locale";
import { type CurrentUser, requireUserSession } from "../auth/current-user.server";
import type { AppServices } from "../auth/app-services.server";
import { type CourseAccess, courseAccessOf } from "./course-access-state.server";

/**
 * A visitor goes to the login page and back; a customer without the course goes to
 * the sales page with a short explanation. Expired access is left to the caller (the course page
 * shows it, lessons refuse it).
 */
export async function requireCourseCustomer(
  request: Request,
  services: AppServices,
): Promise<{ user: CurrentUser; access: Exclude<CourseAccess, { state: "none" }>; sessionEndsAt: Date }> {
  const { user, sessionEndsAt } = await requireUserSession(request, services);
  const access = await courseAccessOf(services.db, user.id);
  if (access.state === "none") {
    const locale = localeFromPath(new URL(request.url).pathname);
    throw redirect(`${localizePath("/understand-the-examiner", locale)}?access=none`);
  }
  return { user, access, sessionEndsAt };
}
