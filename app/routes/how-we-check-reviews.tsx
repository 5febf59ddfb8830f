import { LocalizedLink } from "~/components/localized-link";
import { textsFor } from "~/i18n/catalogs.server";
import { pageMeta } from "~/i18n/meta";
import { useMessages } from "~/i18n/use-locale";
import type { Route } from "./+types/how-we-check-reviews";

// How reviews are invited, checked and published: what § 5b (3) UWG asks a business that shows
// reviews to say. Every review list links here. HTML and CSS only.

export function loader({ request }: Route.LoaderArgs) {
  return { texts: textsFor(request, "customerReviews").policy };
}

export const meta = pageMeta("howWeCheckReviews");

export default function HowWeCheckReviewsPage({ loaderData }: Route.ComponentProps) {
  const t = loaderData.texts;
  const { nav, footer } = useMessages();
  return (
    <article className="container section legal-page review-policy">
      <h1>{t.title}</h1>
      <p className="section-intro">{t.intro}</p>
      {t.sections.map((section) => (
        <section key={section.heading}>
          <h2>{section.heading}</h2>
          <p>{section.text}</p>
        </section>
      ))}
      <p className="actions">
        <LocalizedLink to="/success-stories">{nav.successStories}</LocalizedLink> ·{" "}
        <LocalizedLink to="/privacy-policy">{footer.privacyPolicy}</LocalizedLink>
      </p>
    </article>
  );
}
