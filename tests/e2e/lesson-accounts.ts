// The lesson tests' customers, made by tests/e2e/lessons-fixture.ts before the server starts.
export const e2eLessonCustomers = {
  en: "e2e-lessons-en@example.com",
  es: "e2e-lessons-es@example.com",
} as const;
export const E2E_LESSON_PASSWORD = "lessons in frankfurt for e2e";
