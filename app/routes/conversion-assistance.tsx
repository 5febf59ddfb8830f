import { fill } from "~/i18n/fill";
import { Breadcrumb } from "~/components/breadcrumb";
import { BuyButton } from "~/components/buy-button";
import { ChatButton } from "~/components/chat-button";
import { LocalizedLink } from "~/components/localized-link";
import { ReviewList } from "~/components/review-list";
import { useSalesMessages } from "~/components/sales-messages";
import { SalesHero } from "~/components/sales-hero";
import { StepList } from "~/components/step-list";
import { products } from "~/content/catalog";
import { formatMoney } from "~/i18n/format";
import { pageMeta } from "~/i18n/meta";
import { textsFor } from "~/i18n/catalogs.server";
import { useLocale, useMessages } from "~/i18n/use-locale";
import { reviewsForPage } from "~/server/customer-reviews/published.server";
import { databaseContext } from "~/server/platform/request-context.server";
import { localeFromPath } from "~/i18n/locale";
import type { Route } from "./+types/conversion-assistance";

// Sent as HTML and CSS only, nothing on it needs the framework's JavaScript.
export const handle = { hydrate: false };

/** The page's texts and verified reviews in its language, and their summaries: only these reach the browser. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = localeFromPath(new URL(request.url).pathname);
  return {
    texts: textsFor(request, "conversionAssistance"),
    ...(await reviewsForPage(context.get(databaseContext), locale, { limit: 3 })),
  };
}

export const meta = pageMeta("conversionAssistance");

// The package covers the first five steps: one price, read from the catalog.
export default function ConversionAssistancePage({ loaderData }: Route.ComponentProps) {
  const t = loaderData.texts;
  const locale = useLocale();
  const messages = useMessages();
  const sales = useSalesMessages();
  const page = messages.pages.conversionAssistance;
  const product = products["conversion-assistance"];
  const price = formatMoney(product.priceCents, locale);
  return (
    <div className="sales-page">
      <div className="container">
        <Breadcrumb
          parent={{ to: "/services-prices", label: messages.nav.servicesPrices }}
          current={page.title}
        />
        <SalesHero title={page.title} video="conversionAssistance" videoTitle={t.videoTitle}>
          <p className="lead">{t.lead}</p>
          <p className="actions">
            <BuyButton product={product.id}>{fill(t.buy, { price })}</BuyButton>
            <ChatButton text={t.chatText} />
          </p>
        </SalesHero>
      </div>

      <section className="section section-alt" aria-labelledby="steps-heading">
        <div className="container">
          <h2 id="steps-heading">{t.stepsHeading}</h2>
          <StepList steps={t.steps} />
          <h3 className="after-heading">{t.afterHeading}</h3>
          <p>{t.afterText}</p>
          <LocalizedLink to="/high-intense-training">{t.afterLink}</LocalizedLink>
        </div>
      </section>

      <section className="section" aria-labelledby="price-heading">
        <div className="container two-columns">
          <div>
            <h2 id="price-heading">{t.priceHeading}</h2>
            <p className="price">{price}</p>
            <p className="price-note vat-note">{sales.includedVat}</p>
            <p className="price-note">{t.priceText}</p>
            <BuyButton product={product.id}>{fill(t.buy, { price })}</BuyButton>
          </div>
          <div>
            <h2>{t.whoHeading}</h2>
            {t.whoText.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            <p className="actions">
              <LocalizedLink className="button button-primary" to="/licence-check">
                {t.checkLink}
              </LocalizedLink>
              <LocalizedLink to="/test">{t.guideLink}</LocalizedLink>
            </p>
          </div>
        </div>
      </section>

      <section className="section section-alt">
        <div className="container">
          <ReviewList reviews={loaderData.reviews} summaries={loaderData.summaries} allReviewsLink />
        </div>
      </section>
    </div>
  );
}
