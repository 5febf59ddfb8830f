import { lessonRules } from "~/content/lessons";
import { fill } from "~/i18n/fill";

/**
 * A lesson refusal's text with the rules it cites filled in, the same for the customer's page and
 * the office's: moving ends where free cancelling ends; booking needs its own, shorter notice.
 */
export function fillRefusal(template: string, refusal: string): string {
  return fill(template, {
    hours: String(
      refusal === "tooLateToMove" ? lessonRules.freeCancellationHours : lessonRules.minimumNoticeHours,
    ),
    weeks: String(lessonRules.horizonWeeks),
    count: String(lessonRules.maxLessonsPerWeek),
  });
}
