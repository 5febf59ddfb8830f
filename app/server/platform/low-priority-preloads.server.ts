import { Transform } from "node:stream";

const headEnd = Buffer.from("</head>");
const modulePreload = /<link rel="modulepreload"/g;

/**
 * On the pages that hydrate, React Router's `<Scripts>` preloads every module the page
 * needs (~112 KB gzip) and React hoists those `<link rel="modulepreload">` into the head. Chromium
 * fetches module preloads at High priority, beside the stylesheet, so on a slow phone network they
 * compete with the first paint although the page is already rendered on the server and needs no
 * script to be read (Lighthouse counts them before the first contentful paint: 2.4–2.8 s on the
 * quiz). Marked `fetchpriority="low"` they are still fetched at once and in parallel (hydration
 * does not wait for a module waterfall), only after what the first paint needs.
 *
 * The head is held until `</head>` has been written (it is the start of the shell, a few KB), then
 * rewritten once; everything after it passes through untouched.
 */
export function lowerModulePreloadPriority(): Transform {
  let held: Buffer | null = Buffer.alloc(0);
  return new Transform({
    transform(chunk: Buffer | string, _encoding, done) {
      const bytes = typeof chunk === "string" ? Buffer.from(chunk) : chunk;
      if (held === null) return done(null, bytes);
      held = Buffer.concat([held, bytes]);
      const end = held.indexOf(headEnd);
      if (end === -1) return done();
      const head = held.subarray(0, end).toString("utf8").replace(modulePreload, '$& fetchpriority="low"');
      const rest = held.subarray(end);
      held = null;
      done(null, Buffer.concat([Buffer.from(head), rest]));
    },
    flush(done) {
      // A document without a head (an error while rendering the shell) is passed on as it came.
      done(null, held && held.length > 0 ? held : undefined);
    },
  });
}
