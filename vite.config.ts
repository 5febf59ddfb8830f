import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

export default defineConfig({
  // The server build's entry is our Express app, so headers, health checks and the
  // React Router handler ship as one bundle (the pattern of React Router's custom-server template,
  // per environment since future.v8_viteEnvironmentApi).
  environments: { ssr: { build: { rollupOptions: { input: "./server/app.ts" } } } },
  build: {
    // Rolldown's "[PLUGIN_TIMINGS]" report names the plugins that took long on a busy machine
    // (React Router's own): advice for plugin authors, nothing a `npm start` can act on.
    rolldownOptions: { checks: { bundlerTimings: false } },
  },
  plugins: [reactRouter()],
  resolve: { tsconfigPaths: true },
});
