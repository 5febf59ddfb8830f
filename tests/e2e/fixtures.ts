// The browser tests' data, added before the test server takes the database (playwright.config.ts),
// after staff:add: each fixture file does its part when imported, one after the other, in this one
// process. One process for all: a Node start with tsx and an open of the database cost seconds
// each, a minute of a start where no test can run yet. A new fixture is appended to the list.
const fixtures = [
  "./failed-mails-fixture.ts",
  "./first-aid-past-date-fixture.ts",
  "./reviews-fixture.ts",
  "./plan-reminders-fixture.ts",
  "./office-week-fixture.ts",
  "./instructor-day-fixture.ts",
  "./lessons-fixture.ts",
  "./lesson-move-fixture.ts",
  "./enrolled-staff-fixture.ts",
  "./customers-fixture.ts",
];

for (const fixture of fixtures) await import(fixture);

export {};
