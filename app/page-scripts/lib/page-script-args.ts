import type { CourseOfflineArgs } from "../course-offline";
import type { ReviewDeckArgs } from "../review-deck";
import type { SubmitOnceArgs } from "../submit-once";
import type { WelcomeRecheckArgs } from "../welcome-recheck";

/** Each page script (app/page-scripts/NAME.ts) by name, with the JSON its page hands it. */
export interface PageScriptArgs {
  "course-offline": CourseOfflineArgs;
  "review-deck": ReviewDeckArgs;
  "submit-once": SubmitOnceArgs;
  "welcome-recheck": WelcomeRecheckArgs;
}
