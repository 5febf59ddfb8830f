import { Form } from "react-router";
import { localizePath } from "~/i18n/locale";
import { useLocale, useMessages } from "~/i18n/use-locale";

/**
 * "E-mail me a sign-in link" (decision 044): on the login page, for customers who paid at the
 * school and have no password, and on the sign-in-link page when a link has expired. `target` is
 * the page the visitor wanted (the login page's redirectTo).
 */
export function SignInLinkForm({ target }: { target: string }) {
  const t = useMessages().signInLink;
  const email = useMessages().login.email;
  const locale = useLocale();
  return (
    <section className="sign-in-link" aria-labelledby="sign-in-link-heading">
      <h2 id="sign-in-link-heading">{t.heading}</h2>
      <p>{t.intro}</p>
      <Form
        method="post"
        action={localizePath("/sign-in-link", locale)}
        className="stack-form sign-in-link-form"
      >
        <input type="hidden" name="intent" value="request" />
        <input type="hidden" name="redirectTo" value={target} />
        <label>
          {email}
          <input type="email" name="email" autoComplete="email" required maxLength={254} />
        </label>
        <button type="submit" className="button button-secondary">
          {t.submit}
        </button>
      </Form>
    </section>
  );
}
