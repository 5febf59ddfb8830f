// Interface strings shared by the service and sales pages (issue 5), in English.
// sales-es.ts must have exactly this shape. Page texts live in each page's own catalog.
const salesEn = {
  video: {
    fallback: "Your browser does not support the video tag.",
    captions: "English captions",
    play: "Play video: {title}",
    close: "Close video",
  },
  reviews: {
    stars: "{rating} out of 5 stars",
    summary: "{average} out of 5 from {count} reviews",
    allReviews: "All Reviews",
    heading: "What our customers say",
  },
  buy: {
    bookNow: "Book Now",
    buyNow: "Buy now",
    enrollNow: "Enroll Now",
  },
  chat: "Chat with us on WhatsApp",
  moreDetails: "More Details",
  price: "Price",
  fee: "plus testing-body fee {fee}",
  includedVat: "All prices include VAT.",
};

export type SalesMessages = typeof salesEn;
export default salesEn;
