// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from "vitest";
import { rememberEyeTestChoice } from "./first-aid-booking";

afterEach(() => document.body.replaceChildren());

describe("the first-aid booking's eye-test box", () => {
  it("keeps the choice in the URL and in the language link", () => {
    window.history.replaceState(null, "", "/first-aid?date=2026-12-05");
    document.body.innerHTML =
      '<div class="first-aid-booking"><input type="checkbox" class="eye-test-box" checked></div>' +
      '<a class="language-switch" href="/es/primeros-auxilios?date=2026-12-05">ES</a>';
    rememberEyeTestChoice({ param: "eye-test" });
    const box = document.querySelector<HTMLInputElement>(".eye-test-box");
    const link = document.querySelector<HTMLAnchorElement>("a.language-switch");
    if (!box || !link) throw new Error("markup missing");

    box.checked = false;
    box.dispatchEvent(new Event("change"));
    expect(new URL(window.location.href).searchParams.get("eye-test")).toBe("no");
    expect(link.getAttribute("href")).toBe("/es/primeros-auxilios?date=2026-12-05&eye-test=no");

    box.checked = true;
    box.dispatchEvent(new Event("change"));
    expect(new URL(window.location.href).searchParams.has("eye-test")).toBe(false);
    expect(link.getAttribute("href")).toBe("/es/primeros-auxilios?date=2026-12-05");
  });
});
