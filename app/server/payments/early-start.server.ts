import type Stripe from "stripe";
import { type IsoDate, todayInSchoolTimeZone } from "~/content/schedule";

// A first-aid course is a service, not a leisure event of § 312g (2) Nr. 9 BGB (it is a
// qualification a licence requires), so the buyer has the 14-day right of withdrawal. A course
// date inside that period may only be served when the buyer expressly asks for the start before
// the period ends (§ 356 (4) BGB) and acknowledges that a withdrawal then costs a proportionate
// amount (§ 357a (2) BGB) and that the right lapses once the course is fully given. The payment
// page asks with a required custom field; our simulated checkout with a required box that it
// reports the same way. The purchase records when and which wording (Art. 246a § 1 (2) EGBGB:
// the school must show it), and the confirmation mail repeats it on a durable medium (§ 312f (2) BGB).

/** The withdrawal period in days (§ 355 (2) BGB). */
export const WITHDRAWAL_DAYS = 14;

/** The key of the first-aid payment links' custom field (letters and digits only). */
export const EARLY_START_FIELD = "earlystart";
/** The one option of that required dropdown: choosing it is the request. */
export const EARLY_START_VALUE = "yes";
/**
 * The version of the request's wording (the catalogs' `earlyStart` texts): raised whenever those
 * texts change, so a recorded request names the words the buyer saw.
 */
export const EARLY_START_TEXT_VERSION = "2026-11-28";

/**
 * Whether a course on `courseDate` starts within the withdrawal period of a contract made on
 * `contractDay`: the period runs 14 days from the day after it (§§ 355 (2), 187 (1), 188 (1) BGB),
 * so a course on the 14th day after is still inside it.
 */
export function startsWithinWithdrawalPeriod(courseDate: IsoDate, contractDay: IsoDate): boolean {
  const end = new Date(`${contractDay}T00:00:00Z`);
  end.setUTCDate(end.getUTCDate() + WITHDRAWAL_DAYS);
  return courseDate <= end.toISOString().slice(0, 10);
}

/** The custom field as the provider reports it in a completed checkout session. */
export function earlyStartField(given: boolean) {
  return {
    key: EARLY_START_FIELD,
    label: { type: "custom", custom: "Start before the withdrawal period ends (§ 356 (4) BGB)" },
    type: "dropdown",
    optional: false,
    dropdown: {
      options: [{ label: "Yes, I ask you to start early", value: EARLY_START_VALUE }],
      value: given ? EARLY_START_VALUE : null,
    },
  };
}

/** Whether the completed checkout carries the buyer's early-start request. */
export function earlyStartRequested(session: { custom_fields?: unknown }): boolean {
  // Read defensively: a signed event may still carry anything here, and the purchase must stand.
  const fields: unknown[] = Array.isArray(session.custom_fields) ? session.custom_fields : [];
  const field = fields.find(
    (entry): entry is Partial<Stripe.Checkout.Session.CustomField> =>
      typeof entry === "object" && entry !== null && (entry as { key?: unknown }).key === EARLY_START_FIELD,
  );
  const dropdown: unknown = field?.dropdown;
  return (
    typeof dropdown === "object" &&
    dropdown !== null &&
    (dropdown as { value?: unknown }).value === EARLY_START_VALUE
  );
}

/** Whether the checkout of a first-aid seat on `courseDate` must ask for the early start today. */
export function asksForEarlyStart(
  product: { firstAidLanguage?: unknown },
  courseDate: IsoDate | null,
  today: IsoDate = todayInSchoolTimeZone(),
): boolean {
  return Boolean(product.firstAidLanguage && courseDate && startsWithinWithdrawalPeriod(courseDate, today));
}
