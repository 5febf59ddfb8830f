import { type VideoKey, videos } from "~/content/media";
import { useLocale } from "~/i18n/use-locale";
import { useSalesMessages } from "./sales-messages";

/**
 * A video of the media manifest in the page's language. Nothing is downloaded before
 * the visitor presses play (`preload="none"` and a poster). The `key` makes the
 * element start over when the language changes, so the other language's clip is loaded.
 */
export function VideoPlayer({
  video,
  title,
  autoPlay = false,
  className = "video-frame",
  priority = false,
}: {
  video: VideoKey;
  /** What the clip is about, for assistive technology. */
  title: string;
  autoPlay?: boolean;
  className?: string;
  /** The hero video: its poster is the page's largest paint, so it is fetched first. */
  priority?: boolean;
}) {
  const locale = useLocale();
  const t = useSalesMessages().video;
  const entry = videos[video];
  const captions = entry.captions[locale];
  return (
    <div className={className}>
      {/* React hoists this into <head> (the poster is the largest paint). */}
      {priority ? <link rel="preload" as="image" href={entry.poster} fetchPriority="high" /> : null}
      <video
        key={entry.src[locale]}
        controls
        preload="none"
        playsInline
        autoPlay={autoPlay}
        poster={entry.poster}
        aria-label={title}
        width={1280}
        height={720}
      >
        <source src={entry.src[locale]} type="video/mp4" />
        {captions ? <track kind="captions" src={captions} srcLang={locale} label={t.captions} /> : null}
        {t.fallback}
      </video>
    </div>
  );
}
