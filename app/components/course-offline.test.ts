import { afterEach, describe, expect, it, vi } from "vitest";
import { type CourseWorkerMessage, startCourseOffline } from "./course-offline";
import { type CourseOutbox, createCourseOutbox } from "./review/course-outbox";
import { retryWhileWaiting } from "./review/outbox-retry";
import { serialQueue } from "./review/serial-queue";

// The course page and the lessons carry these functions as inline scripts (their source text):
// each is checked as rebuilt from that text alone, which fails if it reaches for an import or a
// module-level name.
const rebuilt = <T>(fn: T): T => new Function(`return (${String(fn)});`)() as T;

const message: CourseWorkerMessage = {
  userId: "user-1",
  endsAt: 2_000_000_000_000,
  sessionEndsAt: 2_000_000_000_000,
  keep: ["/mycourse", "/module?sid=1.1"],
  locale: "en",
  texts: { ended: "Ended", missing: "Missing", signedOut: "Signed out", back: "Back" },
};

function fakeOutbox(): CourseOutbox & { owner: string | null } {
  return {
    owner: null,
    setOwner(userId) {
      this.owner = userId;
    },
    pendingCount: async () => 0,
    enqueue: async () => undefined,
    flush: vi.fn(async () => 0),
  };
}

/** A page that has loaded, with a worker that answers at once; returns what the worker was told. */
function fakePage({ loaded, prerendering = false }: { loaded: boolean; prerendering?: boolean }) {
  const posted: unknown[] = [];
  const listeners: Record<string, Array<() => void>> = {};
  const on = (type: string, listener: () => void) => (listeners[type] ??= []).push(listener);
  const fire = (type: string) => listeners[type]?.splice(0).forEach((listener) => listener());
  const registration = { active: { postMessage: (data: unknown) => posted.push(data) } };
  vi.stubGlobal("window", { addEventListener: on, removeEventListener: vi.fn() });
  vi.stubGlobal("location", { origin: "http://school.test", pathname: "/mycourse", search: "" });
  vi.stubGlobal("navigator", {
    serviceWorker: { register: async () => registration, ready: Promise.resolve(registration) },
  });
  vi.stubGlobal("document", {
    readyState: loaded ? "complete" : "interactive",
    prerendering,
    addEventListener: on,
    removeEventListener: vi.fn(),
  });
  vi.stubGlobal("performance", {
    getEntriesByType: () => [
      { name: "http://school.test/assets/site-1.css" },
      { name: "https://x.test/a.js" },
    ],
  });
  vi.stubGlobal("requestIdleCallback", (run: () => void) => setTimeout(run, 0));
  return { posted, fire };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 5));

describe("startCourseOffline, rebuilt from its source text", () => {
  const start = rebuilt(startCourseOffline);
  const retry = rebuilt(retryWhileWaiting);
  afterEach(() => vi.unstubAllGlobals());

  it("names the outbox's customer and sends what waits at once", async () => {
    fakePage({ loaded: true });
    const outbox = fakeOutbox();
    start(message, outbox, retry, {});
    expect(outbox.owner).toBe("user-1");
    expect(outbox.flush).toHaveBeenCalledTimes(1);
    await settle(); // the hand-over, before the next test's page
  });

  it("sends again while completions wait, though the browser never says 'online'", async () => {
    fakePage({ loaded: true });
    const outbox = fakeOutbox();
    // A dead zone: the first two passes get nothing through, the third empties the outbox.
    const left = [1, 1, 0];
    outbox.flush = vi.fn(async () => left.shift() ?? 0);
    const passes: Array<number | null> = [];
    const quick: typeof retryWhileWaiting = (pass) => retry(pass, { firstMs: 5, maxMs: 5 });
    const offline = start(message, outbox, quick, { onPass: (n) => passes.push(n) });
    await vi.waitFor(() => expect(passes).toEqual([1, 1, 0]));
    await settle();
    expect(outbox.flush).toHaveBeenCalledTimes(3);
    offline.stop();
  });

  it("tells the worker only after the load, in idle time, with the page's own assets", async () => {
    const page = fakePage({ loaded: false });
    start(message, fakeOutbox(), retry, {});
    await settle();
    expect(page.posted).toEqual([]);
    page.fire("load");
    await settle();
    expect(page.posted).toEqual([
      {
        type: "course-state",
        userId: "user-1",
        endsAt: message.endsAt,
        sessionEndsAt: message.sessionEndsAt,
        locale: "en",
        texts: message.texts,
        keep: ["/assets/site-1.css", "/mycourse", "/module?sid=1.1"],
        current: "/mycourse",
      },
    ]);
  });

  it("waits while the page is prerendered", async () => {
    const page = fakePage({ loaded: true, prerendering: true });
    start(message, fakeOutbox(), retry, {});
    await settle();
    expect(page.posted).toEqual([]);
    page.fire("prerenderingchange");
    await settle();
    expect(page.posted).toHaveLength(1);
  });
});

describe("createCourseOutbox, rebuilt from its source text", () => {
  it("refuses an item while its customer is not known", async () => {
    const outbox = rebuilt(createCourseOutbox)(rebuilt(serialQueue));
    await expect(outbox.enqueue({ kind: "complete", lessonId: "1.1", key: "k" })).rejects.toThrow(
      "customer is not known",
    );
  });
});
