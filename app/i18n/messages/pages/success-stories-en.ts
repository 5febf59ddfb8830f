// Texts of the success stories page (English). success-stories-es.ts must have exactly this shape (`satisfies SuccessStoriesTexts`).
const successStoriesEn = {
  lead: "Expats from all over the world converted their licence with us. Here some of them tell how it went.",
  videosHeading: "Video stories",
  tagsLabel: "Topics",
  reviewsHeading: "Written reviews",
};

export type SuccessStoriesTexts = typeof successStoriesEn;
export default successStoriesEn;
