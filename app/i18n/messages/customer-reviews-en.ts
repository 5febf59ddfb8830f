// Verified reviews, in English: the review lists' notes, the invitation mails, the page where a
// customer writes their review, the page that explains how reviews are checked (§ 5b (3) UWG) and the
// staff's review page. customer-reviews-es.ts has exactly this shape.

const customerReviewsEn = {
  /** What the customer finished, as a sentence says it. */
  services: {
    "first-aid": "first-aid course",
    course: "online examiner course",
    "practical-test": "practical driving test",
    "intensive-days": "intensive driving days",
  },
  mail: {
    invitation: {
      subject: "How was your {service}?",
      intro:
        "You finished your {service} with us on {date}. Would you tell other customers how it went? A few sentences are enough.",
      fair: "We publish every review, good or bad, with your first name and initial or anonymously, as you choose. There is no reward for writing one, and everyone gets this same message.",
      button: "Write my review",
      optOut:
        "Rather not? The same link lets you tell us, and we will not invite you again. Otherwise we will remind you once, in a week.",
    },
    reminder: {
      subject: "A reminder: your review of the {service}",
      intro:
        "A week ago we asked how your {service} on {date} went. If you have a minute, your review helps others choose. This is the only reminder.",
      button: "Write my review",
      optOut: "Rather not? The same link lets you tell us, and we will not ask again.",
    },
    withheld: {
      subject: "Your review has not been published",
      intro: "Thank you for your review of the {service}. We have not published it, because {reason}.",
      reasons: {
        insult: "it contains insults or claims about people that we may not publish",
        "personal-data": "it contains personal data of other people",
        unrelated: "it is not about the service you received from us",
      },
      next: "Nothing else has changed. If you think we got this wrong, simply reply to this e-mail.",
      button: "How we check reviews",
    },
  },
  form: {
    title: "Your review of the {service}",
    intro:
      "You finished the {service} on {date}. Your review is published as you write it, good or bad, marked as coming from a verified customer.",
    rating: "Your rating",
    stars: { one: "1 star", other: "{count} stars" },
    text: "Your review",
    textHint: "What went well, what could be better? At most {max} characters.",
    display: "How your name is shown",
    displayInitial: "As {name}",
    displayAnonymous: "Anonymously, as “A customer”",
    language: "The language you write in",
    languages: { en: "English", es: "Spanish" },
    submit: "Publish my review",
    optOutHeading: "Rather not?",
    optOutButton: "Don't invite me to write reviews again",
    optedOut: "Done: we will not invite you to write reviews again.",
    thanks: "Thank you! Your review is published.",
    seeIt: "See it with the other reviews",
    used: "This link has been used: your review is already written. Thank you!",
    invalid: "This link is not valid. Please check that it was copied in full from the e-mail.",
    errors: {
      rating: "Please choose from 1 to 5 stars.",
      textMissing: "Please write a few words about the service.",
      textTooLong: "Please keep your review under {max} characters.",
      display: "Please choose how your name is shown.",
      language: "Please choose the language you wrote in.",
    },
  },
  policy: {
    title: "How we collect and check reviews",
    intro:
      "Every review on this site comes from a customer who bought and finished the service it names. Here is how we make sure of that, and what we publish.",
    sections: [
      {
        heading: "Who is invited",
        text: "When a customer has attended a first-aid course or completed the online course with us, we send them one invitation by e-mail, with at most one reminder a week later. Everyone gets the same neutral message, whatever we expect them to say, and nobody is offered anything for a review. Customers can ask us not to invite them again.",
      },
      {
        heading: "How a review is verified",
        text: "A review can only be written through the personal link in that invitation, and each link works once. So each review belongs to one purchase of one service. Under each review we show “Verified customer”, the service and the month it was finished.",
      },
      {
        heading: "What we publish",
        text: "We publish every review, whatever its stars. We withhold a review only if it contains insults, other people's personal data, or nothing about the service; we then tell its author why. We never change a review's words. We may answer a review publicly, and our answer is shown under it.",
      },
      {
        heading: "How the rating is computed",
        text: "The average and the number of reviews are computed from all published reviews, in both languages; the English pages also show the reviews written in English and their own average. Nothing is added by hand.",
      },
      {
        heading: "Your data",
        text: "A review shows the first name and initial of its author or, if they choose, no name at all. When a customer has their data deleted, their name is removed from their reviews. The privacy policy explains the rest.",
      },
    ],
  },
  staff: {
    title: "Reviews",
    intro:
      "Every review is published unless it contains insults, other people's personal data or nothing about the service. Withholding needs one of those reasons; the author is told by e-mail.",
    reviewsHeading: "What customers wrote",
    invitationsHeading: "Invitations",
    noReviews: "No reviews yet.",
    noInvitations: "No invitations yet.",
    columns: {
      customer: "Customer",
      service: "Service",
      finished: "Finished",
      invited: "Invited",
      reminded: "Reminded",
      written: "Review written",
    },
    published: "Published",
    withheld: "Withheld: {reason}",
    reasons: {
      insult: "insults or unlawful claims about people",
      "personal-data": "other people's personal data",
      unrelated: "not about the service",
    },
    withholdSummary: "Withhold this review",
    reason: "Reason",
    withholdSubmit: "Withhold and tell the author",
    replyLabel: "The school's public reply",
    replySubmit: "Publish the reply",
    replyHint: "Shown under the review. Leave empty to remove the reply.",
    done: {
      withheld: "The review is withheld and its author has been told.",
      replied: "The reply is saved.",
    },
    errors: {
      reason: "Please choose one of the reasons.",
      replyTooLong: "Please keep the reply under {max} characters.",
      gone: "This review no longer exists, or it is already withheld.",
    },
  },
};

export type CustomerReviewsTexts = typeof customerReviewsEn;
export default customerReviewsEn;
