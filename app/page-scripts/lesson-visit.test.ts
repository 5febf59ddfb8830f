// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import { recordVisitOnShow } from "./lesson-visit";
import { visitRecordedKey } from "./lib/visit-recorded-key";

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe("a lesson's visit", () => {
  it("is recorded when the lesson is shown", () => {
    const post = vi.fn(async () => new Response("{}"));
    vi.stubGlobal("fetch", post);
    recordVisitOnShow({ id: "3.2" });
    expect(post).toHaveBeenCalledWith("/api/course/lessons/3.2/visit", { method: "POST" });
  });

  it("is not recorded twice when the course page has just recorded it", () => {
    const post = vi.fn(async () => new Response("{}"));
    vi.stubGlobal("fetch", post);
    sessionStorage.setItem(visitRecordedKey, "3.2");
    recordVisitOnShow({ id: "3.2" });
    expect(post).not.toHaveBeenCalled();
    expect(sessionStorage.getItem(visitRecordedKey)).toBeNull();
  });
});
