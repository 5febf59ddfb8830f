// A customer's refund request for a date the school cancelled or moved, when staff close it without a
// refund because the customer chose another date (the office cannot decline it): the dashboard's form and the
// customer's mail, in English. refund-requests-es.ts has exactly this shape.

const refundRequestsEn = {
  staff: {
    summary: "Close without refund: the customer chose another date",
    intro:
      "The school cancelled or moved this date, so the customer is owed a full refund unless they choose another date. Close the request here only when the customer has chosen another date (on the phone, at the desk). The request leaves this list and stays in the customer's history.",
    choseDate: "The customer has chosen another date instead of the refund",
    reason: "Reason (for the log)",
    reasonHint: "A few words, kept in the log. The customer does not see them.",
    tell: "Tell the customer by e-mail that the request is closed",
    submit: "Dismiss the request from {email}",
    done: "Refund request dismissed.",
    doneTold: "Refund request dismissed; the customer has been told by e-mail.",
    errors: {
      reasonMissing: "Please say in a few words why the request is dismissed.",
      reasonTooLong: "Please keep the reason under {max} characters.",
      refundOwed:
        "This request cannot be declined: the school cancelled or moved the date, so the customer is owed a full refund. Close it without a refund only when the customer has chosen another date, and tick the box that says so.",
      gone: "This refund request is no longer open: it has been refunded, dismissed or moved meanwhile.",
    },
  },
  mail: {
    subject: "Your refund request for the first-aid course on {date}",
    intro:
      "Our office has closed your refund request for the first-aid course on {date} ({language}), whose date we had to cancel or change, because you chose another date instead. No refund has been made.",
    next: "Your paid place remains yours: if you have not picked the new date in your account yet, you can do so at no cost, or ask for the full refund there again.",
    questions: "If you have any questions, simply reply to this e-mail.",
    button: "Choose a new date",
    // A booking the office moved (its date still runs): the customer keeps the date it was moved to.
    introMoved:
      "Our office has closed your refund request for the first-aid course on {date} ({language}), the date we moved your booking to, because you told us you are keeping that date. No refund has been made.",
    nextMoved:
      "Your place on {date} stays booked for you. If you would rather have the full price back after all, you can ask for it again on your booking's page.",
    buttonMoved: "See your booking",
    languages: { en: "in English", es: "in Spanish" },
  },
};

export type RefundRequestsTexts = typeof refundRequestsEn;
export default refundRequestsEn;
