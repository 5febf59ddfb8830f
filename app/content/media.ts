import type { Locale } from "~/i18n/locale";

// The media manifest. Every video and image the pages show is listed here, per
// language where it differs, so the school can swap in real files without touching code.
// Files live under public/media/. There are no real recordings or photos yet: the clips, posters
// and illustrations shipped are honest placeholders made by scripts/make-placeholder-media.js
// (`npm run media:placeholders`).

export interface VideoEntry {
  /** The clip per language (the video file depends on the locale). */
  src: Record<Locale, string>;
  /** Shown before playing; videos never load before they are played. */
  poster: string;
  /** WebVTT captions per language (every video has a captions track slot). */
  captions: Partial<Record<Locale, string>>;
}

const video = (name: string): VideoEntry => ({
  src: { en: `/media/videos/${name}_en.mp4`, es: `/media/videos/${name}_es.mp4` },
  poster: `/media/posters/${name}.svg`,
  captions: { en: `/media/captions/${name}_en.vtt`, es: `/media/captions/${name}_es.vtt` },
});

export const videos = {
  intro: video("intro"),
  conversionAssistance: video("conversion-assistance"),
  examinerCourse: video("examiner-course"),
  highIntenseTraining: video("high-intense-training"),
  weeklyClasses: video("weekly-classes"),
  firstAid: video("first-aid"),
  firstAidFeedback: video("first-aid-feedback"),
  hipStudent1: video("hip-student-1"),
  hipStudent2: video("hip-student-2"),
  story1: video("story-1"),
  story2: video("story-2"),
  story3: video("story-3"),
  story4: video("story-4"),
  story5: video("story-5"),
  story6: video("story-6"),
} satisfies Record<string, VideoEntry>;

export type VideoKey = keyof typeof videos;

/** Illustrations (SVG, one consistent style) standing in for photos until the school has them. */
export const images = {
  homeHero: "/media/illustrations/home-hero.svg",
  aboutMission: "/media/illustrations/about-mission.svg",
  aboutHistory: "/media/illustrations/about-history.svg",
  services: {
    conversionAssistance: "/media/services/conversion-assistance.svg",
    englishFirstAidCourse: "/media/services/english-first-aid-course.svg",
    spanishFirstAidCourse: "/media/services/spanish-first-aid-course.svg",
    understandTheExaminer: "/media/services/understand-the-examiner.svg",
    highIntenseTraining: "/media/services/high-intense-training.svg",
    weeklyClasses: "/media/services/weekly-classes.svg",
  },
  team: {
    ana: "/media/team/ana.svg",
    jonas: "/media/team/jonas.svg",
    carmen: "/media/team/carmen.svg",
    david: "/media/team/david.svg",
  },
} as const;

/** The free eBooks (the free-gift page): a cover per language; PDFs for the two downloadable ones. */
export const ebookFiles = {
  conversionGuide: {
    cover: { en: "/media/ebooks/conversion-guide_en.svg", es: "/media/ebooks/conversion-guide_es.svg" },
    pdf: { en: "/media/ebooks/conversion-guide_en.pdf", es: "/media/ebooks/conversion-guide_es.pdf" },
  },
  examinerPhrases: {
    cover: { en: "/media/ebooks/examiner-phrases_en.svg", es: "/media/ebooks/examiner-phrases_es.svg" },
    pdf: { en: "/media/ebooks/examiner-phrases_en.pdf", es: "/media/ebooks/examiner-phrases_es.pdf" },
  },
  techQuestions: {
    cover: { en: "/media/ebooks/tech-questions_en.svg", es: "/media/ebooks/tech-questions_es.svg" },
  },
} as const satisfies Record<string, { cover: Record<Locale, string>; pdf?: Record<Locale, string> }>;

/** The social-sharing image used when a page has none of its own. */
export const defaultShareImage = "/media/share.svg";
