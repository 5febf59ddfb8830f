import type { Config } from "@react-router/dev/config";

export default {
  // DESIGN §2: every page is server-rendered.
  ssr: true,
} satisfies Config;
