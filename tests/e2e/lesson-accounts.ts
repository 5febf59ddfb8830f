// The lesson tests' customers, made by tests/e2e/lessons-fixture.ts before the server starts.
export const e2eLessonCustomers = {
  en: "e2e-lessons-en@example.com",
  es: "e2e-lessons-es@example.com",
} as const;
export const E2E_LESSON_PASSWORD = "lessons in frankfurt for e2e";

// tests/e2e/lesson-move.spec.ts, made by tests/e2e/lesson-move-fixture.ts: per language a customer
// who moves their own lesson (booked two days ahead) and one whose lesson (in 20 hours) the office
// moves, with an instructor of their own who teaches in German only, so the other lesson tests,
// which ask for English or Spanish, never offer or take its times.
export const e2eMoveCustomers = {
  en: { self: "e2e-move-en@example.com", byOffice: "e2e-move-office-en@example.com" },
  es: { self: "e2e-move-es@example.com", byOffice: "e2e-move-office-es@example.com" },
} as const;
export const e2eMoveInstructor = (language: "en" | "es") => `e2e-move-teacher-${language}`;
export const e2eMoveOfficeCustomerId = (language: "en" | "es") => `e2e-move-office-${language}`;
