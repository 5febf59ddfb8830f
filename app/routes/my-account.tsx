import { LocalizedLink } from "~/components/localized-link";
import { accountItems } from "~/content/account-items";
import { pageMeta } from "~/i18n/meta";
import { useLocale, useMessages } from "~/i18n/use-locale";
import { ownedAreas } from "~/server/account.server";
import { requireUser } from "~/server/current-user.server";
import { getDatabase } from "~/server/db.server";
import type { Route } from "./+types/my-account";

// SPEC §2 my-account: a card for each product the customer owns, nothing else.
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const areas = await ownedAreas(await getDatabase(), user.id);
  return { areas: accountItems.filter((item) => areas.has(item.area)).map((item) => item.area) };
}

export const meta = pageMeta("myAccount");

export default function MyAccountPage({ loaderData }: Route.ComponentProps) {
  const t = useMessages().account;
  const locale = useLocale();
  const items = accountItems.filter((item) => loaderData.areas.includes(item.area));
  return (
    <section className="container account-page">
      <h1>{t.heading}</h1>
      <p className="lead">{items.length ? t.intro : t.empty}</p>
      <ul className="account-cards">
        {items.map((item) => (
          <li key={item.area} className="account-card">
            <img src={item.image} alt={item.alt[locale]} width={320} height={180} loading="lazy" />
            <div>
              <h2>{item.title[locale]}</h2>
              <p>{item.subtitle[locale]}</p>
              <LocalizedLink className="button button-primary" to={item.link}>
                {t.open}
                <span className="visually-hidden"> {item.title[locale]}</span>
              </LocalizedLink>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
