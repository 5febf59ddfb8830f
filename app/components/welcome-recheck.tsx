import { PageScript } from "./page-script";

/** Looks again while the payment is being confirmed (page script welcome-recheck). */
export function WelcomeRecheck({ everyMs, forMs }: { everyMs: number; forMs: number }) {
  return <PageScript name="welcome-recheck" args={{ everyMs, forMs }} />;
}
