import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

export default defineConfig({
  // The server build's entry is our Express app, so headers, health checks and the
  // React Router handler ship as one bundle (the pattern of React Router's custom-server template).
  environments: { ssr: { build: { rollupOptions: { input: "./server/app.ts" } } } },
  plugins: [reactRouter()],
  resolve: { tsconfigPaths: true },
});
