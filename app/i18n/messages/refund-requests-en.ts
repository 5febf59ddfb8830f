// A customer's refund request for a date the school cancelled, when staff close it without a
// refund (the office declined, or the customer chose otherwise): the dashboard's form and the
// customer's mail, in English. refund-requests-es.ts has exactly this shape.

const refundRequestsEn = {
  staff: {
    summary: "Dismiss without refund",
    intro:
      "For a request that needs no refund: the customer has chosen another date on the phone, or the office has declined. The request leaves this list and stays in the customer's history.",
    reason: "Reason (for the log)",
    reasonHint: "A few words, kept in the log. The customer does not see them.",
    tell: "Tell the customer by e-mail that the request is closed",
    submit: "Dismiss the request from {email}",
    done: "Refund request dismissed.",
    doneTold: "Refund request dismissed; the customer has been told by e-mail.",
    errors: {
      reasonMissing: "Please say in a few words why the request is dismissed.",
      reasonTooLong: "Please keep the reason under {max} characters.",
      gone: "This refund request is no longer open: it has been refunded, dismissed or moved meanwhile.",
    },
  },
  mail: {
    subject: "Your refund request for the first-aid course on {date}",
    intro:
      "Our office has closed your refund request for the first-aid course on {date} ({language}), which we had to cancel. No refund has been made.",
    next: "Your paid place remains yours: you can choose a new date in your account at no cost, or ask for a refund there again.",
    questions: "If you have any questions, simply reply to this e-mail.",
    button: "Choose a new date",
    languages: { en: "in English", es: "in Spanish" },
  },
};

export type RefundRequestsTexts = typeof refundRequestsEn;
export default refundRequestsEn;
