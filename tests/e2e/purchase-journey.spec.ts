import { expect, test } from "@playwright/test";
import { randomUUID } from "node:crypto";
import { checkoutSession, event } from "../../app/server/payments/stripe-events.server";
import { asNewVisitor, buyInCheckout, deliverWebhookEvent, mailTo } from "./customer";

// The whole journey in both languages, through the simulated checkout, the real
// webhook, the file mailbox, set-password, login, my-account and logout.

for (const lang of [
  {
    prefix: "",
    welcome: "We have sent you an e-mail with a link to set your password.",
    save: "Save password",
    passwordSet: "Your password is set.",
    email: "E-mail",
    password: "Password",
    signIn: "Log in",
    account: "My account",
    course: "Understand the Examiner",
    assistance: "Conversion assistance",
    weekly: "Weekly driving classes",
    logOut: "Log out",
    logIn: "Log in",
    subject: /set your password/,
  },
  {
    prefix: "/es",
    welcome: "Te hemos enviado un correo con un enlace para crear tu contraseña.",
    save: "Guardar contraseña",
    passwordSet: "Tu contraseña está guardada.",
    email: "Correo electrónico",
    password: "Contraseña",
    signIn: "Iniciar sesión",
    account: "Mi cuenta",
    course: "Entiende al examinador",
    assistance: "Asistencia para la conversión",
    weekly: "Clases de conducir semanales",
    logOut: "Cerrar sesión",
    logIn: "Iniciar sesión",
    subject: /crea tu contraseña/,
  },
]) {
  test(`purchase → mail → set password → login → my account → logout (${lang.prefix || "/"})`, async ({
    page,
    context,
  }) => {
    const email = `journey-${lang.prefix ? "es" : "en"}-${Date.now()}@example.com`;
    await buyInCheckout(page, lang.prefix, "examiner-course", email);
    await expect(page.getByRole("status")).toContainText(lang.welcome);

    const mail = await mailTo(email);
    expect(mail.subject).toMatch(lang.subject);
    expect(mail.locale).toBe(lang.prefix ? "es" : "en");
    const link = mail.links[0] as string;
    expect(link).toContain(`${lang.prefix}/set-password?token=`);

    // A second product for the same customer: the account is updated, not duplicated.
    await buyInCheckout(page, lang.prefix, "conversion-assistance", email.toUpperCase());

    await page.goto(link);
    await page.locator('input[name="password"]').fill("a calm drive through Frankfurt");
    await page.locator('input[name="confirm"]').fill("a calm drive through Frankfurt");
    await page.getByRole("button", { name: lang.save }).click();
    await expect(page.getByRole("status")).toContainText(lang.passwordSet);

    // The link works once.
    await page.goto(link);
    await expect(page.getByRole("alert")).toBeVisible();

    await asNewVisitor(page);
    await page.goto(`${lang.prefix}/login`);
    await page.getByLabel(lang.email).fill(email);
    await page.getByLabel(lang.password, { exact: true }).fill("a calm drive through Frankfurt");
    await page.getByRole("button", { name: lang.signIn }).click();
    await expect(page).toHaveURL(`${lang.prefix}/my-account`);
    await expect(page.locator("h1")).toHaveText(lang.account);
    const cards = page.locator(".account-card h2");
    await expect(cards).toHaveText([lang.assistance, lang.course]);
    await expect(page.getByText(lang.weekly)).toHaveCount(0);

    const cookie = (await context.cookies()).find((c) => c.name.endsWith("session_token"));
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe("Lax");

    // A product not bought: no thank-you page.
    await page.goto(`${lang.prefix}/my-weekly-classes`);
    await expect(page).toHaveURL(`${lang.prefix}/my-account`);

    await page.getByRole("button", { name: lang.logOut }).click();
    await expect(page).toHaveURL(lang.prefix || "/");
    await expect(page.getByRole("link", { name: lang.logIn })).toBeVisible();
    // The old cookie no longer opens the account.
    if (cookie) await context.addCookies([cookie]);
    await page.goto(`${lang.prefix}/my-account`);
    await expect(page).toHaveURL(new RegExp(`${lang.prefix}/login\\?redirectTo=`));
  });
}

test("the login form: Log in waits for valid fields and says what is missing, in each language", async ({
  page,
}) => {
  for (const lang of [
    {
      prefix: "",
      signIn: "Log in",
      incomplete: "Please fill in all fields correctly.",
      invalid: "Invalid e-mail or password",
    },
    {
      prefix: "/es",
      signIn: "Iniciar sesión",
      incomplete: "Por favor, rellena todos los campos correctamente.",
      invalid: "Correo electrónico o contraseña incorrectos",
    },
  ]) {
    await asNewVisitor(page);
    await page.goto(`${lang.prefix}/login`);
    const submit = page.locator("form").getByRole("button", { name: lang.signIn });
    await expect(page.locator('input[name="email"]')).toHaveAttribute("type", "email");
    await expect(submit).toBeDisabled();
    await page.locator('input[name="email"]').fill("not-an-address");
    await page.locator('input[name="password"]').fill("something");
    await page.locator('input[name="email"]').blur();
    await expect(submit).toBeDisabled();
    await expect(page.getByText(lang.incomplete)).toBeVisible();
    await page.locator('input[name="email"]').fill(`nobody-${Date.now()}@example.com`);
    await expect(submit).toBeEnabled();
    await submit.click();
    const alert = page.locator(".notification-error");
    await expect(alert).toHaveText(lang.invalid);
    // The red notification sits above the form.
    const [alertBox, formBox] = [
      await alert.boundingBox(),
      await page.locator("form.stack-form").boundingBox(),
    ];
    expect((alertBox?.y ?? 0) < (formBox?.y ?? 0)).toBe(true);
  }
});

test("the simulated checkout refuses a payment without the terms, in the page's language", async ({
  page,
}) => {
  const response = await page.request.post("/es/checkout?product=examiner-course", {
    form: { email: "sin-condiciones@example.com" },
  });
  expect(response.status()).toBe(400);
  expect(await response.text()).toContain("Acepta las condiciones para continuar.");
  await page.goto("/checkout?product=examiner-course");
  await expect(page.getByText(/lose my right of withdrawal/)).toBeVisible();
  await page.goto("/checkout?product=conversion-assistance");
  await expect(page.getByText(/lose my right of withdrawal/)).toHaveCount(0);
});

test("the welcome page says the payment is being confirmed while the webhook is pending", async ({
  page,
}) => {
  await page.goto("/es/welcome?session_id=cs_test_not_arrived");
  await expect(page.getByRole("status")).toContainText("Estamos confirmando tu pago.");
  await expect(page.getByText("Revisa la carpeta de spam")).toBeVisible();
  await page.goto("/welcome");
  await expect(page.getByRole("status")).toContainText("We could not find this purchase yet.");
});

test("the welcome page shows the purchase by itself once the webhook arrives", async ({ page }) => {
  const session = checkoutSession({ product: "examiner-course", email: `late-${randomUUID()}@example.com` });
  const html = await (await page.request.get(`/welcome?session_id=${session.id}`)).text();
  // Sent without the framework's JavaScript; one small cached page script looks again.
  const modules = html.match(/<script[^>]*type="module"[^>]*>/g) ?? [];
  expect(modules).toHaveLength(1);
  expect(modules[0]).toMatch(/ src="\/assets\/welcome-recheck-[\w-]{8}\.js"/);
  expect(html).not.toContain("__reactRouterContext");
  await page.goto(`/welcome?session_id=${session.id}`);
  await expect(page.getByRole("status")).toContainText("We are confirming your payment.");
  // While the page looks again by itself, its "Check again" link is not offered.
  await expect(page.getByRole("link", { name: "Check again" })).toBeHidden();
  await deliverWebhookEvent(page, event("checkout.session.completed", session));
  await expect(page.getByRole("status")).toContainText(
    "We have sent you an e-mail with a link to set your password.",
    { timeout: 15_000 },
  );
});
