import type { ReactNode } from "react";
import { VideoPlayer } from "./video-player";
import type { VideoKey } from "~/content/media";

/**
 * The top of a sales page: its heading, what is under it (lead, points, buttons) and the hero
 * video beside it, whose poster is the page's largest paint.
 */
export function SalesHero({
  title,
  video,
  videoTitle,
  children,
}: {
  title: string;
  video: VideoKey;
  videoTitle: string;
  children: ReactNode;
}) {
  return (
    <section className="sales-hero">
      <div>
        <h1>{title}</h1>
        {children}
      </div>
      <VideoPlayer video={video} title={videoTitle} priority />
    </section>
  );
}
