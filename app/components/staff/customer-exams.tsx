import { Form } from "react-router";
import { formatMoment } from "~/i18n/format";
import type { Locale } from "~/i18n/locale";
import type { StaffExamsSection } from "~/server/exams/staff-exams-page.server";
import { FieldError, fieldProps } from "./field-error";

// The customer's exams on the staff customer page: each with its date, centre, price and result,
// the forms to move or cancel it and to record its result, and below the form to record a new
// appointment (a practical one optionally with its instructor and car, or as the repetition of a
// failed one). Plain HTML forms with the page's one-time key.

interface Props {
  section: StaffExamsSection;
  locale: Locale;
  formKey: string;
  /** The refused form's name ("exam-add" or "exam:<id>") and its errors. */
  refused: { form: string; errors: Record<string, string> } | null;
}

export function CustomerExams({ section, locale, formKey, refused }: Props) {
  const t = section.texts;
  const s = t.staff;
  const errorsOf = (form: string) => (refused?.form === form ? refused.errors : {});
  const added = errorsOf("exam-add");
  return (
    <section aria-labelledby="exams-heading" id="exams">
      <h2 id="exams-heading">{s.heading}</h2>
      {section.exams.length === 0 ? <p>{s.empty}</p> : null}
      {section.exams.map((exam) => {
        const errors = errorsOf(`exam:${exam.id}`);
        const open = !exam.cancelledAt;
        return (
          <article
            key={exam.id}
            className="staff-exam"
            data-exam={exam.id}
            data-kind={exam.kind}
            data-result={exam.result ?? ""}
          >
            <h3>
              {t.kinds[exam.kind]} · {formatMoment(exam.startsAt, locale)}
              {exam.cancelledAt ? ` · ${s.cancelled}` : ""}
            </h3>
            <dl className="staff-details">
              <dt>{s.centre}</dt>
              <dd>{exam.testingCentre}</dd>
              {exam.instructorName ? (
                <>
                  <dt>{s.instructor}</dt>
                  <dd>
                    {exam.instructorName}
                    {exam.carName ? ` · ${exam.carName}` : ""}
                  </dd>
                </>
              ) : null}
              <dt>{s.price}</dt>
              <dd>{exam.price}</dd>
              <dt>{s.result}</dt>
              <dd>{exam.result ? t.results[exam.result] : t.results.none}</dd>
              {exam.repetitionPaidAt ? (
                <>
                  <dt>{s.repetition}</dt>
                  <dd data-repetition-paid={exam.repetitionPaidAt}>
                    {s.repetitionPaid} · {formatMoment(exam.repetitionPaidAt, locale)}
                  </dd>
                </>
              ) : null}
            </dl>
            {errors.form || errors.examId || (!exam.resultOpen && errors.result) ? (
              <p className="notification notification-error" role="alert">
                {errors.form ?? errors.examId ?? errors.result}
              </p>
            ) : null}
            {open ? (
              <>
                {exam.resultOpen ? (
                  <Form method="post" className="inline-form">
                    <input type="hidden" name="intent" value="exam-result" />
                    <input type="hidden" name="key" value={formKey} />
                    <input type="hidden" name="examId" value={exam.id} />
                    <label htmlFor={`result-${exam.id}`}>{s.fields.result}</label>
                    <select
                      name="result"
                      defaultValue={exam.result ?? ""}
                      {...fieldProps(`result-${exam.id}`, errors.result)}
                    >
                      <option value="">{t.results.none}</option>
                      <option value="passed">{t.results.passed}</option>
                      <option value="failed">{t.results.failed}</option>
                    </select>
                    <FieldError id={`result-${exam.id}`} error={errors.result} />
                    <button type="submit" className="button button-secondary">
                      {s.recordResult}
                    </button>
                  </Form>
                ) : (
                  <p>{s.resultLater}</p>
                )}
                <Form method="post" className="inline-form">
                  <input type="hidden" name="intent" value="exam-move" />
                  <input type="hidden" name="key" value={formKey} />
                  <input type="hidden" name="examId" value={exam.id} />
                  <label htmlFor={`day-${exam.id}`}>{s.fields.day}</label>
                  <input
                    type="date"
                    name="day"
                    required
                    defaultValue={exam.day}
                    {...fieldProps(`day-${exam.id}`, errors.day)}
                  />
                  <FieldError id={`day-${exam.id}`} error={errors.day} />
                  <label htmlFor={`time-${exam.id}`}>{s.fields.time}</label>
                  <input
                    type="time"
                    name="time"
                    required
                    defaultValue={exam.time}
                    {...fieldProps(`time-${exam.id}`, errors.time)}
                  />
                  <FieldError id={`time-${exam.id}`} error={errors.time} />
                  <label htmlFor={`centre-${exam.id}`}>{s.fields.centre}</label>
                  <input
                    type="text"
                    name="centre"
                    required
                    maxLength={120}
                    defaultValue={exam.testingCentre}
                    {...fieldProps(`centre-${exam.id}`, errors.centre)}
                  />
                  <FieldError id={`centre-${exam.id}`} error={errors.centre} />
                  {exam.kind === "practical" ? (
                    <>
                      <label htmlFor={`instructor-${exam.id}`}>{s.fields.instructor}</label>
                      <select
                        name="instructorId"
                        defaultValue={exam.instructorId ?? ""}
                        {...fieldProps(`instructor-${exam.id}`, errors.instructorId)}
                      >
                        <option value="">{s.none}</option>
                        {/* An instructor no longer active stays chosen until the office changes it. */}
                        {exam.instructorId &&
                        !section.instructors.some((one) => one.id === exam.instructorId) ? (
                          <option value={exam.instructorId}>{exam.instructorName}</option>
                        ) : null}
                        {section.instructors.map((instructor) => (
                          <option key={instructor.id} value={instructor.id}>
                            {instructor.name}
                          </option>
                        ))}
                      </select>
                      <FieldError id={`instructor-${exam.id}`} error={errors.instructorId} />
                      <label htmlFor={`car-${exam.id}`}>{s.fields.car}</label>
                      <select
                        name="carId"
                        defaultValue={exam.carId ?? ""}
                        {...fieldProps(`car-${exam.id}`, errors.carId)}
                      >
                        <option value="">{s.none}</option>
                        {exam.carId && !section.cars.some((one) => one.id === exam.carId) ? (
                          <option value={exam.carId}>{exam.carName}</option>
                        ) : null}
                        {section.cars.map((car) => (
                          <option key={car.id} value={car.id}>
                            {car.name}
                          </option>
                        ))}
                      </select>
                      <FieldError id={`car-${exam.id}`} error={errors.carId} />
                    </>
                  ) : null}
                  <button type="submit" className="button button-secondary">
                    {s.move}
                  </button>
                </Form>
                <Form method="post" className="inline-form">
                  <input type="hidden" name="intent" value="exam-cancel" />
                  <input type="hidden" name="key" value={formKey} />
                  <input type="hidden" name="examId" value={exam.id} />
                  <button type="submit" className="button button-secondary">
                    {s.cancel}
                  </button>
                </Form>
              </>
            ) : null}
          </article>
        );
      })}
      <h3>{s.addHeading}</h3>
      {added.form ? (
        <p className="notification notification-error" role="alert">
          {added.form}
        </p>
      ) : null}
      <Form method="post" className="stack-form">
        <input type="hidden" name="intent" value="exam-add" />
        <input type="hidden" name="key" value={formKey} />
        <label htmlFor="exam-kind">{s.fields.kind}</label>
        <select name="kind" required defaultValue="practical" {...fieldProps("exam-kind", added.kind)}>
          <option value="theory">{t.kinds.theory}</option>
          <option value="practical">{t.kinds.practical}</option>
        </select>
        <FieldError id="exam-kind" error={added.kind} />
        <label htmlFor="exam-day">{s.fields.day}</label>
        <input type="date" name="day" required {...fieldProps("exam-day", added.day)} />
        <FieldError id="exam-day" error={added.day} />
        <label htmlFor="exam-time">{s.fields.time}</label>
        <input type="time" name="time" required {...fieldProps("exam-time", added.time)} />
        <FieldError id="exam-time" error={added.time} />
        <label htmlFor="exam-centre">{s.fields.centre}</label>
        <input
          type="text"
          name="centre"
          required
          maxLength={120}
          {...fieldProps("exam-centre", added.centre)}
        />
        <FieldError id="exam-centre" error={added.centre} />
        <label htmlFor="exam-instructor">
          {s.fields.instructor} ({s.optional})
        </label>
        <select name="instructorId" defaultValue="" {...fieldProps("exam-instructor", added.instructorId)}>
          <option value="">{s.none}</option>
          {section.instructors.map((instructor) => (
            <option key={instructor.id} value={instructor.id}>
              {instructor.name}
            </option>
          ))}
        </select>
        <FieldError id="exam-instructor" error={added.instructorId} />
        <label htmlFor="exam-car">
          {s.fields.car} ({s.optional})
        </label>
        <select name="carId" defaultValue="" {...fieldProps("exam-car", added.carId)}>
          <option value="">{s.none}</option>
          {section.cars.map((car) => (
            <option key={car.id} value={car.id}>
              {car.name}
            </option>
          ))}
        </select>
        <FieldError id="exam-car" error={added.carId} />
        {section.failedPractical.length ? (
          <>
            <label htmlFor="exam-repetition">{s.fields.repetitionOf}</label>
            <select
              name="repetitionOf"
              defaultValue={section.repetitionDueOf ?? ""}
              {...fieldProps("exam-repetition", added.repetitionOf)}
            >
              <option value="">{s.notRepetition}</option>
              {section.failedPractical.map((exam) => (
                <option key={exam.id} value={exam.id}>
                  {t.kinds.practical} · {formatMoment(exam.startsAt, locale)}
                </option>
              ))}
            </select>
            <FieldError id="exam-repetition" error={added.repetitionOf} />
          </>
        ) : null}
        <button type="submit" className="button button-primary">
          {s.add}
        </button>
      </Form>
    </section>
  );
}
