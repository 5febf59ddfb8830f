import { fill } from "~/i18n/fill";
import { Breadcrumb } from "~/components/breadcrumb";
import { BuyButton } from "~/components/buy-button";
import { ChatButton } from "~/components/chat-button";
import { LocalizedLink } from "~/components/localized-link";
import { MapEmbed } from "~/components/map-embed";
import { useSalesMessages } from "~/components/sales-messages";
import { SalesHero } from "~/components/sales-hero";
import { StepList } from "~/components/step-list";
import { products, testingBodyFees, weeklyClassesPriceList } from "~/content/catalog";
import { site } from "~/content/site";
import { formatMoney, formatPercent } from "~/i18n/format";
import { pageMeta } from "~/i18n/meta";
import { textsFor } from "~/i18n/catalogs.server";
import { useLocale, useMessages } from "~/i18n/use-locale";
import type { Route } from "./+types/weekly-classes";

/** The page's texts in its language (only these reach the browser). */
export function loader({ request }: Route.LoaderArgs) {
  return { texts: textsFor(request, "weeklyClasses") };
}

export const meta = pageMeta("weeklyClasses");

export default function WeeklyClassesPage({ loaderData }: Route.ComponentProps) {
  const t = loaderData.texts;
  const locale = useLocale();
  const messages = useMessages();
  const page = messages.pages.weeklyClasses;
  const sales = useSalesMessages();
  const enroll = fill(t.enroll, { price: formatMoney(products["weekly-classes"].priceCents, locale) });
  return (
    <div className="sales-page">
      <div className="container">
        <Breadcrumb
          parent={{ to: "/services-prices", label: messages.nav.servicesPrices }}
          current={page.title}
        />
        <SalesHero title={page.title} video="weeklyClasses" videoTitle={t.videoTitle}>
          <p className="lead">{t.lead}</p>
          <ul className="points">
            {t.points.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
        </SalesHero>
      </div>

      <section className="section section-alt" aria-labelledby="booking-heading">
        <div className="container">
          <h2 id="booking-heading">{t.bookingHeading}</h2>
          <StepList steps={t.booking} />
          <p className="actions">
            <ChatButton text={t.chatText} />
          </p>
        </div>
      </section>

      <section className="section">
        <div className="container two-columns">
          <div>
            <h2 id="prices-heading">{t.pricesHeading}</h2>
            <table className="price-table" aria-labelledby="prices-heading">
              <thead>
                <tr>
                  <th scope="col">{t.itemHead}</th>
                  <th scope="col" className="amount">
                    {t.priceHead}
                  </th>
                </tr>
              </thead>
              <tbody>
                {weeklyClassesPriceList.map((item) => (
                  <tr key={item.id} data-item={item.id}>
                    <th scope="row">
                      {t.items[item.id]}
                      {"discountPercent" in item
                        ? ` ${fill(t.discount, { percent: formatPercent(item.discountPercent, locale) })}`
                        : null}
                    </th>
                    <td className="amount">
                      {formatMoney(item.priceCents, locale)}
                      {"fee" in item ? (
                        <span className="fee">
                          {fill(t.feeSuffix, { fee: formatMoney(testingBodyFees[item.fee], locale) })}
                        </span>
                      ) : null}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            <p className="price-note vat-note">{sales.includedVat}</p>
            <p className="actions">
              <BuyButton product="weekly-classes">{enroll}</BuyButton>
            </p>
            <p className="price-note">{t.enrollNote}</p>
          </div>
          <div>
            <h2 id="categories-heading">{t.categoriesHeading}</h2>
            <table className="price-table categories" aria-labelledby="categories-heading">
              <thead>
                <tr>
                  <th scope="col">{t.categoryHead}</th>
                  <th scope="col">{t.meaningHead}</th>
                </tr>
              </thead>
              <tbody>
                {t.categories.map((category) => (
                  <tr key={category.code}>
                    <th scope="row">{category.code}</th>
                    <td>{category.text}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <h2 className="beginners-heading">{t.beginnersHeading}</h2>
            <p>{t.beginnersText}</p>
            <LocalizedLink to="/english-theory-lessons">{t.beginnersLink}</LocalizedLink>
          </div>
        </div>
      </section>

      <section className="section section-alt" aria-labelledby="where-heading">
        <div className="container two-columns">
          <div>
            <h2 id="where-heading">{t.whereHeading}</h2>
            <address>
              {site.legalName}
              <br />
              {site.office.street}
              <br />
              {site.office.postalCode} {site.office.city}
            </address>
          </div>
          <MapEmbed src={site.embeds.officeMap} />
        </div>
      </section>
    </div>
  );
}
