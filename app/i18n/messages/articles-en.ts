// Interface strings of the blog, article, legal and guide pages (English). articles-es.ts must have
// exactly this shape. The article texts themselves are Markdown under app/content.
const articlesEn = {
  breadcrumb: "Breadcrumb",
  blogLabel: "Blog",
  publishedOn: "Published on",
  blog: {
    intro: "Tips for your German driving test, tools to practise with and ideas for life after the licence.",
  },
  tips: {
    itemsLabel: "Five tips",
  },
  familyDayTrips: {
    kicker: "After the driving test",
    itemsLabel: "Ten day trips",
    numberLabel: "Trip {number}",
  },
  englishTheory: {
    contactHeading: "Contact her school",
    contactText: "Dates, prices and registration are handled directly by Sarah's driving school.",
    website: "Visit the school's website",
    guidebook: "Get the guidebook",
    chat: "Ask us on WhatsApp",
    chatText:
      "Hello! I am interested in the English theory lessons for beginners. Which path is right for me?",
  },
  map: {
    heading: "Location",
    notice:
      "The map comes from OpenStreetMap. It loads only when you click the button; your browser then connects to OpenStreetMap's servers.",
    load: "Load map",
    title: "Map of the location in Frankfurt (OpenStreetMap)",
  },
  contact: {
    heading: "Write to us",
    chat: "Chat on WhatsApp",
    email: "Send an e-mail",
  },
  /** Column heads of the opening-hours table (contact page); the hours themselves are in site.ts. */
  openingHours: {
    day: "Day",
    hours: "Hours",
    closed: "closed",
  },
  guide: {
    checklistHeading: "Your document checklist",
    checklistIntro:
      "Tick what you already have. Your ticks are saved only in this browser on this device, so you can come back later.",
    checklistProgress: "{done} of {total} ready",
    clear: "Untick all",
    print: "Print this guide",
    chat: "Ask us on WhatsApp",
    chatText: "Hello! I read your licence conversion guide. My licence is from: ",
    home: "Back to the home page",
  },
};

export type ArticleMessages = typeof articlesEn;
export default articlesEn;
