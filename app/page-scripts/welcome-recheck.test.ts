// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { recheckWhilePending } from "./welcome-recheck";

const page = (state: string) =>
  `<p data-welcome-state="${state}" data-still-pending="Still confirming">Confirming…</p>` +
  '<a class="welcome-check-again" href="">Check again</a>';

beforeEach(() => {
  vi.useFakeTimers();
  document.body.innerHTML = page("pending");
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.body.replaceChildren();
});

describe("the welcome page's recheck", () => {
  it("looks again while pending, then says so and offers the link again", async () => {
    const fetchPage = vi.fn(async () => new Response(page("pending")));
    vi.stubGlobal("fetch", fetchPage);
    recheckWhilePending({ everyMs: 1000, forMs: 2500 });
    const again = document.querySelector<HTMLElement>(".welcome-check-again");
    expect(again?.hidden).toBe(true);
    await vi.advanceTimersByTimeAsync(3000);
    expect(fetchPage).toHaveBeenCalledTimes(3);
    expect(document.querySelector("[data-welcome-state]")?.textContent).toBe("Still confirming");
    expect(again?.hidden).toBe(false);
  });

  it("does nothing on a page whose purchase is known", () => {
    document.body.innerHTML = page("ready");
    const fetchPage = vi.fn();
    vi.stubGlobal("fetch", fetchPage);
    recheckWhilePending({ everyMs: 1000, forMs: 2500 });
    vi.advanceTimersByTime(5000);
    expect(fetchPage).not.toHaveBeenCalled();
  });
});
