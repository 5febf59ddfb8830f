import type { Config } from "@react-router/dev/config";

// React Router 8's defaults are the site's: middleware (the database through the router context,
// decision 022), split route modules, the Vite environment API (vite.config.ts), trailing-slash-aware
// data requests, and loaders that get the request as it came (its page URL is `url`, decision 042).
export default {
  // Every page is server-rendered.
  ssr: true,
} satisfies Config;
