import { readFile } from "node:fs/promises";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { logInAsStaff } from "./staff";
import { e2ePastDateAttendees, e2ePastDatesFile, e2eStaffOfficeEmails } from "./staff-accounts";
import { seriousAxeViolations } from "./support";
import { mailboxIn, waitForMail } from "../support/mailbox";

// In both languages, after the course: staff mark the attendee of a past date as attended, then
// write one message to the date's attendees, confirm it (the page says how many will get it), and
// the attendee finds it in the mailbox in their own language.

const dataDir = path.resolve(process.env.E2E_DATA_DIR ?? ".e2e-data/3111");

const cases = [
  {
    prefix: "",
    language: "en" as const,
    staff: e2eStaffOfficeEmails[0] as string,
    texts: {
      attended: "Attended",
      saved: "Attendance saved.",
      check: "Check before sending",
      count: "1 attendee will receive it.",
      send: "Send now",
      sent: "The message is on its way to the attendees.",
    },
  },
  {
    prefix: "/es",
    language: "es" as const,
    staff: e2eStaffOfficeEmails[1] as string,
    texts: {
      attended: "Asistió",
      saved: "Asistencia guardada.",
      check: "Revisar antes de enviar",
      count: "Lo recibirá 1 participante.",
      send: "Enviar ahora",
      sent: "El mensaje va de camino a los participantes.",
    },
  },
];

async function messageTo(address: string): Promise<{ subject: string; text: string; locale: string }> {
  return waitForMail(
    mailboxIn(dataDir),
    (mail) => mail.to === address && mail.kind === "course-date-message",
    {
      what: `course-date message to ${address}`,
    },
  );
}

for (const { prefix, language, staff, texts } of cases) {
  test(`staff mark attendance and message a date's attendees (${prefix || "/"})`, async ({ page }) => {
    test.setTimeout(90_000);
    const ids = JSON.parse(await readFile(path.join(dataDir, e2ePastDatesFile), "utf8")) as Record<
      string,
      string
    >;
    const attendee = e2ePastDateAttendees[language];
    await logInAsStaff(page, prefix, staff);
    await page.goto(`${prefix}/staff/dates/${ids[language]}`);
    const row = page.locator("tr", { hasText: attendee.email });
    await row.getByRole("button", { name: `${texts.attended}: ${attendee.name}` }).click();
    await expect(page.getByRole("status")).toHaveText(texts.saved);
    await expect(row.locator(".attendance-state")).toHaveText(texts.attended);
    expect(await seriousAxeViolations(page)).toEqual([]);

    const subject = language === "es" ? "Tu certificado" : "Your certificate";
    await page.locator('input[name="subjectEn"]').fill("Your certificate");
    await page
      .locator('textarea[name="textEn"]')
      .fill("Your certificate is ready.\n\nPick it up at the office.");
    await page.locator('input[name="subjectEs"]').fill("Tu certificado");
    await page
      .locator('textarea[name="textEs"]')
      .fill("Tu certificado está listo.\n\nRecógelo en la oficina.");
    await page.getByRole("button", { name: texts.check }).click();
    await expect(page.locator(".staff-confirm")).toContainText(texts.count);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByRole("button", { name: texts.send }).click();
    await expect(page.getByRole("status")).toHaveText(texts.sent);

    const mail = await messageTo(attendee.email);
    expect(mail.subject).toBe(subject);
    expect(mail.locale).toBe(language);
    expect(mail.text).toContain(language === "es" ? "Recógelo en la oficina." : "Pick it up at the office.");
  });
}
