import type { CheckAnswer, CheckForm } from "~/content/licence-rules/view";
import { type IsoDate, todayInSchoolTimeZone } from "~/content/schedule";
import { textsIn } from "~/i18n/catalogs.server";
import type { Locale } from "~/i18n/locale";
import type { LicenceCheckTexts } from "~/i18n/messages/licence-check-en";
import type { Database } from "../platform/db.server";
import { nextFirstAidAppointment } from "../first-aid/offered-dates.server";
import { buildAnswer } from "./answer.server";
import { buildForm } from "./form.server";
import { isAnswerable, parseCheckQuery } from "./query.server";
import { rule } from "./rules.server";

// The licence check page's data: the form with its messages, and the answer once the
// query can be answered. Bad input → 400 with the message on the form, never an exception.

export interface LicenceCheckPage {
  texts: LicenceCheckTexts;
  form: CheckForm;
  answer: CheckAnswer | null;
}

export interface LicenceCheckOptions {
  locale: Locale;
  publicUrl: string;
  /** Asked only when the answer offers the first-aid course (its next date with a free seat). */
  db: Database;
  today?: IsoDate;
}

export async function licenceCheckPage(
  params: URLSearchParams,
  { locale, publicUrl, db, today = todayInSchoolTimeZone() }: LicenceCheckOptions,
): Promise<{ status: 200 | 400; page: LicenceCheckPage }> {
  const language = textsIn("licenceCheck", locale);
  const query = parseCheckQuery(params, today);
  const form = buildForm(query, locale, language, today);
  const status = Object.keys(query.errors).length > 0 ? 400 : 200;
  if (!isAnswerable(query)) return { status, page: { texts: language.texts, form, answer: null } };

  const needsFirstAid = rule(query.place, query.classCode).firstAid === "yes";
  const firstAidDate = needsFirstAid ? (await nextFirstAidAppointment(db, locale, today))?.date : undefined;
  const answer = buildAnswer(query, {
    locale,
    language,
    today,
    publicUrl,
    ...(firstAidDate ? { firstAidDate } : {}),
  });
  return { status, page: { texts: language.texts, form, answer } };
}
