import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { PageScript, PageScriptUrlsContext } from "~/components/page-script";
import { importClosure, type ClientManifest } from "../../vite-page-scripts";

// The shape Vite writes: a page script's entry imports shared chunks, which import others.
const manifest: ClientManifest = {
  "app/page-scripts/review-deck.ts": {
    file: "assets/review-deck-a1.js",
    imports: ["_plural-b2.js", "_dom-c3.js"],
  },
  "_plural-b2.js": { file: "assets/plural-b2.js", imports: ["_locale-d4.js"] },
  "_dom-c3.js": { file: "assets/dom-c3.js", imports: ["_locale-d4.js"] },
  "_locale-d4.js": { file: "assets/locale-d4.js" },
  "app/page-scripts/submit-once.ts": { file: "assets/submit-once-e5.js" },
};

describe("a page script's chunks", () => {
  it("are its own file, then every chunk it imports, directly or not, each once", () => {
    expect(importClosure(manifest, "app/page-scripts/review-deck.ts")).toEqual([
      "assets/review-deck-a1.js",
      "assets/plural-b2.js",
      "assets/locale-d4.js",
      "assets/dom-c3.js",
    ]);
    expect(importClosure(manifest, "app/page-scripts/submit-once.ts")).toEqual(["assets/submit-once-e5.js"]);
  });

  it("are named in the page as module preloads, so a worker keeping the page keeps them all", () => {
    const html = renderToStaticMarkup(
      <PageScriptUrlsContext.Provider
        value={{
          "submit-once": {
            src: "/assets/submit-once-e5.js",
            imports: ["/assets/plural-b2.js", "/assets/locale-d4.js"],
          },
        }}
      >
        <PageScript name="submit-once" args={{ formId: "pay" }} />
      </PageScriptUrlsContext.Provider>,
    );
    // At low priority: they must not compete with the stylesheet for the first paint.
    expect(html).toContain(
      '<link rel="modulepreload" nonce="" href="/assets/plural-b2.js" fetchPriority="low"/>',
    );
    expect(html).toContain(
      '<link rel="modulepreload" nonce="" href="/assets/locale-d4.js" fetchPriority="low"/>',
    );
    expect(html).toContain('<script type="module" nonce="" src="/assets/submit-once-e5.js"></script>');
  });
});
