import { index, layout, prefix, type RouteConfig, route } from "@react-router/dev/routes";
import { pages, redirects } from "./pages";
import { staffPages, staffRouteKeys, staffSubPages } from "./staff-pages";

// Every page of app/pages.ts exists twice: English at its path, Spanish under /es.
function localized(locale: "en" | "es") {
  return [
    ...pages.map((page) =>
      page.path === ""
        ? index(page.file, { id: `${locale}:${page.key}` })
        : route(page.path, page.file, { id: `${locale}:${page.key}` }),
    ),
    route("logout", "routes/logout.ts", { id: `${locale}:logout` }),
    // The customer's invoices and credit notes as PDF (the owner only).
    route("my-account/invoices/:file", "routes/my-account-invoice-pdf.ts", { id: `${locale}:myInvoicePdf` }),
    route("my-account/data.json", "routes/my-data-json.ts", { id: `${locale}:myDataJson` }),
    // A customer's first-aid booking (change its date); the owner's only, like /my-account.
    route("my-account/bookings/:bookingId", "routes/my-booking.tsx", { id: `${locale}:myBooking` }),
    // A one-time sign-in link by e-mail, for customers without a password (decision 044).
    route("sign-in-link", "routes/sign-in-link.tsx", { id: `${locale}:signInLink` }),
    // The link that confirms a customer's new e-mail address (customers/email-change.server.ts).
    route("confirm-email", "routes/confirm-email.tsx", { id: `${locale}:confirmEmail` }),
    // A review invitation's link: write the review of that purchase, once (customer-reviews/).
    route("write-a-review/:token", "routes/write-a-review.tsx", { id: `${locale}:writeReview` }),
    // A waiting-list mail's link: leave the list, or buy the seat held for you.
    route("waiting-list/:token", "routes/waiting-list.tsx", { id: `${locale}:waitingList` }),
    route("my-account/bookings/:bookingId/calendar.ics", "routes/my-account-booking-calendar[.]ics.ts", {
      id: `${locale}:bookingCalendar`,
    }),
    // An exam the office recorded for the customer, as a calendar file (the owner only).
    route("my-account/exams/:examId/calendar.ics", "routes/my-account-exam-calendar[.]ics.ts", {
      id: `${locale}:examCalendar`,
    }),
    // An appointment of the customer's conversion plan as a calendar file (the owner only).
    route(
      "my-conversion/appointments/:kind/calendar.ics",
      "routes/my-conversion-appointment-calendar[.]ics.ts",
      { id: `${locale}:appointmentCalendar` },
    ),
    // The customer's licence-office pack: their documents, the school's confirmation, the phrases (PDF).
    route("my-conversion/office-pack.pdf", "routes/my-conversion-office-pack[.]pdf.ts", {
      id: `${locale}:officePack`,
    }),
    // A driving lesson of the customer as a calendar file (the owner only).
    route("my-lessons/:lessonId/calendar.ics", "routes/my-lesson-calendar[.]ics.ts", {
      id: `${locale}:lessonCalendar`,
    }),
    // A plan reminder's opt-out link (and its mail's one-click unsubscribe).
    route("plan-reminders/:token", "routes/plan-reminders-off.tsx", { id: `${locale}:planRemindersOff` }),
    // The staff area. The gate turns a refusal into the site's own 404 page; the layout's
    // loader (requireStaff) admits staff with a second factor only; enrolment and the login's
    // second step sit beside it with their own guards (decision 012).
    layout("routes/staff-gate.tsx", { id: `${locale}:${staffRouteKeys.gate}` }, [
      route("staff/enrol", "routes/staff-enrol.tsx", { id: `${locale}:${staffRouteKeys.enrol}` }),
      route("staff/verify", "routes/staff-verify.tsx", { id: `${locale}:${staffRouteKeys.verify}` }),
      layout("routes/staff-layout.tsx", { id: `${locale}:staffLayout` }, [
        ...[...staffPages, ...staffSubPages].map((page) =>
          route(page.path, page.file, { id: `${locale}:${page.key}` }),
        ),
      ]),
    ]),
    route("manifest.webmanifest", "routes/manifest[.]webmanifest.ts", { id: `${locale}:manifest` }),
    ...Object.keys(redirects).map((path) =>
      route(path, "routes/redirect.ts", { id: `${locale}:redirect:${path}` }),
    ),
  ];
}

export default [
  route("sitemap.xml", "routes/sitemap[.]xml.ts"),
  route("robots.txt", "routes/robots[.]txt.ts"),
  route("api/webhooks/stripe", "routes/api.webhooks.stripe.ts"),
  route("api/course/progress", "routes/api.course.progress.ts"),
  route("api/course/lessons/:sid/:event", "routes/api.course.lesson-event.ts"),
  route("api/course/review/grades", "routes/api.course.review-grades.ts"),
  ...localized("en"),
  ...prefix("es", localized("es")),
  // Anything else, in either language: the not-found page with a 404 status.
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
