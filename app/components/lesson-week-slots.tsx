import type { ReactNode } from "react";
import { fill } from "~/i18n/fill";
import type { SlotChoices } from "~/server/lessons/slot-choices.server";

// One week of free times, under their Frankfurt day, with links to the week before and after:
// the customer's lessons page and the office's page of a customer list them alike, for booking or
// for moving a lesson. Each time is the form the page gives (`children`), inside the markup the
// checks read (`data-lesson-slot`, `data-instructor`). Plain links and forms: no script.

type Slot = SlotChoices["slots"][number];

export function LessonWeekSlots({
  offered,
  texts,
  none,
  children,
}: {
  offered: SlotChoices;
  texts: { heading: string; earlier: string; later: string };
  /** Said when the week has no free time. */
  none: string;
  children: (slot: Slot) => ReactNode;
}) {
  const { week } = offered;
  return (
    <div className="lesson-week" data-lesson-week={week.monday}>
      <h3>{fill(texts.heading, { first: week.first, last: week.last })}</h3>
      <WeekLinks week={week} texts={texts} />
      {offered.slots.length === 0 ? <p>{none}</p> : null}
      {slotDays(offered.slots).map(([day, slots]) => (
        <section key={day} className="lesson-slot-day">
          <h4>{day}</h4>
          <ul className="lesson-slots">
            {slots.map((slot) => (
              <li
                key={`${slot.start} ${slot.instructorId}`}
                data-lesson-slot={slot.start}
                data-instructor={slot.instructorId}
              >
                {children(slot)}
              </li>
            ))}
          </ul>
        </section>
      ))}
      {offered.slots.length > 12 ? <WeekLinks week={week} texts={texts} /> : null}
    </div>
  );
}

function WeekLinks({
  week,
  texts,
}: {
  week: SlotChoices["week"];
  texts: { earlier: string; later: string };
}) {
  if (!week.earlier && !week.later) return null;
  return (
    <p className="lesson-week-links">
      {week.earlier ? (
        <a href={week.earlier} rel="prev" data-week-link="earlier">
          {texts.earlier}
        </a>
      ) : null}
      {week.later ? (
        <a href={week.later} rel="next" data-week-link="later">
          {texts.later}
        </a>
      ) : null}
    </p>
  );
}

/** The free times under their day, in the order given (the soonest first). */
function slotDays(slots: readonly Slot[]): [string, Slot[]][] {
  const days = new Map<string, Slot[]>();
  for (const slot of slots) days.set(slot.day, [...(days.get(slot.day) ?? []), slot]);
  return [...days];
}
