import { fromPriceCents, services } from "~/content/services";
import { formatMoney } from "~/i18n/format";
import { useLocale } from "~/i18n/use-locale";
import { fill } from "~/i18n/fill";
import { LocalizedLink } from "./localized-link";
import { useSalesMessages } from "./sales-messages";

/** The six service cards of the services page: tag, title, subtitle, "from" price, "More details". */
export function ServiceCards({
  headingLevel = 2,
  fromLabel,
  detailsLabel,
}: {
  headingLevel?: 2 | 3;
  fromLabel: string;
  detailsLabel: string;
}) {
  const locale = useLocale();
  const t = useSalesMessages();
  const Heading = `h${headingLevel}` as const;
  return (
    <ul className="card-grid service-cards">
      {services.map((service) => (
        <li key={service.page} className="card">
          <img src={service.image} alt={service.imageAlt[locale]} width={800} height={500} loading="lazy" />
          <div className="card-body">
            <span className="tag">{service.tag[locale]}</span>
            <Heading>{service.title[locale]}</Heading>
            <p>{service.subtitle[locale]}</p>
            <p className="service-price">
              {fill(fromLabel, { price: formatMoney(fromPriceCents(service), locale) })}
            </p>
            <LocalizedLink
              className="button button-primary"
              to={service.link}
              aria-label={fill(detailsLabel, { title: service.title[locale] })}
            >
              {t.moreDetails}
            </LocalizedLink>
          </div>
        </li>
      ))}
    </ul>
  );
}
