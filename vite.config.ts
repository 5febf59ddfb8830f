import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

// A page with script loads few files. The framework (React, React DOM, React Router) is
// one chunk, and the layout's own modules (root.tsx's imports) another, instead of a dozen small
// files that each cost a request on a slow mobile connection.
const layoutModules =
  /\/app\/(?:root-data|nonce|script-free|pages)\.ts$|\/app\/i18n\/(?:locale|meta|use-locale|ui-texts)\.ts$|\/app\/content\/brand\.ts$|\/app\/components\/(?:site-header|site-footer|language-switch|localized-link|logo|not-found|error-page|speculation-rules)\.tsx$/;

export default defineConfig({
  environments: {
    // The server build's entry is our Express app, so headers, health checks and the
    // React Router handler ship as one bundle (the pattern of React Router's custom-server template,
    // per environment since future.v8_viteEnvironmentApi).
    ssr: { build: { rollupOptions: { input: "./server/app.ts" } } },
    client: {
      build: {
        rollupOptions: {
          output: {
            codeSplitting: {
              groups: [
                { name: "framework", test: /\/node_modules\// },
                { name: "layout", test: layoutModules },
              ],
            },
          },
        },
      },
    },
  },
  build: {
    // Rolldown's "[PLUGIN_TIMINGS]" report names the plugins that took long on a busy machine
    // (React Router's own): advice for plugin authors, nothing a `npm start` can act on.
    rolldownOptions: { checks: { bundlerTimings: false } },
  },
  plugins: [reactRouter()],
  resolve: { tsconfigPaths: true },
});
