import { products, testingBodyFees } from "~/content/catalog";
import type { CheckAnswer, MatchingService } from "~/content/licence-rules/view";
import { formatDate, formatMoney } from "~/i18n/format";
import type { LicenceCheckTexts } from "~/i18n/messages/licence-check-en";
import { useLocale } from "~/i18n/use-locale";
import { fill } from "~/i18n/fill";
import { BuyButton } from "./buy-button";
import { LocalizedLink } from "./localized-link";
import { useSalesMessages } from "./sales-messages";

// The costs of this case. Official fees and the school's prices come from the
// catalog, the first-aid date from the schedule with its seats; every buy button is the site's.

function ServiceCard({ service, t }: { service: MatchingService; t: LicenceCheckTexts }) {
  const locale = useLocale();
  const product = products[service.product];
  const price = formatMoney(product.priceCents, locale);
  return (
    <li className="card" data-service={service.product}>
      <div className="card-body">
        <h3>{product.name[locale]}</h3>
        <p>{t.costs.why[service.reason]}</p>
        <p className="service-price">{price}</p>
        {product.fee ? (
          <p className="price-note">
            {fill(t.costs.fee, { fee: formatMoney(testingBodyFees[product.fee], locale) })}
          </p>
        ) : null}
        {service.courseDate ? (
          <p className="next-date">
            <strong>
              {fill(t.costs.nextCourse, { date: formatDate(service.courseDate, locale, "long") })}
            </strong>
          </p>
        ) : null}
        {service.reason === "practical-exam-package" ? (
          <p className="offer-note">{t.costs.practicalRule}</p>
        ) : null}
        <p className="actions service-actions">
          <BuyButton
            product={service.product}
            {...(service.courseDate ? { courseDate: service.courseDate } : {})}
          >
            {fill(t.costs.buy, { price })}
          </BuyButton>
          <LocalizedLink to={service.page}>
            {t.costs.details}
            <span className="visually-hidden">: {product.name[locale]}</span>
          </LocalizedLink>
        </p>
      </div>
    </li>
  );
}

export function LicenceCheckCosts({ answer, t }: { answer: CheckAnswer; t: LicenceCheckTexts }) {
  const locale = useLocale();
  const sales = useSalesMessages();
  return (
    <section className="section" aria-labelledby="costs-heading">
      <div className="container">
        <h2 id="costs-heading">{t.costs.heading}</h2>
        {answer.outcome === "eu" ? <p>{t.costs.euText}</p> : null}
        {answer.fees.length ? (
          <div className="answer-fees">
            <table className="price-table" aria-labelledby="fees-heading">
              <caption id="fees-heading">{t.costs.officialHeading}</caption>
              <thead>
                <tr>
                  <th scope="col">{t.costs.item}</th>
                  <th scope="col" className="amount">
                    {t.costs.amount}
                  </th>
                </tr>
              </thead>
              <tbody>
                {answer.fees.map((fee) => {
                  const amount = formatMoney(fee.cents, locale);
                  return (
                    <tr key={fee.id} data-fee={fee.id}>
                      <th scope="row">{t.costs[fee.id]}</th>
                      <td className="amount">{fee.upTo ? fill(t.costs.upTo, { price: amount }) : amount}</td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
            <p className="price-note">
              {answer.basis === "learner" ? t.costs.learnerOfficialNote : t.costs.officialNote}
            </p>
          </div>
        ) : null}
        {answer.eyeTestOnly ? <p>{t.costs.eyeTestOnly}</p> : null}
        {answer.services.length ? (
          <>
            <h3 className="services-heading">{t.costs.servicesHeading}</h3>
            <ul className="card-grid answer-services">
              {answer.services.map((service) => (
                <ServiceCard key={service.product} service={service} t={t} />
              ))}
            </ul>
            <p className="price-note vat-note">{sales.includedVat}</p>
          </>
        ) : null}
      </div>
    </section>
  );
}
