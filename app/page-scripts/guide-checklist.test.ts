// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { rememberTicks } from "./guide-checklist";

const args = { storageKey: "guide-checklist-test", progress: "{done} of {total} ready" };

beforeEach(() => {
  document.body.innerHTML =
    '<form class="guide-checklist-form"><ul class="checklist" data-restored="false">' +
    '<li><input type="checkbox" value="passport"></li><li><input type="checkbox" value="photo"></li>' +
    '<li><input type="checkbox" value="eye-test"></li></ul>' +
    '<p class="checklist-progress" hidden>0 of 3 ready</p>' +
    '<button type="reset">Clear</button><button type="button" class="checklist-print" hidden>Print</button></form>';
});
afterEach(() => {
  localStorage.clear();
  document.body.replaceChildren();
});

const boxes = () => [...document.querySelectorAll<HTMLInputElement>("input[type=checkbox]")];
const progress = () => document.querySelector<HTMLElement>(".checklist-progress");

describe("the guide's checklist", () => {
  it("restores the ticks saved on this device and counts them with the catalog's text", () => {
    localStorage.setItem(args.storageKey, JSON.stringify(["photo", "eye-test"]));
    rememberTicks(args);
    expect(boxes().map((box) => box.checked)).toEqual([false, true, true]);
    expect(progress()?.textContent).toBe("2 of 3 ready");
    expect(progress()?.hidden).toBe(false);
    expect(document.querySelector<HTMLElement>(".checklist-print")?.hidden).toBe(false);
    expect(document.querySelector<HTMLElement>(".checklist")?.dataset.restored).toBe("true");
  });

  it("saves a new tick and counts it", () => {
    rememberTicks(args);
    const passport = document.querySelector<HTMLInputElement>('input[value="passport"]');
    if (!passport) throw new Error("no box");
    passport.checked = true;
    passport.dispatchEvent(new Event("change", { bubbles: true }));
    expect(JSON.parse(localStorage.getItem(args.storageKey) ?? "null")).toEqual(["passport"]);
    expect(progress()?.textContent).toBe("1 of 3 ready");
  });

  it("starts unticked when what is saved is not a list", () => {
    localStorage.setItem(args.storageKey, "{broken");
    rememberTicks(args);
    expect(boxes().some((box) => box.checked)).toBe(false);
    expect(progress()?.textContent).toBe("0 of 3 ready");
  });
});
