import type { CourseOfflineArgs } from "../course-offline";
import type { FirstAidBookingArgs } from "../first-aid-booking";
import type { FlashcardDeckArgs } from "../flashcard-deck";
import type { GuideChecklistArgs } from "../guide-checklist";
import type { LessonCompleteArgs } from "../lesson-complete";
import type { LessonOpenerArgs } from "../lesson-opener";
import type { LessonVisitArgs } from "../lesson-visit";
import type { LoginFieldsArgs } from "../login-fields";
import type { ReviewDeckArgs } from "../review-deck";
import type { SpeakGermanArgs } from "../speak-german";
import type { SubmitOnceArgs } from "../submit-once";
import type { VideoModalArgs } from "../video-modal";
import type { WelcomeRecheckArgs } from "../welcome-recheck";

/** Each page script (app/page-scripts/NAME.ts) by name, with the JSON its page hands it. */
export interface PageScriptArgs {
  "course-offline": CourseOfflineArgs;
  "first-aid-booking": FirstAidBookingArgs;
  "flashcard-deck": FlashcardDeckArgs;
  "guide-checklist": GuideChecklistArgs;
  "lesson-complete": LessonCompleteArgs;
  "lesson-opener": LessonOpenerArgs;
  "lesson-visit": LessonVisitArgs;
  "login-fields": LoginFieldsArgs;
  "review-deck": ReviewDeckArgs;
  "speak-german": SpeakGermanArgs;
  "submit-once": SubmitOnceArgs;
  "video-modal": VideoModalArgs;
  "welcome-recheck": WelcomeRecheckArgs;
}
