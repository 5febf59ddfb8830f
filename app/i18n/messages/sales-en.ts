// Interface strings shared by the service and sales pages, in English.
// sales-es.ts must have exactly this shape. Page texts live in each page's own catalog.
const salesEn = {
  video: {
    fallback: "Your browser does not support the video tag.",
    captions: "English captions",
    close: "Close video",
  },
  reviews: {
    /** {rating} is formatted for the page's language: "4", "4.7". */
    stars: "{rating} out of 5 stars",
    summary: { one: "{average} out of 5 from 1 review", other: "{average} out of 5 from {count} reviews" },
    allReviews: "All reviews",
    // Verified reviews (§ 5b (3) UWG): the note under each review, its service, the page that explains the check.
    verified: "Verified customer: {service}, {month}",
    anonymous: "A customer",
    reply: "Reply from {brand}",
    howChecked: "How we collect and check reviews",
    none: "No reviews yet. Every customer who finishes a course with us is invited to review it; the first review will appear here.",
    languageSummary: {
      one: "{average} out of 5 from 1 review in English",
      other: "{average} out of 5 from {count} reviews in English",
    },
    services: {
      "first-aid": "First-aid course",
      course: "Online examiner course",
      "practical-test": "Practical driving test",
      "intensive-days": "Intensive driving days",
    },
    heading: "What our customers say",
  },
  // The buttons of the first-aid pages.
  buy: {
    bookNow: "Book now",
    enrollNow: "Enrol now",
  },
  chat: "Chat with us on WhatsApp",
  moreDetails: "More details",
  includedVat: "All prices include VAT.",
};

export type SalesMessages = typeof salesEn;
export default salesEn;
