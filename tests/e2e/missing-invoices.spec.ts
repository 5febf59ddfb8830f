import path from "node:path";
import { expect, test } from "@playwright/test";
import { logInAsStaff } from "./staff";
import { e2ePastDateAttendees, e2eStaffMissingInvoicesEmails } from "./staff-accounts";
import { seriousAxeViolations } from "./support";
import { waitForMail } from "../support/mailbox";

// A paid purchase without an invoice (the past-date fixture stores its attendees' purchases as old
// ones were: paid, no invoice): the export page counts it, staff issue its invoice on the customer's
// page, and the customer gets it by mail in their language with the PDF.

const mailbox = path.resolve(process.env.E2E_DATA_DIR ?? ".e2e-data/3111", "mail");

/** The mail to `address` whose subject matches, once the outbox has written it. */
async function mailWith(address: string, subject: RegExp) {
  type Mail = { locale: string; attachments: { filename: string }[] };
  return waitForMail<Mail>(mailbox, (mail) => mail.to === address && subject.test(mail.subject), {
    what: `mail to ${address} matching ${subject}`,
    timeout: 10_000,
  });
}

const cases = [
  {
    prefix: "",
    language: "en",
    staff: e2eStaffMissingInvoicesEmails[0],
    heading: "Paid purchases without an invoice",
    issue: "Issue invoice",
    done: "The invoice is issued and its mail to the customer is queued.",
    subject: /^Your invoice .+ from /,
  },
  {
    prefix: "/es",
    language: "es",
    staff: e2eStaffMissingInvoicesEmails[1],
    heading: "Compras pagadas sin factura",
    issue: "Emitir factura",
    done: "La factura está emitida y su correo al cliente está en cola.",
    subject: /^Tu factura .+ de /,
  },
] as const;

for (const { prefix, language, staff, heading, issue, done, subject } of cases) {
  test(`staff issue a paid purchase's missing invoice (${prefix || "/"})`, async ({ page }) => {
    test.setTimeout(90_000);
    await logInAsStaff(page, prefix, staff);
    // The export page names the purchases without an invoice (an owner may issue them all there).
    await page.goto(`${prefix}/staff/exports`);
    await expect(page.getByRole("heading", { name: heading })).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.goto(`${prefix}/staff/customers/e2e-attendee-${language}`);
    const section = page.getByRole("region", { name: heading });
    await expect(section).toBeVisible();
    await section.locator("summary").first().click();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await section.getByLabel(/address|dirección/i).fill("Acme GmbH\nZeil 1\n60313 Frankfurt");
    await section.getByRole("button", { name: issue }).click();
    await expect(page.getByRole("status")).toHaveText(done);
    // Listed with its PDF; the purchase no longer waits for one.
    const pdfLink = page.locator('a[href*="/invoices/"][href$=".pdf"]').first();
    await expect(pdfLink).toBeVisible();
    await expect(page.getByRole("heading", { name: heading })).toHaveCount(0);
    const pdf = await page.request.get((await pdfLink.getAttribute("href")) as string);
    expect(pdf.headers()["content-type"]).toBe("application/pdf");

    const mail = await mailWith(e2ePastDateAttendees[language].email, subject);
    expect(mail.locale).toBe(language);
    expect(mail.attachments.map((file: { filename: string }) => file.filename)).toEqual([
      expect.stringMatching(/\.pdf$/),
    ]);
  });
}
