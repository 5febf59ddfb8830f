import { onPageArgs } from "./lib/page-args";

export type SubmitOnceArgs = { formId: string };

/**
 * One click, one submission: the form's submit button is disabled once the browser sends the form
 * (a second click would pay or ask twice), and enabled again when the visitor comes back to the page
 * from the history (the browser may keep it as it was, HTML Living Standard §7.4.6.4 "pageshow").
 */
export function disableWhileSending({ formId }: SubmitOnceArgs): void {
  const form = document.getElementById(formId);
  if (!(form instanceof HTMLFormElement)) return;
  const submit = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  if (!submit) return;
  // After the event: a button disabled before would leave its own value out of the form.
  form.addEventListener("submit", () => setTimeout(() => (submit.disabled = true)));
  window.addEventListener("pageshow", (event) => {
    if (event.persisted) submit.disabled = false;
  });
}

onPageArgs("submit-once", disableWhileSending);
