// Texts of the free gift page (English). free-gift-es.ts must have exactly this shape (`satisfies FreeGiftTexts`).
const freeGiftEn = {
  lead: "Three free eBooks to help you convert your licence and prepare for the German driving test. No sign-up, no e-mail address needed.",
  pdf: "PDF download",
  flipbook: "Opens the flipbook",
  coverAlt: "Cover of {title}",
};

export type FreeGiftTexts = typeof freeGiftEn;
export default freeGiftEn;
