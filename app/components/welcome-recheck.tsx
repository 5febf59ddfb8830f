import { Enhance } from "./enhance";

/**
 * While the payment webhook has not arrived, looks again every `everyMs` for `forMs`, then says
 * the payment is still being confirmed and offers "Check again".
 * Self-contained, as Enhance requires. The page is sent without the framework's JavaScript;
 * without any script, "Check again" is a plain link to the same page.
 */
function recheckWhilePending(everyMs: number, forMs: number) {
  const status = document.querySelector<HTMLElement>("[data-welcome-state]");
  const again = document.querySelector<HTMLElement>(".welcome-check-again");
  if (!status || status.dataset.welcomeState !== "pending" || status.dataset.rechecking) return;
  status.dataset.rechecking = "true";
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

export function WelcomeRecheck({ everyMs, forMs }: { everyMs: number; forMs: number }) {
  return <Enhance run={recheckWhilePending} args={[everyMs, forMs]} />;
}
