import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { retryWhileWaiting } from "./outbox-retry";

// The course pages carry the function as an inline script: checked as rebuilt from its source
// text alone, which fails if it reaches for an import or a module-level name.
const retry = new Function(`return (${String(retryWhileWaiting)});`)() as typeof retryWhileWaiting;

let windowEvents: EventTarget;
let documentEvents: EventTarget & { visibilityState: string };

beforeEach(() => {
  vi.useFakeTimers();
  windowEvents = new EventTarget();
  documentEvents = Object.assign(new EventTarget(), { visibilityState: "visible" });
  vi.stubGlobal("window", windowEvents);
  vi.stubGlobal("document", documentEvents);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** A pass that reports `waiting` items left, counting its calls. */
function outboxWith(waiting: { left: number }) {
  const pass = vi.fn(() => Promise.resolve(waiting.left));
  return pass;
}

it("tries again with growing waits while items wait, without any 'online' event", async () => {
  const waiting = { left: 1 };
  const pass = outboxWith(waiting);
  retry(pass, { firstMs: 1_000, maxMs: 4_000 }).now();
  await vi.advanceTimersByTimeAsync(0);
  expect(pass).toHaveBeenCalledTimes(1);
  await vi.advanceTimersByTimeAsync(999);
  expect(pass).toHaveBeenCalledTimes(1);
  await vi.advanceTimersByTimeAsync(1);
  expect(pass).toHaveBeenCalledTimes(2); // after 1 s
  await vi.advanceTimersByTimeAsync(2_000);
  expect(pass).toHaveBeenCalledTimes(3); // after 2 s more
  await vi.advanceTimersByTimeAsync(4_000);
  expect(pass).toHaveBeenCalledTimes(4); // after 4 s more
  await vi.advanceTimersByTimeAsync(4_000);
  expect(pass).toHaveBeenCalledTimes(5); // never longer than the longest wait
  waiting.left = 0; // the network carries again: the next pass empties the outbox
  await vi.advanceTimersByTimeAsync(4_000);
  expect(pass).toHaveBeenCalledTimes(6);
  await vi.advanceTimersByTimeAsync(60_000);
  expect(pass).toHaveBeenCalledTimes(6); // nothing waits: no timer
});

it("treats a failed pass as one that left items", async () => {
  const pass = vi.fn(() => Promise.reject(new Error("IndexedDB busy")));
  retry(pass, { firstMs: 1_000, maxMs: 4_000 }).now();
  await vi.advanceTimersByTimeAsync(1_000);
  expect(pass).toHaveBeenCalledTimes(2);
});

it("tries at once, with the short wait again, when the page is shown or focused or the browser says online", async () => {
  const waiting = { left: 1 };
  const pass = outboxWith(waiting);
  retry(pass, { firstMs: 1_000, maxMs: 60_000 }).now();
  await vi.advanceTimersByTimeAsync(1_000 + 2_000 + 4_000);
  expect(pass).toHaveBeenCalledTimes(4); // the next wait is 8 s
  documentEvents.visibilityState = "hidden";
  documentEvents.dispatchEvent(new Event("visibilitychange"));
  await vi.advanceTimersByTimeAsync(0);
  expect(pass).toHaveBeenCalledTimes(4); // hidden: no pass
  documentEvents.visibilityState = "visible";
  documentEvents.dispatchEvent(new Event("visibilitychange"));
  await vi.advanceTimersByTimeAsync(0);
  expect(pass).toHaveBeenCalledTimes(5);
  await vi.advanceTimersByTimeAsync(1_000); // the waits started afresh
  expect(pass).toHaveBeenCalledTimes(6);
  windowEvents.dispatchEvent(new Event("focus"));
  await vi.advanceTimersByTimeAsync(0);
  expect(pass).toHaveBeenCalledTimes(7);
  windowEvents.dispatchEvent(new Event("online"));
  await vi.advanceTimersByTimeAsync(0);
  expect(pass).toHaveBeenCalledTimes(8);
});

it("stops its timer and listeners", async () => {
  const pass = outboxWith({ left: 1 });
  const sending = retry(pass, { firstMs: 1_000, maxMs: 4_000 });
  sending.now();
  await vi.advanceTimersByTimeAsync(0);
  sending.stop();
  windowEvents.dispatchEvent(new Event("focus"));
  await vi.advanceTimersByTimeAsync(60_000);
  expect(pass).toHaveBeenCalledTimes(1);
});
