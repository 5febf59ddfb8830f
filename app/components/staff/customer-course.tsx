import { Form } from "react-router";
import { formatPercent } from "~/i18n/format";
import { plural } from "~/i18n/plural";
import type { Locale } from "~/i18n/locale";
import type { StaffCustomersTexts } from "~/i18n/messages/staff-customers-en";
import type { CustomerPageData } from "~/server/staff/customers-page.server";
import { FieldError, fieldProps } from "./field-error";
import { fill } from "~/i18n/fill";
import { formatDay, formatMoment } from "~/i18n/format";

// Course access end, progress and last activity; access extended by whole months.

const monthChoices = Array.from({ length: 12 }, (_, i) => i + 1);

interface Props {
  t: StaffCustomersTexts;
  locale: Locale;
  course: NonNullable<CustomerPageData["course"]>;
  formKey: string;
  errors: Record<string, string | undefined>;
}

export function CustomerCourse({ t, locale, course, formKey, errors }: Props) {
  const c = t.customer.course;
  const access =
    course.state === "none" || !course.endsAt
      ? c.none
      : fill(course.state === "active" ? c.active : c.expired, { date: formatDay(course.endsAt, locale) });
  return (
    <section aria-labelledby="course-heading">
      <h2 id="course-heading">{c.heading}</h2>
      <p>{access}</p>
      <p>
        {plural(c.progress, course.total, locale, {
          completed: course.completed,
          percent: formatPercent(course.percent, locale),
        })}{" "}
        {course.lastLesson ? fill(c.lastLesson, { lesson: course.lastLesson }) : c.noActivity}{" "}
        {course.lastActivity
          ? fill(c.lastActivity, { date: formatMoment(course.lastActivity, locale) })
          : null}
      </p>
      <p>
        {fill(c.review, {
          cards: course.review.cards,
          reviewed: course.review.reviewed,
          due: course.review.dueToday,
        })}{" "}
        {course.review.lastReviewAt
          ? fill(c.lastReview, { date: formatMoment(course.review.lastReviewAt, locale) })
          : c.noReview}
      </p>
      {course.hasCourse ? (
        <Form method="post" className="stack-form staff-inline-form">
          <input type="hidden" name="intent" value="extend" />
          <input type="hidden" name="key" value={formKey} />
          <label htmlFor="extend-months">{c.extendLabel}</label>
          <select name="months" defaultValue="1" {...fieldProps("extend-months", errors.months)}>
            {monthChoices.map((months) => (
              <option key={months} value={months}>
                {months}
              </option>
            ))}
          </select>
          <FieldError id="extend-months" error={errors.months} />
          <p className="staff-hint">{c.extendHint}</p>
          <button type="submit" className="button button-primary">
            {c.extend}
          </button>
        </Form>
      ) : (
        <p>{c.noCourse}</p>
      )}
    </section>
  );
}
