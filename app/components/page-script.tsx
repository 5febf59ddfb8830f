import { createContext, useContext } from "react";
import { jsonInScript } from "~/page-scripts/lib/json-in-script";
import type { PageScriptArgs } from "~/page-scripts/lib/page-script-args";
import { useNonce } from "~/nonce";

/** Each page script's URL and its chunks' URLs, provided by entry.server from the client build's manifest. */
export const PageScriptUrlsContext = createContext<Record<string, { src: string; imports: string[] }>>({});

/**
 * Progressive enhancement for a page sent without the framework's JavaScript: loads the page
 * script `name` (app/page-scripts/NAME.ts, a cached module under /assets) with this response's CSP
 * nonce, and hands it `args` as JSON. Module scripts run once the document is parsed, so the markup
 * they enhance is there wherever this stands. Without JavaScript the markup works on its own; the
 * script only adds to it.
 *
 * Every chunk the module imports, directly or not, is named as a `modulepreload` (HTML Living
 * Standard, "link type modulepreload"; with the nonce, as CSP checks it as a script): the browser
 * fetches them at once rather than one level of imports after another, and the course's service
 * worker, which keeps the `/assets/` files a kept page names, keeps all the page needs to start
 * offline. At low priority: React hoists the links into the head, where Chromium would otherwise
 * fetch them beside the stylesheet, ahead of what the first paint needs (the page is readable
 * before any script runs).
 */
export function PageScript<Name extends keyof PageScriptArgs>({
  name,
  args,
}: {
  name: Name;
  args: PageScriptArgs[Name];
}) {
  const nonce = useNonce();
  const script = useContext(PageScriptUrlsContext)[name];
  if (!script) throw new Error(`No page script named ${name}`);
  return (
    <>
      {script.imports.map((href) => (
        <link key={href} rel="modulepreload" nonce={nonce} href={href} fetchPriority="low" />
      ))}
      <script
        type="application/json"
        data-page-script={name}
        dangerouslySetInnerHTML={{ __html: jsonInScript(args) }}
      />
      <script type="module" nonce={nonce} src={script.src} />
    </>
  );
}
