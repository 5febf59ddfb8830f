// Opening a lesson records a visit ("continue where you left off"), never through the lesson's
// GET (a prefetch, a prerender or a link preview would move it): the course page records it
// before it opens a lesson (lesson-opener), else the lesson once it is shown (lesson-visit).

/** Where the course page says it has recorded the visit of the lesson it opens. */
export const visitRecordedKey = "course-visit-recorded";
