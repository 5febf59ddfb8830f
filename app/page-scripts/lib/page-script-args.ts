import type { ReviewDeckArgs } from "../review-deck";

/** Each page script (app/page-scripts/NAME.ts) by name, with the JSON its page hands it. */
export interface PageScriptArgs {
  "review-deck": ReviewDeckArgs;
}
