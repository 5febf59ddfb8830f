// Texts of the services & prices page (English). services-prices-es.ts must have exactly this shape (`satisfies ServicesPricesTexts`).
const servicesPricesEn = {
  intro:
    "Whatever your starting point, we take you from a foreign licence to a German one. Choose the help you need, or write to us and we will tell you honestly what your case requires.",
  from: "from {price}",
  detailsOf: "More details: {title}",
  helpHeading: "Not sure which service fits you?",
  helpText:
    "Our licence check tells you in a minute which tests your licence needs and which of our services fit. Or tell us where your licence is from and where you live: we answer within one working day.",
  chatText: "Hello! I'm not sure which of your services I need. My licence is from: ",
  checkLicence: "Check your licence",
};

export type ServicesPricesTexts = typeof servicesPricesEn;
export default servicesPricesEn;
