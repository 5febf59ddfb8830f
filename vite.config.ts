import { reactRouter } from "@react-router/dev/vite";
import { defineConfig, type Plugin } from "vite";
import { pageScripts } from "./vite-page-scripts";

/**
 * React Router names the server build's entry index.js, and so every entry (a second one became
 * index2.js): the PDF worker's thread keeps a name of its own, which
 * app/server/platform/pdf-worker.server.ts looks for beside index.js.
 */
function pdfWorkerEntryName(): Plugin {
  return {
    name: "pdf-worker-entry-name",
    applyToEnvironment: (environment) => environment.name === "ssr",
    outputOptions(options) {
      const named = options.entryFileNames ?? "[name].js";
      return {
        ...options,
        entryFileNames: (chunk) =>
          chunk.name === "pdf-worker" ? "pdf-worker.js" : typeof named === "function" ? named(chunk) : named,
      };
    },
  };
}

export default defineConfig({
  environments: {
    // The server build's entry is our Express app, so headers, health checks and the
    // React Router handler ship as one bundle (the pattern of React Router's custom-server template,
    // per environment since future.v8_viteEnvironmentApi).
    // ASCII output (other characters as escapes) without the doc comments: V8 keeps a module's
    // source for as long as the server runs, in two bytes per character once a single character
    // lies beyond Latin-1 (a dash, an arrow, the euro sign); the bundle took 4.4 MB instead of 2.2.
    ssr: {
      build: {
        rollupOptions: {
          // The PDF worker's thread is an entry of its own (build/server/pdf-worker.js), started
          // by app/server/platform/pdf-worker.server.ts; server.js imports index.js.
          input: { index: "./server/app.ts", "pdf-worker": "./app/server/pdf-worker-thread.server.ts" },
          output: { charset: "ascii", comments: { legal: true, annotation: true, jsdoc: false } },
        },
      },
    },
    // The client build keeps Rolldown's own chunks: a module the page scripts share (the plural
    // rules, the outbox) lands in a chunk of exactly what those entries share, never in a group
    // that also holds React (a page script would then load the framework; decision 061).
  },
  build: {
    // Rolldown's "[PLUGIN_TIMINGS]" report names the plugins that took long on a busy machine
    // (React Router's own): advice for plugin authors, nothing a `npm start` can act on.
    rolldownOptions: { checks: { bundlerTimings: false } },
  },
  plugins: [reactRouter(), pageScripts(), pdfWorkerEntryName()],
  resolve: { tsconfigPaths: true },
});
