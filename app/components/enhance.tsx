import { useEffect } from "react";
import { useNonce } from "~/nonce";

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };
/** A self-contained function (no imports, no outer names) that travels as its source text. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Portable = (...args: any[]) => unknown;
type EnhanceArg = Json | Portable;

/** Keeps a script's text inside its <script> element (no "</script>", no line separators). */
function scriptSafe(code: string): string {
  return code
    .replace(/<\//g, "<\\/")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

/** The call `run(...args)` as source: functions as their source text, the rest as JSON. */
export function enhanceSource(run: Portable, args: readonly EnhanceArg[]): string {
  const written = args.map((arg) =>
    typeof arg === "function" ? `(${arg.toString()})` : JSON.stringify(arg),
  );
  return scriptSafe(`(${run.toString()})(${written.join(",")});`);
}

/**
 * Progressive enhancement for pages sent without the framework's JavaScript: `run` is
 * written into the page as a small inline script (with the response's CSP nonce) that runs when the
 * parser reaches it, so place <Enhance> after the markup it enhances. When React renders the same
 * component in the browser (a client-side navigation), `run` runs after mount instead, and a
 * function it returns runs when the component goes (remove listeners, stop timers).
 *
 * Only the function's source text travels: `run` must not use imports or outer variables, takes
 * JSON arguments or self-contained functions (e.g. a tested controller), and must be safe to run
 * twice on the same markup (mark what it has done). Without JavaScript the markup must work on its
 * own; the script only adds to it.
 */
export function Enhance<Args extends EnhanceArg[]>({
  run,
  args,
}: {
  run: (...args: Args) => void | (() => void);
  args: [...Args];
}) {
  const nonce = useNonce();
  // The arguments are fixed for the markup: run once after mount.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(() => run(...args) ?? undefined, []);
  return (
    <script
      nonce={nonce}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: enhanceSource(run as Portable, args) }}
    />
  );
}
