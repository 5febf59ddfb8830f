import type { CatalogName, Texts } from "./catalogs.server";
import type { Locale } from "./locale";
import { useLocale } from "./use-locale";

// A page's own catalogs, read by its components while it renders on the server, instead of being
// sent as loader data: no page is hydrated (decision 010), and React Router encodes every
// loader's data on each request for a browser that never reads it (decisions 082 and 085). The
// catalogs are server code (catalogs.server.ts gives them here when it loads), so a component
// reaches them through this module, which holds no text of its own.

type CatalogLookup = <Name extends CatalogName>(name: Name, locale: Locale) => Texts<Name>;

let lookup: CatalogLookup | null = null;

/** Called once by catalogs.server.ts with its `textsIn`. */
export function provideCatalogs(provider: CatalogLookup): void {
  lookup = provider;
}

/** A catalog in a given language, for a `meta` function or a component that knows the language. */
export function catalogIn<Name extends CatalogName>(name: Name, locale: Locale): Texts<Name> {
  if (!lookup)
    throw new Error(`The ${name} texts are read on the server only (catalogs.server.ts not loaded)`);
  return lookup(name, locale);
}

/** A catalog in the page's language (its URL's). */
export function useCatalog<Name extends CatalogName>(name: Name): Texts<Name> {
  return catalogIn(name, useLocale());
}
