import { Breadcrumb } from "~/components/breadcrumb";
import { ChatButton } from "~/components/chat-button";
import { LocalizedLink } from "~/components/localized-link";
import { OfferCard } from "~/components/offer-card";
import { useSalesMessages } from "~/components/sales-messages";
import { VideoPlayer } from "~/components/video-player";
import { SalesHero } from "~/components/sales-hero";
import { StepList } from "~/components/step-list";
import { pageMeta } from "~/i18n/meta";
import { textsFor } from "~/i18n/catalogs.server";
import { useMessages } from "~/i18n/use-locale";
import type { Route } from "./+types/high-intense-training";

/** The page's texts in its language (only these reach the browser). */
export function loader({ request }: Route.LoaderArgs) {
  return { texts: textsFor(request, "highIntenseTraining") };
}

export const meta = pageMeta("highIntenseTraining");

// Ordering rules: the HIP needs the DPA first; the practical exam needs a HIP first. They
// are stated as text in "Good to know" and on the cards, not only inside closed cards.
export default function HighIntenseTrainingPage({ loaderData }: Route.ComponentProps) {
  const t = loaderData.texts;
  const sales = useSalesMessages();
  const messages = useMessages();
  const page = messages.pages.highIntenseTraining;
  const labels = { buy: t.buy, fee: t.fee, retry: t.retry };
  const hips = [
    { product: "hip-1-day", title: t.hip1Title, items: t.hip1 },
    { product: "hip-5-days", title: t.hip5Title, items: t.hip5 },
    { product: "hip-10-days", title: t.hip10Title, items: t.hip10 },
  ] as const;
  return (
    <div className="sales-page">
      <div className="container">
        <Breadcrumb
          parent={{ to: "/services-prices", label: messages.nav.servicesPrices }}
          current={page.title}
        />
        <SalesHero title={page.title} video="highIntenseTraining" videoTitle={t.videoTitle}>
          <p className="lead">{t.lead}</p>
          <p className="actions">
            <ChatButton text={t.chatText} />
          </p>
        </SalesHero>
      </div>

      <section className="section section-alt" aria-labelledby="steps-heading">
        <div className="container">
          <h2 id="steps-heading">{t.stepsHeading}</h2>
          <StepList steps={t.steps} />
        </div>
      </section>

      <section className="section" aria-labelledby="offers-heading">
        <div className="container two-columns">
          <div>
            <h2 id="offers-heading">{t.offersHeading}</h2>
            <OfferCard
              product="driving-performance-assessment"
              title={t.dpaTitle}
              items={t.dpa}
              rule={t.dpaRule}
              note={t.dpaNote}
              labels={labels}
            />
            {hips.map(({ product, title, items }) => (
              <OfferCard
                key={product}
                product={product}
                title={title}
                items={items}
                rule={t.hipRule}
                note={t.hipNote}
                labels={labels}
              />
            ))}
            <OfferCard product="theory-exam-package" title={t.theoryTitle} items={t.theory} labels={labels} />
            <OfferCard
              product="practical-exam-package"
              title={t.practicalTitle}
              items={t.practical}
              rule={t.practicalRule}
              note={t.practicalNote}
              labels={labels}
            />
            <p className="price-note vat-note">{sales.includedVat}</p>
          </div>
          <div>
            <h2>{t.rulesHeading}</h2>
            <ul className="points">
              {t.rules.map((rule) => (
                <li key={rule}>{rule}</li>
              ))}
            </ul>
          </div>
        </div>
      </section>

      <section className="section section-alt" aria-labelledby="students-heading">
        <div className="container">
          <h2 id="students-heading">{t.studentsHeading}</h2>
          <div className="two-columns">
            <figure>
              <VideoPlayer video="hipStudent1" title={t.student1} />
              <figcaption>{t.student1}</figcaption>
            </figure>
            <figure>
              <VideoPlayer video="hipStudent2" title={t.student2} />
              <figcaption>{t.student2}</figcaption>
            </figure>
          </div>
          <p className="actions">
            <LocalizedLink className="button button-secondary" to="/success-stories">
              {sales.reviews.allReviews}
            </LocalizedLink>
          </p>
        </div>
      </section>
    </div>
  );
}
