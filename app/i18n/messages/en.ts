// Interface strings in English. es.ts must have exactly this shape (`satisfies Messages`).
const en = {
  skipToContent: "Skip to main content",
  nav: {
    label: "Main navigation",
    home: "Home",
    aboutUs: "About us",
    successStories: "Success stories",
    servicesPrices: "Services & prices",
    blog: "Blog",
    logIn: "Log in",
    logOut: "Log out",
    myAccount: "My account",
    myConversion: "My conversion",
    staff: "Staff",
    freeGift: "Free gift",
    openMenu: "Open menu",
    closeMenu: "Close menu",
    language: "Language",
  },
  footer: {
    label: "Legal information",
    termsOfService: "Terms of service",
    privacyPolicy: "Privacy policy",
    contactInformation: "Contact information",
    legalNotice: "Legal notice",
    tagline: "Family driving school in Frankfurt · licence conversion for expats",
    licenceCheck: "Do I need a test? Check your licence",
    copyright: "All rights reserved.",
  },
  notFound: {
    title: "Page not found",
    description: "The page you are looking for does not exist.",
    heading: "Oops! Page not found.",
    text: "The page you're looking for doesn't exist.",
    goHome: "Go Home",
  },
  errorPage: {
    title: "Something went wrong",
    heading: "Sorry, something went wrong on our side.",
    text: "Please try again in a moment. If it keeps happening, write to us.",
    reference: "Error reference:",
    goHome: "Go Home",
  },
  /** Requests refused before they reach a page, by reason (server/request-guard.ts). */
  refused: {
    crossSite: {
      title: "Request refused",
      heading: "This form was sent from another website.",
      text: "For your safety we only accept forms sent from our own pages. Please open the page on our site and send the form again.",
    },
    method: {
      title: "Not possible on this page",
      heading: "This page cannot receive forms.",
      text: "Nothing was sent or saved. Please go back to the page you came from.",
    },
    tooLarge: {
      title: "Too much data",
      heading: "The form sent too much data.",
      text: "Nothing was saved. Please shorten your entries and send the form again.",
    },
    unreadable: {
      title: "Form not readable",
      heading: "We could not read this form.",
      text: "Nothing was saved. Please reload the page and send the form again.",
    },
    impossibleText: {
      title: "Characters not accepted",
      heading: "Your entry contains characters we cannot accept.",
      text: "Nothing was saved. Please remove control characters (such as a null character) from your entries, or type them again, and send the form again.",
    },
  },
  demoNotice: "Demo: payments on this site are simulated. No card is charged.",
  login: {
    heading: "Log in to your account",
    intro: "Your account was created with your first purchase. Use the e-mail address you paid with.",
    email: "E-mail",
    password: "Password",
    submit: "Log in",
    incomplete: "Please fill in all fields correctly.",
    invalid: "Invalid e-mail or password",
    throttled: "Too many attempts from your connection. Please wait a minute and try again.",
    busy: "Many customers are logging in right now. Please try again in a few seconds.",
    forgot: "Forgot password?",
    passwordSet: "Your password is set. You can log in now.",
  },
  // Customers without a password (paid at the school): a one-time sign-in link by e-mail.
  signInLink: {
    heading: "Paid at the school, or no password yet?",
    askLink: "Paid at the school, or no password yet? Get a link to log in",
    intro:
      "Enter your e-mail address and we will send you a link that signs you in once. No password needed.",
    submit: "E-mail me a link to log in",
    sent: "If there is an account for this address, we have sent it an e-mail: a link to log in, or, if the account has a password, a link to choose a new one. It works once and for one hour. Please also check your spam folder.",
    title: "Log in",
    signInHeading: "Log in to your account",
    signInIntro: "This link logs you in once. Press the button to continue.",
    signIn: "Log in",
    expired: "This login link has expired or has already been used. Ask for a new one below.",
    toLogin: "Log in with a password",
  },
  // The link mailed to a customer's new e-mail address (customers/email-change.server.ts).
  confirmEmail: {
    title: "Confirm your new e-mail address",
    intro: "Press the button to make this link's address the e-mail address of your account.",
    submit: "Confirm my new address",
    done: "Done: your account now uses your new e-mail address. Log in with it from now on.",
    expired: "This link has expired or has already been used. Ask the school to send a new one.",
    taken:
      "Another account already uses this e-mail address, so yours was not changed. Please write to the school.",
    toLogin: "Log in",
  },
  forgot: {
    heading: "Reset your password",
    intro: "Enter the e-mail address of your account. We will send you a link to choose a new password.",
    submit: "Send the link",
    sent: "If an account exists for this address, we have sent an e-mail with a link. It works once and for one hour. Please also check your spam folder.",
    invalidEmail: "Please enter a valid e-mail address.",
    back: "Back to log in",
  },
  setPassword: {
    heading: "Choose your password",
    intro: "At least 8 characters. A short sentence you can remember works well.",
    password: "New password",
    confirm: "Repeat the password",
    submit: "Save password",
    tooShort: "The password needs at least 8 characters.",
    tooLong: "The password can have at most 128 characters.",
    tooCommon: "This password is one of the most common ones and easy to guess. Please choose another.",
    mismatch: "The two passwords are not the same.",
    expired: "This link has expired or was already used.",
    expiredHelp: "Enter your e-mail address and we will send you a new link.",
  },
  welcome: {
    heading: "Thank you for your purchase!",
    newCustomer:
      "We have sent you an e-mail with a link to set your password. With it you can log in and find your purchase in My account.",
    existingCustomer:
      "Your account has been updated with your new purchase. Log in to find it in My account.",
    pending: "We are confirming your payment. This page checks again automatically in a few seconds.",
    notFound:
      "We could not find this purchase yet. If you have just paid, wait a moment and reload this page.",
    failed:
      "Your payment did not go through, so nothing was charged. You can try again from the product page, or write to us.",
    cancelled:
      "This purchase has been refunded or cancelled. If you have questions about it, please write to us.",
    stillPending:
      "Your payment is still being confirmed. With some payment methods this takes longer: we will e-mail you as soon as it is done.",
    checkAgain: "Check again",
    spam: "No e-mail after a few minutes? Please check your spam folder, or write to us at",
    logIn: "Log in",
  },
  account: {
    loading: "Loading your purchases…",
    heading: "My account",
    intro: "Here you find everything you have bought from us.",
    empty: "You have no purchases in your account yet.",
    open: "Open",
    dataLink: "Your data: download a copy or ask for deletion",
    conversionLink: "My conversion plan: deadlines and documents",
    lessonsLink: "My driving lessons: book and cancel, your balance",
    thanks: "Thank you for your purchase!",
    assistanceText:
      "Our team will contact you by e-mail or WhatsApp within 2–3 working days to plan your personal schedule and appointments.",
    weeklyText: "Our team will contact you on WhatsApp to arrange your first double class.",
    // The prepaid lesson balance and the lesson packs (my-weekly-classes; lessons/balance.server.ts).
    lessonBalance: {
      heading: "Your driving lessons",
      intro: "Counted in 45-minute lessons: a double lesson takes two.",
      bought: "Bought",
      booked: "Booked",
      driven: "Driven",
      left: "Left to book",
      packsHeading: "More lessons",
      packsText:
        "Buy a pack of lessons: they are added to your balance as soon as your payment arrives, and the invoice comes by e-mail.",
      pack: "{name} for {price}",
    },
    highIntenseText: "Our team will contact you on WhatsApp to schedule your assessment and programme.",
    questions: "Questions? Write to",
    back: "Back to My account",
    // The customer corrects their own name and phone (customers/customer-details.server.ts).
    details: {
      heading: "Your details",
      intro:
        "The name appears on your invoices and course certificate; we call the phone number only about your bookings.",
      name: "Your name",
      phone: "Your phone number (optional)",
      phoneHint: "Digits, spaces, +, - and brackets, e.g. +49 170 1234567.",
      email: "Your e-mail address is {email}. To change it, write to the school.",
      submit: "Save my details",
      saved: "Your details are saved.",
      unchanged: "Nothing changed: your details already say this.",
      errors: {
        nameInvalid: "Please enter your name (at most 200 characters).",
        phoneInvalid:
          "Please enter a phone number of 6 to 15 digits; only spaces, +, -, / and brackets besides.",
        dateOfBirthInvalid: "Please enter a real date.",
        dateOfBirthAge: "Please check the date of birth.",
        emailInvalid: "Please enter a valid e-mail address.",
        emailTaken: "Another account already uses this e-mail address.",
        languageInvalid: "Please choose English or Spanish.",
        unreadable: "The form could not be read. Please send it again.",
      },
    },
  },
  checkout: {
    heading: "Checkout",
    demo: "This is the simulated checkout of the demo. No card is charged; the payment is reported to our server exactly as the card provider would report it.",
    product: "Product",
    price: "Price",
    email: "Your e-mail address",
    name: "Your name (optional)",
    pay: "Pay",
    invalidEmail: "Please enter a valid e-mail address.",
    unknownProduct: "This product does not exist.",
    courseDate: "Course date",
    consentTerms: "I accept the {terms}.",
    termsLink: "terms of service",
    consentDigital:
      "I agree that you start providing the online course immediately, and I know that I thereby lose my right of withdrawal.",
    consentMissing: "Please accept the terms to continue.",
    // Art. 9 (2) a GDPR: a consent of its own, apart from the terms, never ticked in advance.
    consentHealth:
      "I consent to {brand} and its partner first-aid institute processing the result of my eye test (health data) to issue the eye test certificate for my licence application. I can withdraw this consent at any time, as the {privacy} explains.",
    privacyLink: "privacy policy",
    consentHealthMissing:
      "The eye test needs your consent to the processing of its result (health data). Please tick that box, or book the course without the eye test.",
    failed: "The payment could not be confirmed. Please try again.",
  },
  firstAid: {
    appointment: "Next course",
    date: "Date",
    time: "Time",
    place: "Place",
    spotsLeft: { one: "1 spot left", other: "{count} spots left" },
    fullyBooked: "The course on {date} is fully booked.",
    noDate:
      "No course date is open for booking right now. Write to us or call, and we will tell you the next one.",
  },
  course: {
    breadcrumb: "Breadcrumb",
    progress: "Your Examiner German is {percent} driving test ready, according to your course progress",
    start: "Start the course",
    continue: "Continue where you left off",
    accessUntil: "Your access runs until {date}.",
    accessEnded: "Your access ended on {date}.",
    accessEndedHelp: "Your progress is kept. Renew your access to continue where you left off.",
    renew: "Renew access for 3 months",
    loadingModule: "Module is loading...",
    loadFailed: "The lesson could not be opened. Please try again.",
    completed: "completed",
    notCompleted: "not completed",
    moduleLabel: "Module {number}",
    back: "Back to the course",
    previous: "Previous lesson",
    next: "Next lesson",
    completeContinue: "Complete and continue",
    lessonOf: "Lesson {id}",
    lessonNotFound: "We could not find this lesson.",
    lessonNotFoundHelp: "Please choose a lesson from the course page.",
    noAccess:
      "The lessons of Understand the Examiner are for customers of the course. Buy it below to start.",
    meaning: "Meaning",
    expect: "What the examiner expects",
    traps: "Watch out",
    listen: "Listen",
    listenSlow: "Listen slowly",
    // The course page's link to the spaced review.
    reviewDue: { one: "1 phrase due today", other: "{count} phrases due today" },
    reviewNoneDue: "No phrases due today. Open a lesson to add its phrases to your review.",
    reviewLink: "Review the phrases",
    // Shown by the service worker when the phone is offline.
    offlineEnded: "Your access to the course has ended. Renew it online to continue.",
    offlineMissing: "You are offline, and this page is not saved on this device.",
    offlineSignedOut: "Your session on this device has ended. Log in again to use the course.",
    sampleBadge: "Free sample lesson",
    sampleIntro: {
      one: "This is the only lesson of the online course Understand the Examiner.",
      other: "This is one of the {count} lessons of the online course Understand the Examiner.",
    },
    buy: "Buy the full course – {price}",
    // {days} in the guarantee's texts (and the guarantee page's title and description) is this.
    guaranteeDays: { one: "1 day", other: "{count} days" },
    guaranteeHeading: "Money-back guarantee: tell us within {days} of your purchase",
    guaranteeText:
      "If you fail your practical driving test after the course, tell us within {days} of your purchase and send us the written feedback the examiner gives you on your test (Leistungsrückmeldung). We refund 100% of the course price.",
    guaranteeSteps: [
      "Buy the course and study the lessons.",
      "Take your practical driving test.",
      "Failed? Send us the written feedback (Leistungsrückmeldung) within {days} of your purchase.",
      "You get the full course price back.",
    ],
  },
  pages: {
    home: {
      title: "Convert your driving licence in Frankfurt",
      description:
        "Family driving school in Frankfurt helping expats convert a foreign driving licence into a German one: assistance, first aid, driving lessons and exam preparation in English and Spanish.",
    },
    aboutUs: {
      title: "About us",
      description: "Our mission, our story and the family team behind the driving school in Frankfurt.",
    },
    successStories: {
      title: "Success stories",
      description:
        "Video stories and reviews from expats who converted their licence and passed their German driving test with us.",
    },
    servicesPrices: {
      title: "Services & prices",
      description:
        "Licence conversion assistance, first aid courses, the examiner course, intensive training and weekly driving classes, with prices.",
    },
    conversionAssistance: {
      title: "Licence conversion assistance",
      description:
        "A fixed-price package that takes you through the first five steps of converting your foreign driving licence in Germany.",
    },
    understandTheExaminer: {
      title: "Understand the Examiner – online course",
      description:
        "Learn the German phrases of the practical driving test examiner: 7 modules, 4 hours, 3 months of access, money-back guarantee.",
    },
    highIntenseTraining: {
      title: "High intensity training",
      description:
        "Driving performance assessment, 1, 5 or 10 day high intensity programmes and exam packages in Frankfurt.",
    },
    weeklyClasses: {
      title: "Weekly driving classes",
      description:
        "Weekly 90-minute driving classes in English, Spanish or German in Frankfurt, for manual and automatic licences.",
    },
    techquestions: {
      title: "Technical questions flipbook",
      description:
        "Preview of our flipbook with the technical questions of the German practical driving test.",
    },
    blog: {
      title: "Blog",
      description:
        "Tips for the German driving test, a motorway sign quiz, family day trips around Frankfurt and more.",
    },
    blogPostExample: {
      title: "Five tips against driving exam anxiety",
      description: "Five practical tips to stay calm and focused in your German driving test.",
    },
    highwaySignQuiz: {
      title: "Motorway sign quiz",
      description: "Test yourself on ten German motorway and traffic signs, with explanations.",
    },
    familyDayTrips: {
      title: "Top family day trips",
      description: "Ten family day trips around Frankfurt to explore once you have your German licence.",
    },
    spanishFirstAidCourse: {
      title: "First aid course in Spanish",
      description:
        "First aid course and eye test for the German driving licence, in Spanish, in Frankfurt Sachsenhausen on the first Saturday of the month.",
    },
    englishFirstAidCourse: {
      title: "First aid course in English",
      description:
        "First aid course and eye test for the German driving licence, in English, in Frankfurt Sachsenhausen on the third Saturday of the month.",
    },
    freeGift: {
      title: "Free gift",
      description: "Free eBooks to help you convert your licence and prepare for the German driving test.",
    },
    legalNotice: {
      title: "Legal notice",
      description: "Legal notice (Impressum) of the driving school.",
    },
    contactInformation: {
      title: "Contact information",
      description: "How to reach the driving school by chat, e-mail or at our office in Frankfurt.",
    },
    howWeCheckReviews: {
      title: "How we collect and check reviews",
      description:
        "Who we invite to review, how each review is tied to a purchase, what we publish and how the rating is computed.",
    },
    privacyPolicy: {
      title: "Privacy policy",
      description: "How we handle your personal data, which processors we use and what your rights are.",
    },
    termsOfService: {
      title: "Terms of service",
      description: "Our terms for bookings, payment, cancellation and refunds.",
    },
    welcome: {
      title: "Thank you for your purchase",
      description: "Your purchase is confirmed. Here is what happens next.",
    },
    test: {
      title: "Licence conversion guide",
      description:
        "The 6-month rule, the three paths to a German licence, a document checklist and the deadlines to know.",
    },
    licenceCheck: {
      title: "Licence check: do I need a test?",
      description:
        "Your foreign licence by country, state and class: which tests, eye test and first aid you need for a German licence, your deadlines, documents and costs.",
    },
    login: {
      title: "Log in",
      description: "Log in to your customer account to see your purchases and study your course.",
    },
    flashcard: {
      title: "Driving flashcards",
      description: "32 flashcards with the driving facts you need for the German theory and practical test.",
    },
    coursedemo1: {
      title: "Free lesson: opening briefing",
      description:
        "A free sample lesson of the Understand the Examiner course: the examiner's opening briefing.",
    },
    coursedemo2: {
      title: "Free lesson: motorway phrases",
      description:
        "A free sample lesson of the Understand the Examiner course: support phrases for motorways.",
    },
    courseguarantee: {
      title: "Money-back guarantee: tell us within {days}",
      description:
        "Failed your driving test after the Understand the Examiner course? Tell us within {days} of your purchase and get your money back.",
    },
    englishTheoryLessons: {
      title: "English theory lessons for beginners",
      description: "Our partner instructor teaches German driving theory in English for beginners.",
    },
    myAccount: {
      title: "My account",
      description: "Your purchases and courses.",
    },
    myLessonsRecord: {
      title: "My training record",
      description: "Your driven lessons with your instructor's notes, printable.",
    },
    myConversion: {
      title: "My conversion",
      description: "Your own conversion plan: deadlines and documents.",
    },
    myData: {
      title: "Your data",
      description: "Download everything we store about you, or ask for it to be deleted.",
    },
    mycourse: {
      title: "Understand the Examiner",
      description: "Your course modules and progress.",
    },
    myAssistance: {
      title: "Your conversion assistance",
      description: "Thank you for booking the conversion assistance.",
    },
    review: {
      title: "Phrase review",
      description: "Review the examiner phrases of the lessons you have opened.",
    },
    module: {
      title: "Lesson",
      description: "A lesson of the Understand the Examiner course.",
    },
    myWeeklyClasses: {
      title: "Your weekly classes",
      description: "Thank you for enrolling in the weekly driving classes.",
    },
    myHighIntenseProgram: {
      title: "Your High Intensity Programme",
      description: "Thank you for booking the High Intensity Programme.",
    },
    myLessons: {
      title: "My driving lessons",
      description: "Book, move and cancel your driving lessons; your lesson balance.",
    },
    forgotPassword: {
      title: "Reset your password",
      description: "Get a link by e-mail to choose a new password.",
    },
    setPassword: {
      title: "Set your password",
      description: "Choose the password of your customer account.",
    },
    checkout: {
      title: "Checkout",
      description: "Simulated checkout of the demo site.",
    },
  },
};

export type Messages = typeof en;
export default en;
