/** When the outbox is tried again while something waits: the first wait and the longest. */
export type RetryTiming = { firstMs: number; maxMs: number };

export interface OutboxRetry {
  /** A pass now (something was just stored, the page just opened), the waits start afresh. */
  now(): void;
  stop(): void;
}

/**
 * Runs `pass` (which resolves with how many items still wait) now and again while items wait: after
 * a pass that left some, a timer with exponential backoff (`firstMs`, doubled up to `maxMs`), and at
 * once whenever the page becomes visible, the window gets the focus or the browser says "online".
 * The "online" event is not enough on its own: the browser's flag may never change on a train's
 * dead zone or a captive network, and some Chromium versions do not fire it on reconnection. A
 * rejected pass counts as one that left items.
 *
 * Self-contained (no imports, no outer names): written when the course pages carried it as an
 * inline script's source text; now the page scripts import it (decision 061).
 */
export function retryWhileWaiting(
  pass: () => Promise<number>,
  timing: RetryTiming = { firstMs: 5_000, maxMs: 120_000 },
): OutboxRetry {
  let wait = timing.firstMs;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  const after = (left: number) => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    if (stopped) return;
    if (left <= 0) {
      wait = timing.firstMs;
      return;
    }
    timer = setTimeout(run, wait);
    wait = Math.min(wait * 2, timing.maxMs);
  };
  function run() {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    if (stopped) return;
    pass().then(after, () => after(1));
  }
  const fresh = () => {
    wait = timing.firstMs;
    run();
  };
  const onVisibility = () => {
    if (document.visibilityState === "visible") fresh();
  };

  window.addEventListener("online", fresh);
  window.addEventListener("focus", fresh);
  document.addEventListener("visibilitychange", onVisibility);
  return {
    now: fresh,
    stop() {
      stopped = true;
      if (timer !== undefined) clearTimeout(timer);
      window.removeEventListener("online", fresh);
      window.removeEventListener("focus", fresh);
      document.removeEventListener("visibilitychange", onVisibility);
    },
  };
}
