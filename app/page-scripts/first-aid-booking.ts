import { onPageArgs } from "./lib/page-args";

export type FirstAidBookingArgs = { param: string };

/**
 * Keeps the eye-test choice in the URL (and in the language links, which keep the query) while
 * the visitor ticks the box, so switching the language carries it over. Without script the box
 * still chooses the offer (CSS `:has`), only the URL does not follow.
 */
export function rememberEyeTestChoice({ param }: FirstAidBookingArgs): void {
  const box = document.querySelector<HTMLInputElement>(".first-aid-booking .eye-test-box");
  if (!box) return;
  const setParam = (url: URL) => {
    if (box.checked) url.searchParams.delete(param);
    else url.searchParams.set(param, "no");
  };
  box.addEventListener("change", () => {
    const page = new URL(window.location.href);
    setParam(page);
    window.history.replaceState(window.history.state, "", page);
    for (const link of document.querySelectorAll<HTMLAnchorElement>("a.language-switch")) {
      const target = new URL(link.href);
      setParam(target);
      link.href = target.pathname + target.search;
    }
  });
}

onPageArgs("first-aid-booking", rememberEyeTestChoice);
