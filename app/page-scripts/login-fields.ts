import { isEmailAddress } from "~/email-address";
import { onPageArgs } from "./lib/page-args";

export type LoginFieldsArgs = Record<string, never>;

/**
 * Sign In waits for an e-mail address (the very check the server makes, `isEmailAddress`) and a
 * password, and a hint says what is missing once the visitor has left a field. Without script the
 * form posts as it is and the server answers in the page's language.
 */
export function waitForValidFields(): void {
  const form = document.querySelector<HTMLFormElement>("form.login-form");
  if (!form) return;
  const email = form.querySelector<HTMLInputElement>('input[name="email"]');
  const password = form.querySelector<HTMLInputElement>('input[name="password"]');
  const submit = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  const hint = form.querySelector<HTMLElement>(".field-hint");
  if (!email || !password || !submit || !hint) return;
  let touched = false;
  const update = () => {
    const valid = isEmailAddress(email.value.trim()) && password.value.length > 0;
    submit.disabled = !valid;
    hint.hidden = valid || !touched;
  };
  form.addEventListener("input", update);
  form.addEventListener("focusout", () => {
    touched = true;
    update();
  });
  form.addEventListener("submit", () => {
    // One click, one attempt: the page is on its way.
    setTimeout(() => (submit.disabled = true));
  });
  update();
}

onPageArgs("login-fields", waitForValidFields);
