// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from "vitest";
import { disableWhileSending } from "./submit-once";

afterEach(() => {
  document.body.replaceChildren();
});

function mount(): { form: HTMLFormElement; submit: HTMLButtonElement } {
  document.body.innerHTML = '<form id="pay"><button type="submit">Pay</button></form>';
  const form = document.querySelector("form");
  const submit = document.querySelector("button");
  if (!form || !submit) throw new Error("no form");
  form.addEventListener("submit", (event) => event.preventDefault());
  return { form, submit };
}

describe("submit once", () => {
  it("disables the button just after the form is sent, not before", async () => {
    const { form, submit } = mount();
    disableWhileSending({ formId: "pay" });
    form.dispatchEvent(new Event("submit", { cancelable: true }));
    expect(submit.disabled).toBe(false);
    await new Promise((resolve) => setTimeout(resolve));
    expect(submit.disabled).toBe(true);
  });

  it("enables it again when the page comes back from the history", () => {
    const { submit } = mount();
    disableWhileSending({ formId: "pay" });
    submit.disabled = true;
    window.dispatchEvent(Object.assign(new Event("pageshow"), { persisted: true }));
    expect(submit.disabled).toBe(false);
  });
});
