import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";

// Issue 4: a customer opens the course, starts, completes three lessons with "Complete and
// continue", sees 11 %, reloads, still 11 %, and "Continue where you left off" opens lesson 2.1.

for (const lang of [
  {
    prefix: "",
    start: "Start the course",
    complete: "Complete and continue",
    continue: "Continue where you left off",
    progress: /is 11% driving test ready/,
    signIn: "Sign In",
  },
  {
    prefix: "/es",
    start: "Empezar el curso",
    complete: "Completar y continuar",
    continue: "Continuar donde lo dejaste",
    progress: /preparado al 11% para el examen/,
    signIn: "Iniciar sesión",
  },
]) {
  test(`study the course (${lang.prefix || "/"})`, async ({ page }) => {
    const email = `student-${randomUUID()}@example.com`;
    // Buy through the simulated checkout, then set a password from the mailed link.
    await page.goto(`${lang.prefix}/checkout?product=examiner-course`);
    await page.locator('input[name="email"]').fill(email);
    await page.locator('button[type="submit"]').click();
    await expect(page).toHaveURL(/welcome/);
    const { readdir, readFile } = await import("node:fs/promises");
    const path = await import("node:path");
    const mailbox = path.resolve(process.env.E2E_DATA_DIR ?? ".e2e-data/3111", "mail");
    let link = "";
    for (let i = 0; i < 50 && !link; i++) {
      for (const file of (await readdir(mailbox)).filter((f) => f.endsWith(".json"))) {
        const mail = JSON.parse(await readFile(path.join(mailbox, file), "utf8"));
        if (mail.to === email) link = mail.links[0];
      }
      if (!link) await page.waitForTimeout(200);
    }
    await page.goto(link);
    await page.locator('input[name="password"]').fill("a calm drive through Frankfurt");
    await page.locator('input[name="confirm"]').fill("a calm drive through Frankfurt");
    await page.locator('button[type="submit"]').click();
    await page.locator('input[name="email"]').fill(email);
    await page.locator('input[name="password"]').fill("a calm drive through Frankfurt");
    await page.getByRole("button", { name: lang.signIn }).click();
    await expect(page).toHaveURL(`${lang.prefix}/my-account`);

    await page.goto(`${lang.prefix}/mycourse`);
    await expect(page.locator(".lesson-row")).toHaveCount(27);
    await page.getByRole("link", { name: lang.start }).click();
    await expect(page).toHaveURL(`${lang.prefix}/module?sid=1.1`);
    await expect(page.locator("header.site-header")).toHaveCount(0);
    for (const next of ["1.2", "1.3", "2.1"]) {
      await page.getByRole("button", { name: lang.complete }).click();
      await expect(page).toHaveURL(`${lang.prefix}/module?sid=${next}`);
    }
    await page.goto(`${lang.prefix}/mycourse`);
    await expect(page.locator(".course-progress")).toHaveText(lang.progress);
    await expect(page.locator(".mark-done")).toHaveCount(3);
    await page.reload();
    await expect(page.locator(".course-progress")).toHaveText(lang.progress);
    await page.getByRole("link", { name: lang.continue }).click();
    await expect(page).toHaveURL(`${lang.prefix}/module?sid=2.1`);
    // Keyboard: the round back button is reachable and leads to the course page.
    await page.locator(".round-back").focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(`${lang.prefix}/mycourse`);
  });
}

test("the public sample lessons show the lesson view and the course's buy button", async ({ page }) => {
  const response = await page.goto("/coursedemo1");
  expect(response?.status()).toBe(200);
  await expect(page.getByText("Fahren Sie bitte los, wenn Sie so weit sind.", { exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: /Buy the full course/ }).first()).toHaveAttribute(
    "href",
    "/checkout?product=examiner-course",
  );
  await page.goto("/es/coursedemo2");
  await expect(page.getByRole("link", { name: /Comprar el curso completo/ }).first()).toHaveAttribute(
    "href",
    "/es/checkout?product=examiner-course",
  );
});
