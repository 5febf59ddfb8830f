import { Form } from "react-router";
import type { StaffLessonsTexts } from "~/i18n/messages/staff-lessons-en";
import type { StaffLessonsView } from "~/server/lessons/staff-lessons-page.server";
import { LessonWeekSlots } from "../lesson-week-slots";
import { FormKey } from "./form-key";

// The office's page of a customer's lessons: a week's free times to book for the customer, or to
// move one of their lessons to. Each time a plain form with the page's one-time key.

/** The time and the instructor, as shown: the day's heading above gives the date (no aria-label that would differ from it). */
function SlotButton({ time, instructor }: { time: string; instructor: string }) {
  return (
    <button type="submit" className="button button-secondary">
      <strong>{time}</strong>
      <span className="lesson-slot-instructor" lang="" translate="no">
        {instructor}
      </span>
    </button>
  );
}

export function StaffBookingSlots({ view, t }: { view: StaffLessonsView; t: StaffLessonsTexts }) {
  const { choice, slots, week } = view;
  if (!choice || !slots || !week) return null;
  return (
    <LessonWeekSlots offered={{ slots, week }} texts={t.week} none={t.book.none}>
      {(slot) => (
        <Form method="post">
          <FormKey />
          <input type="hidden" name="intent" value="book" />
          <input type="hidden" name="kind" value={choice.kind} />
          <input type="hidden" name="transmission" value={choice.transmission} />
          <input type="hidden" name="language" value={choice.language ?? ""} />
          <input type="hidden" name="pickup" value={choice.pickup} />
          <input type="hidden" name="start" value={slot.start} />
          <input type="hidden" name="instructor" value={slot.instructorId} />
          <input type="hidden" name="car" value={slot.carId} />
          <SlotButton time={slot.time} instructor={slot.instructor} />
        </Form>
      )}
    </LessonWeekSlots>
  );
}

export function StaffMoveSlots({
  view,
  t,
  pagePath,
}: {
  view: StaffLessonsView;
  t: StaffLessonsTexts;
  pagePath: string;
}) {
  const move = view.move;
  if (!move) return null;
  return (
    <section className="lesson-move" id="move" data-moving-lesson={move.lessonId}>
      <h2>{move.heading}</h2>
      <p>{t.move.intro}</p>
      <LessonWeekSlots offered={move} texts={t.week} none={t.move.none}>
        {(slot) => (
          <Form method="post">
            <FormKey />
            <input type="hidden" name="intent" value="move" />
            <input type="hidden" name="lesson" value={move.lessonId} />
            <input type="hidden" name="start" value={slot.start} />
            <input type="hidden" name="instructor" value={slot.instructorId} />
            <input type="hidden" name="car" value={slot.carId} />
            <SlotButton time={slot.time} instructor={slot.instructor} />
          </Form>
        )}
      </LessonWeekSlots>
      <p>
        <a href={pagePath}>{t.move.keep}</a>
      </p>
    </section>
  );
}
