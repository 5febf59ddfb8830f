import { ChatButton } from "~/components/chat-button";
import { useSalesMessages } from "~/components/sales-messages";
import { ServiceCards } from "~/components/service-cards";
import { pageMeta } from "~/i18n/meta";
import servicesPricesEn from "~/i18n/messages/pages/services-prices-en";
import servicesPricesEs from "~/i18n/messages/pages/services-prices-es";
import { useLocalized } from "~/i18n/use-localized";
import { useMessages } from "~/i18n/use-locale";

const texts = { en: servicesPricesEn, es: servicesPricesEs };

export const meta = pageMeta("servicesPrices");

export default function ServicesPricesPage() {
  const t = useLocalized(texts);
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
          <ChatButton text={t.chatText} />
        </div>
      </section>
    </div>
  );
}
