import { ensureBuild } from "./server-process";

// Vitest's global set-up: the production build, made once per run before any file starts (when
// build/ is missing or older than the sources), for every file that serves the app: in this process
// (http-app.ts) or as `npm start` in its own (server-process.ts). Playwright reuses it afterwards.
export function setup() {
  const start = performance.now();
  const built = ensureBuild();
  if (built)
    console.log(
      `::: production build for the tests took ${Math.round((performance.now() - start) / 1000)} s`,
    );
}
