import { onPageArgs } from "./lib/page-args";

export type WelcomeRecheckArgs = { everyMs: number; forMs: number };

/**
 * While the payment webhook has not arrived, looks again every `everyMs` for `forMs`, then says
 * the payment is still being confirmed and offers "Check again". Without any script, "Check again"
 * is a plain link to the same page.
 */
export function recheckWhilePending({ everyMs, forMs }: WelcomeRecheckArgs): void {
  const status = document.querySelector<HTMLElement>("[data-welcome-state]");
  const again = document.querySelector<HTMLElement>(".welcome-check-again");
  if (!status || status.dataset.welcomeState !== "pending") return;
  if (again) again.hidden = true;
  const startedAt = Date.now();
  const look = async () => {
    try {
      const response = await fetch(location.href, { headers: { accept: "text/html" }, cache: "no-store" });
      const page = new DOMParser().parseFromString(await response.text(), "text/html");
      const state = page.querySelector<HTMLElement>("[data-welcome-state]")?.dataset.welcomeState;
      // The purchase is known now: show the page as the server says it.
      if (response.ok && state && state !== "pending") return location.reload();
    } catch {
      // Offline for a moment: look again at the next turn.
    }
    if (Date.now() - startedAt < forMs) return void setTimeout(look, everyMs);
    status.textContent = status.dataset.stillPending ?? status.textContent;
    if (again) again.hidden = false;
  };
  setTimeout(look, everyMs);
}

onPageArgs("welcome-recheck", recheckWhilePending);
