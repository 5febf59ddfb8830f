import { fill } from "~/i18n/fill";
import { LocalizedLink } from "~/components/localized-link";
import { ebooks } from "~/content/ebooks";
import { ebookFiles } from "~/content/media";
import { pageMeta } from "~/i18n/meta";
import { textsFor } from "~/i18n/catalogs.server";
import { useLocale, useMessages } from "~/i18n/use-locale";
import type { Route } from "./+types/free-gift";

/** The page's texts in its language (only these reach the browser). */
export function loader({ request }: Route.LoaderArgs) {
  return { texts: textsFor(request, "freeGift") };
}

export const meta = pageMeta("freeGift");

// A shelf of three covers; hover or keyboard focus enlarges one (CSS only).
export default function FreeGiftPage({ loaderData }: Route.ComponentProps) {
  const t = loaderData.texts;
  const locale = useLocale();
  const page = useMessages().pages.freeGift;
  return (
    <div className="sales-page">
      <section className="container section">
        <h1>{page.title}</h1>
        <p className="section-intro">{t.lead}</p>
        <ul className="shelf">
          {ebooks.map((book) => {
            const cover = (
              <img
                src={ebookFiles[book.id].cover[locale]}
                alt={fill(t.coverAlt, { title: book.title[locale] })}
                width={600}
                height={850}
              />
            );
            return (
              <li key={book.id} className="shelf-book">
                {"pdf" in book.target ? (
                  <a className="ebook-link" href={book.target.pdf[locale]} download>
                    {cover}
                    <span className="ebook-action">{t.pdf}</span>
                  </a>
                ) : (
                  <LocalizedLink className="ebook-link" to={book.target.page}>
                    {cover}
                    <span className="ebook-action">{t.flipbook}</span>
                  </LocalizedLink>
                )}
                <h2>{book.title[locale]}</h2>
                <p>{book.description[locale]}</p>
              </li>
            );
          })}
        </ul>
      </section>
    </div>
  );
}
