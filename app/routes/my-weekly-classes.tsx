import { Fragment } from "react";
import { data } from "react-router";
import { BuyButton } from "~/components/buy-button";
import { ThankYou } from "~/components/thank-you";
import { type ProductId, products } from "~/content/catalog";
import { lessonPackUnits } from "~/content/lessons";
import { fill } from "~/i18n/fill";
import { formatMoney } from "~/i18n/format";
import { pageMeta } from "~/i18n/meta";
import { useLocale, useMessages } from "~/i18n/use-locale";
import { requireArea } from "~/server/account/account-guard.server";
import { lessonBalance } from "~/server/lessons/balance.server";
import { databaseContext } from "~/server/platform/request-context.server";
import { servicesOf } from "~/server/auth/app-services.server";
import { privateNoStore } from "~/server/platform/security-headers.server";
import type { Route } from "./+types/my-weekly-classes";

// Only the customer who bought this product sees this page: what happens next, the prepaid
// lesson balance (bought, booked, driven, left) and the lesson packs that top it up.
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireArea(request, servicesOf(context), "weekly-classes");
  const balance = await lessonBalance(context.get(databaseContext), user.id);
  return data({ balance }, { headers: privateNoStore });
}

export const meta = pageMeta("myWeeklyClasses");
// The customer's own balance: never kept by a shared cache.
export const headers = () => privateNoStore;

/** The packs on offer, smallest first, as the catalog lists them. */
const packs = (Object.keys(lessonPackUnits) as ProductId[]).sort(
  (a, b) => (lessonPackUnits[a] ?? 0) - (lessonPackUnits[b] ?? 0),
);

export default function MyWeeklyClassesPage({ loaderData }: Route.ComponentProps) {
  const messages = useMessages();
  const t = messages.account.lessonBalance;
  const locale = useLocale();
  const { balance } = loaderData;
  const figures = [
    ["bought", balance.bought],
    ["booked", balance.booked],
    ["driven", balance.driven],
    ["left", balance.left],
  ] as const;
  return (
    <>
      <ThankYou page="myWeeklyClasses" text={messages.account.weeklyText} lessons />
      <section
        className="container form-page"
        aria-labelledby="lesson-balance-heading"
        data-lesson-balance={balance.left}
      >
        <h2 id="lesson-balance-heading">{t.heading}</h2>
        <p>{t.intro}</p>
        <dl className="checkout-summary">
          {figures.map(([key, value]) => (
            <Fragment key={key}>
              <dt>{t[key]}</dt>
              <dd data-lesson-figure={key}>{value}</dd>
            </Fragment>
          ))}
        </dl>
        <h3>{t.packsHeading}</h3>
        <p>{t.packsText}</p>
        <p className="actions">
          {packs.map((id) => (
            <BuyButton key={id} product={id}>
              {fill(t.pack, {
                name: products[id].name[locale],
                price: formatMoney(products[id].priceCents, locale),
              })}
            </BuyButton>
          ))}
        </p>
      </section>
    </>
  );
}
