import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { logInAsStaff } from "./staff";
import { e2eStaffTeamEmails } from "./staff-accounts";

// The team page in both languages: an owner invites a colleague, who sets a password from the
// invitation and enrols an authenticator app; the colleague (office) does not see the team page;
// the owner removes them, and their open session is refused at once.

const languages = [
  { prefix: "", owner: e2eStaffTeamEmails[0] as string, heading: "Team", removed: /removed/ },
  { prefix: "/es", owner: e2eStaffTeamEmails[1] as string, heading: "Equipo", removed: /retirado/ },
];

for (const { prefix, owner, heading, removed } of languages) {
  test(`an owner invites a colleague who enrols, then removes them (${prefix || "/"})`, async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const ownerPage = await (await browser.newContext()).newPage();
    await logInAsStaff(ownerPage, prefix, owner);
    await ownerPage.goto(`${prefix}/staff/team`);
    await expect(ownerPage.locator("h1")).toHaveText(heading);
    const colleague = `colleague-${randomUUID()}@example.com`;
    await ownerPage.locator('input[name="name"]').fill("Colleague Tester");
    await ownerPage.locator('input[name="email"]').fill(colleague);
    await ownerPage.locator("#invite-role").selectOption("office");
    await ownerPage.locator('form:has(input[name="intent"][value="invite"]) button[type="submit"]').click();
    await expect(ownerPage).toHaveURL(
      new RegExp(`^https?://[^/]+${prefix}/staff/team\\?done=invited&key=[0-9a-f-]{36}$`),
    );
    await expect(ownerPage.locator("tr", { hasText: colleague })).toBeVisible();

    // The colleague: the mailed link, a password, the authenticator app, the staff area.
    const colleaguePage = await (await browser.newContext()).newPage();
    await logInAsStaff(colleaguePage, prefix, colleague);
    await expect(colleaguePage.locator(".staff-nav")).toBeVisible();
    await expect(colleaguePage.locator(`.staff-nav a[href="${prefix}/staff/team"]`)).toHaveCount(0);
    const refused = await colleaguePage.goto(`${prefix}/staff/team`);
    expect(refused?.status()).toBe(404);

    // The owner sees them active, and removes them.
    await ownerPage.goto(`${prefix}/staff/team`);
    const row = ownerPage.locator("tr", { hasText: colleague });
    await row.locator('form:has(input[value="remove"])').locator("..").locator("summary").click();
    await row.locator('form:has(input[value="remove"]) button').click();
    await expect(ownerPage).toHaveURL(
      new RegExp(`^https?://[^/]+${prefix}/staff/team\\?done=removed&key=[0-9a-f-]{36}$`),
    );
    await expect(ownerPage.locator('[role="status"]')).toHaveText(removed);
    await expect(ownerPage.locator("tr", { hasText: colleague })).toHaveCount(0);

    // Their open session ends at once.
    const after = await colleaguePage.goto(`${prefix}/staff`);
    expect(after?.status()).toBe(404);
  });
}
