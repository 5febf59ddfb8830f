import { expect, test } from "@playwright/test";
import { logInAsStaff } from "./staff";
import { e2eFailedMailRecipients, e2eStaffOpsEmails } from "./staff-accounts";
import { seriousAxeViolations } from "./support";

// Staff open the dashboard, see the failed mail flagged, send it again from the
// mail page (a plain form, no script) and find the retry in the audit log, in both languages.

const cases = [
  {
    prefix: "",
    email: e2eStaffOpsEmails[0] as string,
    failedTo: e2eFailedMailRecipients[0] as string,
    dashboard: [
      "Needs attention",
      "Next first-aid dates",
      "Purchases of the last 7 days",
      "Mails that could not be delivered",
    ],
    gaveUp: "Gave up",
    retry: "Retry now",
    retried: "The mail is back in the queue",
    logged: "Mail sent again",
  },
  {
    prefix: "/es",
    email: e2eStaffOpsEmails[1] as string,
    failedTo: e2eFailedMailRecipients[1] as string,
    dashboard: [
      "Requiere atención",
      "Próximas fechas de primeros auxilios",
      "Compras de los últimos 7 días",
      "Correos que no se han podido entregar",
    ],
    gaveUp: "Abandonado",
    retry: "Reintentar ahora",
    retried: "El correo ha vuelto a la cola",
    logged: "Correo enviado de nuevo",
  },
];

for (const { prefix, email, failedTo, dashboard, gaveUp, retry, retried, logged } of cases) {
  test(`staff see the dashboard and retry a failed mail (${prefix || "/"})`, async ({ page }) => {
    // Password, enrolment and two logins through the real pages: room for a busy machine.
    test.setTimeout(90_000);
    await logInAsStaff(page, prefix, email);
    for (const text of dashboard) await expect(page.locator("main")).toContainText(text);
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.goto(`${prefix}/staff/mail`);
    const row = page.locator("tr", { hasText: failedTo });
    await expect(row).toContainText(gaveUp);
    await expect(row).toContainText("550 5.1.1 mailbox unavailable (e2e)");
    expect(await seriousAxeViolations(page)).toEqual([]);
    await row.getByRole("button", { name: retry }).click();
    await expect(page).toHaveURL(
      new RegExp(`^https?://[^/]+${prefix}/staff/mail\\?retried=yes&key=[0-9a-f-]{36}$`),
    );
    await expect(page.getByRole("status")).toContainText(retried);
    await expect(page.locator("tr", { hasText: failedTo }).getByRole("button")).toHaveCount(0);
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.goto(`${prefix}/staff/log`);
    await expect(page.locator("li.audit-entry", { hasText: logged }).first()).toBeVisible();
  });
}
