// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { recordVisitBeforeOpening } from "./lesson-opener";
import { visitRecordedKey } from "./lib/visit-recorded-key";

const args = { list: ".module-list", loading: "Module is loading…", failed: "Could not open the module." };
let assign: ReturnType<typeof vi.fn<(url: string | URL) => void>>;

beforeEach(() => {
  document.body.innerHTML =
    '<ul class="module-list"><li><a data-lesson="2.1" href="/module?sid=2.1">2.1</a></li></ul>';
  assign = vi.fn<(url: string | URL) => void>();
  vi.spyOn(window.location, "assign").mockImplementation(assign);
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  sessionStorage.clear();
  document.body.replaceChildren();
});

const click = () =>
  document
    .querySelector("a")
    ?.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, button: 0 }));

describe("the course page's lesson links", () => {
  it("record the visit, say so on the course page's key, then open the lesson", async () => {
    const post = vi.fn(async () => Response.json({ success: true }));
    vi.stubGlobal("fetch", post);
    recordVisitBeforeOpening(args);
    click();
    expect(document.querySelector(".module-loading")?.textContent).toBe(args.loading);
    await vi.waitFor(() => expect(assign).toHaveBeenCalled());
    expect(post).toHaveBeenCalledWith("/api/course/lessons/2.1/visit", { method: "POST" });
    expect(sessionStorage.getItem(visitRecordedKey)).toBe("2.1");
  });

  it("on a refusal clear the loading and say it failed, the lesson not opened", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Response.json({ success: false }, { status: 500 })),
    );
    recordVisitBeforeOpening(args);
    click();
    await vi.waitFor(() =>
      expect(document.querySelector(".module-load-failed")?.textContent).toBe(args.failed),
    );
    expect(document.querySelector(".module-loading")).toBeNull();
    expect(assign).not.toHaveBeenCalled();
  });

  it("offline open the lesson from the device", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Promise.reject(new TypeError("offline"))),
    );
    recordVisitBeforeOpening(args);
    click();
    await vi.waitFor(() => expect(assign).toHaveBeenCalled());
  });
});
