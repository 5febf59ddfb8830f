import { useNonce } from "~/nonce";

/**
 * Pages sent without JavaScript keep navigation instant. The browser prerenders a page of
 * this site when the visitor shows intent (hover, pointer down: "moderate"), so the click shows it
 * at once. Never for links with an effect or a purpose of their own: logging out, the API, the
 * checkout, downloads, new tabs and the language switch (its request is what records the choice).
 * An inline script of type speculationrules, allowed by the page's CSP nonce.
 */
const rules = {
  prerender: [
    {
      where: {
        and: [
          { href_matches: "/*" },
          { not: { href_matches: ["/logout", "/es/logout", "/api/*", "/checkout", "/es/checkout"] } },
          { not: { selector_matches: ".language-switch, [download], [target], [rel~='nofollow']" } },
        ],
      },
      eagerness: "moderate",
    },
  ],
};

const rulesJson = JSON.stringify(rules);

export function SpeculationRules() {
  const nonce = useNonce();
  return (
    <script
      nonce={nonce}
      type="speculationrules"
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: rulesJson }}
    />
  );
}
