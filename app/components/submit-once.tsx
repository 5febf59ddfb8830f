import { Enhance } from "./enhance";

/**
 * One click, one submission: the form's submit button is disabled once the browser sends the form
 * (a second click would pay or ask twice), and enabled again when the visitor comes back to the page
 * from the history (the browser may keep it as it was). Self-contained: travels as source.
 */
function disableWhileSending(formId: string) {
  const form = document.getElementById(formId);
  if (!(form instanceof HTMLFormElement) || form.dataset.enhanced) return;
  form.dataset.enhanced = "true";
  const submit = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  if (!submit) return;
  // After the event: a button disabled before would leave its own value out of the form.
  form.addEventListener("submit", () => setTimeout(() => (submit.disabled = true)));
  window.addEventListener("pageshow", (event) => {
    if (event.persisted) submit.disabled = false;
  });
}

/** Place after the form (works on pages sent without framework JavaScript). */
export function SubmitOnce({ formId }: { formId: string }) {
  return <Enhance run={disableWhileSending} args={[formId]} />;
}
