// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

const enqueue = vi.fn(async () => undefined);
const setOwner = vi.fn();
// The outbox keeps items in IndexedDB, which the DOM environment has not: its own tests cover it.
vi.mock("~/components/review/course-outbox", () => ({
  createCourseOutbox: () => ({ enqueue, setOwner }),
}));
const { completeEvenOffline } = await import("./lesson-complete");

const args = { form: "form.lesson-complete", id: "2.1", userId: "user-1", nextHref: "/module?sid=2.2" };
let assign: ReturnType<typeof vi.fn<(url: string | URL) => void>>;

beforeEach(() => {
  document.body.innerHTML =
    '<form class="lesson-complete" method="post" action="/module?sid=2.1"><button type="submit">Complete</button></form>';
  assign = vi.fn<(url: string | URL) => void>();
  vi.spyOn(window.location, "assign").mockImplementation(assign);
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  enqueue.mockClear();
  document.body.replaceChildren();
});

const submitForm = () =>
  document.querySelector("form")?.dispatchEvent(new Event("submit", { bubbles: true, cancelable: true }));

describe("complete and continue", () => {
  it("online follows the server's redirect to the next lesson", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => ({ type: "opaqueredirect" }) as Response),
    );
    completeEvenOffline(args);
    submitForm();
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith(args.nextHref));
    expect(enqueue).not.toHaveBeenCalled();
    expect(document.querySelector("button")?.disabled).toBe(true);
  });

  it("offline keeps the completion in the customer's outbox and opens the next lesson", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Promise.reject(new TypeError("offline"))),
    );
    completeEvenOffline(args);
    submitForm();
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith(args.nextHref));
    expect(setOwner).toHaveBeenCalledWith("user-1");
    expect(enqueue).toHaveBeenCalledWith(expect.objectContaining({ kind: "complete", lessonId: "2.1" }));
  });

  it("any other answer is shown by posting the form as the browser would", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response("refused", { status: 400 })),
    );
    completeEvenOffline(args);
    const form = document.querySelector("form");
    const post = form ? vi.spyOn(form, "submit").mockImplementation(() => undefined) : null;
    submitForm();
    await vi.waitFor(() => expect(post).toHaveBeenCalled());
    expect(assign).not.toHaveBeenCalled();
  });
});
