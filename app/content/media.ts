import type { Locale } from "~/i18n/locale";

// DESIGN §2: the media manifest. Every video and image the pages show is listed here, per
// language where it differs, so the school can swap in real files without touching code.
// Files live under public/media/. There are no real recordings yet (issue 5 ships placeholders).

export interface VideoEntry {
  /** The clip per language (SPEC §4: the video file depends on the locale). */
  src: Record<Locale, string>;
  /** Shown before playing; videos never load before they are played (DESIGN §7). */
  poster: string;
  /** WebVTT captions per language, when the school has them. */
  captions?: Partial<Record<Locale, string>>;
}

const video = (name: string): VideoEntry => ({
  src: { en: `/media/videos/${name}_en.mp4`, es: `/media/videos/${name}_es.mp4` },
  poster: `/media/posters/${name}.svg`,
});

export const videos = {
  intro: video("intro"),
  conversionAssistance: video("conversion-assistance"),
  examinerCourse: video("examiner-course"),
  highIntenseTraining: video("high-intense-training"),
  weeklyClasses: video("weekly-classes"),
  firstAid: video("first-aid"),
  firstAidFeedback: video("first-aid-feedback"),
} satisfies Record<string, VideoEntry>;

export type VideoKey = keyof typeof videos;

/** The social-sharing image used when a page has none of its own. */
export const defaultShareImage = "/media/share.svg";
