// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { waitForValidFields } from "./login-fields";

beforeEach(() => {
  document.body.innerHTML =
    '<form class="login-form"><input name="email"><input name="password" type="password">' +
    '<p class="field-hint" hidden>Enter your e-mail address and password.</p>' +
    '<button type="submit">Sign in</button></form>';
});
afterEach(() => document.body.replaceChildren());

const field = (name: string) => document.querySelector<HTMLInputElement>(`input[name="${name}"]`);
const submit = () => document.querySelector<HTMLButtonElement>("button");
const hint = () => document.querySelector<HTMLElement>(".field-hint");
function type(name: string, value: string) {
  const input = field(name);
  if (!input) throw new Error(`no field ${name}`);
  input.value = value;
  input.dispatchEvent(new Event("input", { bubbles: true }));
}

describe("the login form", () => {
  it("keeps Sign In disabled until the address passes the server's check and a password is there", () => {
    waitForValidFields();
    expect(submit()?.disabled).toBe(true);
    type("email", "ana@example");
    type("password", "secret");
    expect(submit()?.disabled).toBe(true);
    type("email", " ana@example.com ");
    expect(submit()?.disabled).toBe(false);
  });

  it("shows the hint only once a field has been left with something missing", () => {
    waitForValidFields();
    expect(hint()?.hidden).toBe(true);
    field("email")?.dispatchEvent(new FocusEvent("focusout", { bubbles: true }));
    expect(hint()?.hidden).toBe(false);
    type("email", "ana@example.com");
    type("password", "secret");
    expect(hint()?.hidden).toBe(true);
  });
});
