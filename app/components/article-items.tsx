import { fill } from "~/i18n/fill";

export interface ArticleItemView {
  title: string;
  subtitle: string;
  image: string;
  alt: string;
  html: string;
}

/**
 * Numbered tips or trips with the image on alternating sides; stacked on phones.
 * `numberLabel` ("Trip {number}") shows a number badge; leave it out when the subtitle numbers the item.
 */
export function ArticleItems({
  items,
  label,
  numberLabel,
}: {
  items: ArticleItemView[];
  label: string;
  numberLabel?: string;
}) {
  return (
    <ol className="article-items" aria-label={label}>
      {items.map((item, index) => (
        <li key={item.image} className="article-item">
          <img
            className="article-item-image"
            src={item.image}
            alt={item.alt}
            width={800}
            height={500}
            loading="lazy"
            decoding="async"
          />
          <div className="article-item-text">
            <p className="article-item-subtitle">
              {numberLabel ? (
                <span className="article-item-number">{fill(numberLabel, { number: index + 1 })}</span>
              ) : null}
              {item.subtitle}
            </p>
            <h2>{item.title}</h2>
            <div className="prose" dangerouslySetInnerHTML={{ __html: item.html }} />
          </div>
        </li>
      ))}
    </ol>
  );
}
