import { randomUUID } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { asNewVisitor, buyInCheckout, mailTo } from "./customer";
import { logInAsStaff } from "./staff";
import { seriousAxeViolations } from "./support";

// The office finds a customer and resends the set-password mail, in both
// languages, with the customer page and the search passing axe.

const mailbox = path.resolve(process.env.E2E_DATA_DIR ?? ".e2e-data/3111", "mail");

/** The links of every mail the file mailbox holds for `address`. */
async function linksMailedTo(address: string): Promise<string[]> {
  const files = (await readdir(mailbox).catch(() => [])).filter((file) => file.endsWith(".json"));
  const links: string[] = [];
  for (const file of files) {
    const mail = JSON.parse(await readFile(path.join(mailbox, file), "utf8"));
    if (mail.to === address) links.push(mail.links[0]);
  }
  return links;
}

const cases = [
  {
    prefix: "",
    staff: "e2e-staff-customers-en@example.com",
    search: "Name, e-mail or payment reference",
    resend: "Resend the set-password mail",
    done: "The set-password mail is queued.",
    logged: "Set-password mail sent again",
  },
  {
    prefix: "/es",
    staff: "e2e-staff-customers-es@example.com",
    search: "Nombre, correo o referencia de pago",
    resend: "Reenviar el correo para crear la contraseña",
    done: "El correo para crear la contraseña está en cola.",
    logged: "Correo para crear la contraseña reenviado",
  },
];

for (const { prefix, staff, search, resend, done, logged } of cases) {
  test(`staff find a customer and resend the set-password mail (${prefix || "/"})`, async ({ page }) => {
    test.setTimeout(90_000);
    const email = `buyer-${randomUUID()}@example.com`;
    await asNewVisitor(page);
    await buyInCheckout(page, prefix, "examiner-course", email);
    await mailTo(email);
    await page.context().clearCookies();

    await logInAsStaff(page, prefix, staff);
    await page.goto(`${prefix}/staff/customers`);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByLabel(search).fill(email.slice(0, 20).toUpperCase());
    await page.getByLabel(search).press("Enter");
    // The name links to the customer page; a buyer who gave none is linked by the e-mail.
    await page
      .getByRole("row", { name: new RegExp(email) })
      .getByRole("link")
      .click();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.getByRole("button", { name: resend }).click();
    await expect(page.getByText(done)).toBeVisible();
    await expect(page.locator(".audit-entry", { hasText: logged })).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
    // The second mail reaches the mailbox: two set-password links for the one buyer.
    await expect.poll(async () => new Set(await linksMailedTo(email)).size, { timeout: 15_000 }).toBe(2);
  });
}
