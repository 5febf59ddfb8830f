import { ChatButton } from "~/components/chat-button";
import { LocalizedLink } from "~/components/localized-link";
import { useSalesMessages } from "~/components/sales-messages";
import { ServiceCards } from "~/components/service-cards";
import { pageMeta } from "~/i18n/meta";
import { textsFor } from "~/i18n/catalogs.server";
import { useMessages } from "~/i18n/use-locale";
import type { Route } from "./+types/services-prices";

/** The page's texts in its language (only these reach the browser). */
export function loader({ request }: Route.LoaderArgs) {
  return { texts: textsFor(request, "servicesPrices") };
}

export const meta = pageMeta("servicesPrices");

export default function ServicesPricesPage({ loaderData }: Route.ComponentProps) {
  const t = loaderData.texts;
  const page = useMessages().pages.servicesPrices;
  const sales = useSalesMessages();
  return (
    <div className="sales-page">
      <section className="container section">
        <h1>{page.title}</h1>
        <p className="section-intro">{t.intro}</p>
        <ServiceCards fromLabel={t.from} detailsLabel={t.detailsOf} />
        <p className="price-note vat-note">{sales.includedVat}</p>
      </section>
      <section className="container">
        <div className="cta-band">
          <h2>{t.helpHeading}</h2>
          <p>{t.helpText}</p>
          <p className="actions">
            <LocalizedLink className="button button-accent" to="/licence-check">
              {t.checkLicence}
            </LocalizedLink>
            <ChatButton text={t.chatText} />
          </p>
        </div>
      </section>
    </div>
  );
}
