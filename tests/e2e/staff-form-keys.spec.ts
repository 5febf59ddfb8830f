import { expect, test } from "@playwright/test";
import { logInAsStaff } from "./staff";
import { e2eStaffKeysEmails } from "./staff-accounts";

// A staff page opened the everyday way, from the navigation (no one-time key in the link): the
// browser is sent on to the page's keyed URL, so after a change, Back and the same form sent
// again are recognised: the page says the form had already been sent, and nothing is done twice.

const cases = [
  {
    prefix: "",
    staff: e2eStaffKeysEmails[0] as string,
    nav: "Course dates",
    save: "Save seats",
    saved: "The seats were saved.",
    again: "This form had already been sent; the first submission did this: The seats were saved.",
    pick: 1,
  },
  {
    prefix: "/es",
    staff: e2eStaffKeysEmails[1] as string,
    nav: "Fechas de los cursos",
    save: "Guardar plazas",
    saved: "Se han guardado las plazas.",
    again: "Este formulario ya se había enviado; el primer envío hizo esto: Se han guardado las plazas.",
    pick: 2,
  },
];

for (const c of cases) {
  test(`a staff page opened from the navigation recognises a form sent again after Back (${c.prefix || "/"})`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await logInAsStaff(page, c.prefix, c.staff);
    await page.locator("nav").getByRole("link", { name: c.nav, exact: true }).first().click();
    await expect(page).toHaveURL(new RegExp(`${c.prefix}/staff/dates\\?key=[0-9a-f-]{36}$`));
    // A date far ahead (other tests use the near ones), by its link, which carries no key.
    const links = await page.locator('main a[href*="/staff/dates/"]').all();
    const link = links[links.length - c.pick];
    const href = (await link?.getAttribute("href")) ?? "";
    expect(href).not.toContain("key=");
    await link?.click();
    await expect(page).toHaveURL(new RegExp(`${href}\\?key=[0-9a-f-]{36}$`));
    const opened = page.url();

    const seats = page.locator('input[name="capacity"]');
    const next = String(Number(await seats.inputValue()) + 1);
    await seats.fill(next);
    await page.getByRole("button", { name: c.save }).click();
    await expect(page.getByRole("status")).toHaveText(c.saved);

    // Back to the page as it was opened, the same form sent again.
    await page.goBack();
    expect(page.url()).toBe(opened);
    await page.locator('input[name="capacity"]').fill(next);
    await page.getByRole("button", { name: c.save }).click();
    await expect(page.getByRole("status")).toHaveText(c.again);
    await expect(page.locator('input[name="capacity"]')).toHaveValue(next);
  });
}
