// Read at a glance: every page, its English path (Spanish is the same under /es) and
// its route module. app/routes.ts builds the router from this list; the sitemap and the
// browser tests read it too, so a page added here is routed, listed and tested in both languages.

export type PageKey = (typeof pages)[number]["key"];

export interface PageEntry {
  key: string;
  /** English path without the leading slash; "" is the home page. */
  path: string;
  file: string;
  /** Bare pages hide the header and footer. */
  bare?: boolean;
  /** Account pages need a session (login-protected routes). */
  account?: boolean;
  /** Pages that are served but not listed in the sitemap (transactional pages, the account area). */
  unlisted?: boolean;
  /**
   * Query parameters that make a URL personal (a payment session, a set-password token, an
   * address): such a URL says noindex. The bare page may be indexed (decision 010).
   */
  privateParams?: readonly string[];
  /**
   * Never in search results, with no canonical or hreflang link: a page that exists only for its
   * query (a product's checkout), whose bare URL is a 404 such a link would point to.
   */
  noindex?: boolean;
  /** A query the page needs to show its content (used by tests and tools). */
  sampleQuery?: string;
}

export const pages = [
  { key: "home", path: "", file: "routes/home.tsx" },
  { key: "aboutUs", path: "about-us", file: "routes/about-us.tsx" },
  { key: "successStories", path: "success-stories", file: "routes/success-stories.tsx" },
  { key: "servicesPrices", path: "services-prices", file: "routes/services-prices.tsx" },
  { key: "conversionAssistance", path: "conversion-assistance", file: "routes/conversion-assistance.tsx" },
  {
    key: "understandTheExaminer",
    path: "understand-the-examiner",
    file: "routes/understand-the-examiner.tsx",
  },
  { key: "highIntenseTraining", path: "high-intense-training", file: "routes/high-intense-training.tsx" },
  { key: "weeklyClasses", path: "weekly-classes", file: "routes/weekly-classes.tsx" },
  { key: "techquestions", path: "techquestions", file: "routes/tech-questions-flipbook.tsx", bare: true },
  { key: "blog", path: "blog", file: "routes/blog.tsx" },
  { key: "blogPostExample", path: "blog-post-example", file: "routes/blog-post-example.tsx" },
  { key: "highwaySignQuiz", path: "highway-sign-quiz", file: "routes/highway-sign-quiz.tsx" },
  { key: "familyDayTrips", path: "family-day-trips", file: "routes/family-day-trips.tsx" },
  {
    key: "spanishFirstAidCourse",
    path: "spanish-first-aid-course",
    file: "routes/spanish-first-aid-course.tsx",
  },
  {
    key: "englishFirstAidCourse",
    path: "english-first-aid-course",
    file: "routes/english-first-aid-course.tsx",
  },
  { key: "freeGift", path: "free-gift", file: "routes/free-gift.tsx" },
  { key: "legalNotice", path: "legal-notice", file: "routes/legal-notice.tsx" },
  { key: "contactInformation", path: "contact-information", file: "routes/contact-information.tsx" },
  { key: "privacyPolicy", path: "privacy-policy", file: "routes/privacy-policy.tsx" },
  // How reviews are invited, checked and published (§ 5b (3) UWG); every review list links here.
  { key: "howWeCheckReviews", path: "how-we-check-reviews", file: "routes/how-we-check-reviews.tsx" },
  { key: "termsOfService", path: "terms-of-service", file: "routes/terms-of-service.tsx" },
  {
    key: "welcome",
    path: "welcome",
    file: "routes/welcome.tsx",
    unlisted: true,
    privateParams: ["session_id"],
  },
  { key: "test", path: "test", file: "routes/licence-conversion-guide.tsx", bare: true },
  {
    key: "licenceCheck",
    path: "licence-check",
    file: "routes/licence-check.tsx",
    // A listed licence with a class select, an unlisted class and a date: every part of the answer.
    sampleQuery: "?country=CA&region=CA-ON&class=other&since=2026-01-15",
  },
  { key: "login", path: "login", file: "routes/login.tsx" },
  { key: "forgotPassword", path: "forgot-password", file: "routes/forgot-password.tsx", unlisted: true },
  {
    key: "setPassword",
    path: "set-password",
    file: "routes/set-password.tsx",
    unlisted: true,
    privateParams: ["token"],
  },
  {
    key: "checkout",
    path: "checkout",
    file: "routes/checkout.tsx",
    unlisted: true,
    bare: true,
    noindex: true,
    privateParams: ["email"],
    sampleQuery: "?product=examiner-course",
  },
  { key: "flashcard", path: "flashcard", file: "routes/flashcard.tsx" },
  { key: "coursedemo1", path: "coursedemo1", file: "routes/sample-lesson-1-3.tsx", bare: true },
  { key: "coursedemo2", path: "coursedemo2", file: "routes/sample-lesson-3-7.tsx", bare: true },
  { key: "courseguarantee", path: "courseguarantee", file: "routes/courseguarantee.tsx", bare: true },
  { key: "englishTheoryLessons", path: "english-theory-lessons", file: "routes/english-theory-lessons.tsx" },
  { key: "myAccount", path: "my-account", file: "routes/my-account.tsx", account: true, unlisted: true },
  // The customer's copy of their data and their deletion request (the JSON file: app/routes.ts).
  { key: "myData", path: "my-account/data", file: "routes/my-data.tsx", account: true, unlisted: true },
  { key: "mycourse", path: "mycourse", file: "routes/course-overview.tsx", account: true, unlisted: true },
  {
    key: "myAssistance",
    path: "my-assistance",
    file: "routes/my-assistance.tsx",
    account: true,
    unlisted: true,
  },
  // The customer's own conversion plan: deadlines and documents from their dates.
  {
    key: "myConversion",
    path: "my-conversion",
    file: "routes/my-conversion.tsx",
    account: true,
    unlisted: true,
  },
  // The spaced review of the examiner phrases, bare like the lesson player.
  { key: "review", path: "review", file: "routes/review.tsx", account: true, unlisted: true, bare: true },
  { key: "module", path: "module", file: "routes/lesson.tsx", account: true, unlisted: true, bare: true },
  {
    key: "myWeeklyClasses",
    path: "my-weekly-classes",
    file: "routes/my-weekly-classes.tsx",
    account: true,
    unlisted: true,
  },
  {
    key: "myHighIntenseProgram",
    path: "my-high-intense-program",
    file: "routes/my-high-intense-program.tsx",
    account: true,
    unlisted: true,
  },
  // The customer's training record: driven lessons with the instructor's notes, printable.
  {
    key: "myLessonsRecord",
    path: "my-lessons/record",
    file: "routes/my-lessons-record.tsx",
    account: true,
    unlisted: true,
  },
  // The customer's driving lessons: balance, free times, booking and cancelling.
  { key: "myLessons", path: "my-lessons", file: "routes/my-lessons.tsx", account: true, unlisted: true },
] as const satisfies readonly PageEntry[];

/**
 * Redirect-only paths, answered with a 301 that keeps the language. A target starting
 * with "catalog:" is an external purchase page read from the catalog (sent with a 302, since the
 * school may change that link).
 */
export const redirects: Record<string, string> = {
  home: "/",
  z: "/",
  "quick-course-examiner-german": "/understand-the-examiner",
  "weekly-driving-classes": "/weekly-classes",
  "high-intensity-program": "/high-intense-training",
  "theory-app": "catalog:theory-app",
  "products/quick-course-examiner-german": "/understand-the-examiner",
  "products/weekly-driving-classes": "/weekly-classes",
  "products/theory-app": "catalog:theory-app",
  "products/techquestions": "/techquestions",
  "products/high-intensity-program": "/high-intense-training",
  "products/conversion-assistance": "/conversion-assistance",
};

export function pageByKey(key: PageKey): PageEntry {
  const page = pages.find((entry) => entry.key === key);
  if (!page) throw new Error(`Unknown page ${key}`);
  return page;
}

/** The English-form path of a page: "/" or "/about-us". */
export function pagePath(key: PageKey): string {
  return `/${pageByKey(key).path}`;
}
