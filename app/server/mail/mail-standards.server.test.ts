import { appointmentCalendarFile } from "../conversion-plan/appointment-calendar.server";
import { appointmentReminderMail, deadlineReminderMail } from "../conversion-plan/reminder-mails.server";
import { accountDeletedMail } from "./account-deleted-mail.server";
import { examMail } from "../exams/exam-mails.server";
import type { ExamFacts } from "../exams/exam-facts.server";
import {
  lessonPaymentReminderMail,
  lessonReminderMail,
  type LessonReminderFacts,
} from "../lessons/lesson-reminder-mails.server";
import { mkdtemp, readdir, readFile } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { HtmlValidate } from "html-validate";
import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { products } from "~/content/catalog";
import type { Locale } from "~/i18n/locale";
import {
  bookingDateChangedMail,
  courseReminderMail,
  dateCancelledMail,
  type MailableBooking,
  refundRequestClosedMail,
} from "../first-aid/booking-mails.server";
import {
  bookingCancelledNotice,
  bookingChangedNotice,
  refundRequestedNotice,
} from "../first-aid/school-booking-notices.server";
import {
  waitlistAlreadyMail,
  waitlistConfirmMail,
  waitlistHeldMail,
} from "../first-aid/waitlist-mails.server";
import { caseStepMail } from "../conversion-case/case-mail.server";
import { openingSteps } from "../conversion-case/case-store.server";
import { reviewInvitationMail, reviewWithheldMail } from "../customer-reviews/review-mails.server";
import { waitlistCancelledMail } from "../first-aid/waitlist-cancel.server";
import { lateInvoiceMail } from "../invoices/invoice-mail.server";
import { paymentReminderMail } from "../payments/payment-reminders.server";
import { dateMessageMail } from "./date-message-mail.server";
import type { LessonFacts } from "../lessons/lesson-calendar.server";
import { lessonMail } from "../lessons/lesson-mails.server";
import {
  accountUpdatedMail,
  type MailMessage,
  passwordResetMail,
  signInLinkMail,
  emailChangeMail,
  refundMail,
  setPasswordMail,
  staffInviteMail,
} from "./mail-builders.server";
import { asWritten } from "../../../tests/support/mail-files";
import {
  deletionRequestNotice,
  mailFailedNotice,
  overbookedNotice,
  purchaseNotice,
} from "./school-notices.server";
import { fileTransport, smtpTransport } from "./transport.server";

// Every kind of mail the site sends, as a mail program receives it (parsed back by mailparser from
// the local mailbox's .eml and from SMTP): sent by the site, not a person (RFC 3834), a waiting
// list's mails with their one-click leave link (RFC 2369, RFC 8058), CRLF line ends (RFC 5322),
// and an HTML part that is a valid document with its title and encoding.

const publicUrl = "https://school.example";
const to = "begona@example.com";
const pdf = {
  filename: "2026-00042.pdf",
  contentType: "application/pdf",
  content: "JVBERi0=",
  encoding: "base64" as const,
};

function booking(locale: Locale): MailableBooking {
  return {
    bookingId: "00000000-0000-4000-8000-000000000001",
    sequence: 1,
    dateId: "00000000-0000-4000-8000-000000000002",
    courseLanguage: locale,
    courseDate: "2027-03-20",
    startTime: "09:00:00",
    endTime: "17:00:00",
    dateStatus: "open",
    purchaseStatus: "paid",
    checkoutSessionId: "cs_test",
    userId: "user",
    email: to,
    name: "Begoña",
    locale,
  };
}

const purchase = {
  publicUrl,
  productName: "Entiende al examinador",
  amountCents: 5000,
  orderedOn: "2026-11-23" as const,
  digitalWaiver: true,
};

/** One of each kind: the type makes a new kind without a sample here a compile error. */
function everyKind(locale: Locale): Record<MailMessage["kind"], MailMessage> {
  const facts = booking(locale);
  const day = { date: "2027-03-20" as const, language: locale, startTime: "9:00", endTime: "17:00" };
  return {
    "case-step": caseStepMail({
      to,
      name: "Begoña",
      locale,
      moved: "booking",
      steps: openingSteps("2026-11-23").map((step) => ({ ...step, note: null, updatedAt: new Date() })),
      publicUrl,
    }),
    "set-password": setPasswordMail({
      to,
      locale,
      name: "Begoña",
      link: `${publicUrl}/set-password?token=a`,
      validDays: 7,
      purchase,
    }),
    "account-updated": accountUpdatedMail({
      to,
      locale,
      name: "Begoña",
      link: `${publicUrl}/login`,
      purchase,
    }),
    "password-reset": passwordResetMail({
      to,
      locale,
      link: `${publicUrl}/reset-password?token=b`,
      validHours: 2,
    }),
    "sign-in-link": signInLinkMail({
      to,
      locale,
      name: "Begoña",
      link: `${publicUrl}/sign-in-link?token=d`,
      validHours: 1,
    }),
    "email-change": emailChangeMail({
      to,
      locale,
      name: "Begoña",
      link: `${publicUrl}/confirm-email?token=e`,
      validHours: 48,
    }),
    "account-deleted": accountDeletedMail({
      to,
      locale,
      name: "Begoña",
      publicUrl,
      deletedAt: new Date("2026-11-28T10:00:00Z"),
      endedSeats: 1,
    }),
    "staff-invite": staffInviteMail({ to, locale, link: `${publicUrl}/set-password?token=c`, validDays: 7 }),
    refund: refundMail({
      to,
      locale,
      link: `${publicUrl}/my-account`,
      productName: "Curso",
      amountCents: 2000,
      creditNote: { number: "2026-00043", invoiceNumber: "2026-00042", pdf },
      ends: { course: true, seatOn: null },
    }),
    invoice: lateInvoiceMail({
      to,
      locale,
      name: "Begoña",
      link: `${publicUrl}/my-account`,
      productName: "Curso",
      paidOn: "2026-01-05",
      number: "2026-00042",
      pdf,
    }),
    "payment-reminder": paymentReminderMail({
      to,
      locale,
      name: "Begoña",
      link: `${publicUrl}/my-account`,
      productName: "Curso de primeros auxilios",
      amountCents: 6000,
      invoiceNumber: "2026-00042",
      transfer: {
        dueOn: "2026-12-12",
        reference: "2026-00042",
        accountHolder: "MainDrive Fahrschule GbR",
        iban: "DE89 3704 0044 0532 0130 00",
        bic: "COBADEFFXXX",
      },
    }),
    "booking-changed": bookingDateChangedMail(
      facts,
      { by: "customer", previousDate: "2027-03-13", wayBack: null },
      publicUrl,
    ),
    "waitlist-confirm": waitlistConfirmMail({
      to,
      locale,
      date: day.date,
      language: locale,
      link: `${publicUrl}/waiting-list/confirm-token`,
      validHours: 24,
    }),
    "waitlist-already": waitlistAlreadyMail({
      to,
      locale,
      date: day.date,
      language: locale,
      link: `${publicUrl}/waiting-list/confirm-token`,
    }),
    "waitlist-held": waitlistHeldMail({
      to,
      locale,
      date: day.date,
      language: locale,
      holdUntil: new Date("2027-03-10T12:00:00Z"),
      link: `${publicUrl}/waiting-list/held-token`,
    }),
    "refund-request-closed": refundRequestClosedMail({
      to,
      locale,
      date: day.date,
      language: locale,
      link: `${publicUrl}/my-account`,
    }),
    "waitlist-date-cancelled": waitlistCancelledMail({
      to,
      locale,
      date: day.date,
      language: locale,
      nextDates: [],
      publicUrl,
    }),
    "course-reminder": courseReminderMail(facts, publicUrl),
    "booking-moved": bookingDateChangedMail(facts, { by: "school", previousDate: "2027-03-13" }, publicUrl),
    "date-cancelled": dateCancelledMail(facts, {
      nextDates: [{ date: "2027-04-17", startTime: "09:00:00", endTime: "17:00:00" }],
      publicUrl,
    }),
    "course-date-message": dateMessageMail({
      to,
      locale,
      name: "Begoña",
      courseDate: day.date,
      subject: "Aula 2",
      text: "Hola.\n\nAula 2.",
    }),
    "school-purchase": purchaseNotice({
      product: products["examiner-course"],
      amountCents: 5000,
      customerEmail: to,
      customerName: "Begoña",
      orderedOn: "2026-11-23",
      courseDate: null,
      method: "card",
      reference: "pi_1",
    }),
    "school-overbooked": overbookedNotice({ date: day.date, language: locale, booked: 13, capacity: 12 }),
    "school-mail-failed": mailFailedNotice({ to, subject: "Hola", attempts: 15, lastError: "timeout" }),
    "school-deletion-request": deletionRequestNotice({
      email: to,
      requestedAt: new Date("2026-11-23T10:00:00Z"),
    }),
    "school-booking-changed": bookingChangedNotice({
      customer: "Begoña",
      from: "2027-03-13",
      to: day.date,
      language: locale,
    }),
    "school-refund-requested": refundRequestedNotice({
      customer: "Begoña",
      date: day.date,
      language: locale,
    }),
    "school-booking-cancelled": bookingCancelledNotice({
      customer: "Begoña",
      date: day.date,
      language: locale,
      amountCents: 6500,
    }),
    "review-invitation": reviewInvitationMail({
      to,
      name: "Begoña",
      locale,
      service: "first-aid",
      finishedOn: day.date,
      link: `${publicUrl}/write-a-review/invitation-token`,
    }),
    "review-reminder": reviewInvitationMail(
      {
        to,
        name: "Begoña",
        locale,
        service: "course",
        finishedOn: day.date,
        link: `${publicUrl}/write-a-review/reminder-token`,
      },
      true,
    ),
    "review-withheld": reviewWithheldMail({
      to,
      name: "Begoña",
      locale,
      service: "first-aid",
      reason: "personal-data",
      policyLink: `${publicUrl}/how-we-check-reviews`,
    }),
    "plan-reminder": deadlineReminderMail(
      { to, name: "Begoña", locale, publicUrl, token: "plan-token" },
      { kind: "theory", day: day.date },
    ),
    "appointment-reminder": appointmentReminderMail(
      { to, name: "Begoña", locale, publicUrl, token: "appointment-token" },
      { kind: "eye-test", day: day.date, time: "09:30", note: "Zeil 1" },
      appointmentCalendarFile(
        "user",
        { kind: "eye-test", day: day.date, time: "09:30", note: "Zeil 1", sequence: 0 },
        locale,
      ),
    ),
    ...examMails(locale),
    ...lessonMails(locale),
  };
}

/** One mail of each exam change, about a failed practical exam with its instructor and car. */
function examMails(locale: Locale) {
  const exam: ExamFacts = {
    id: "00000000-0000-4000-8000-000000000003",
    customerId: "user",
    kind: "practical",
    startsAt: new Date("2027-03-30T07:30:00Z"),
    testingCentre: "TÜV Frankfurt",
    instructorId: "instructor",
    instructorName: "Carmen",
    carId: "00000000-0000-4000-8000-000000000004",
    carName: "Golf F-DS 197",
    repetitionOf: null,
    result: "failed",
    cancelledAt: null,
    sequence: 1,
    email: to,
    name: "Begoña",
    locale,
  };
  const context = { publicUrl, simulated: false };
  return {
    "exam-recorded": examMail(exam, "recorded", context),
    "exam-moved": examMail(exam, "moved", context),
    "exam-cancelled": examMail(
      { ...exam, cancelledAt: new Date("2027-03-01T10:00:00Z") },
      "cancelled",
      context,
    ),
    "exam-result": examMail(exam, "result", context),
    "exam-reminder": examMail(exam, "reminder", context),
  };
}

function lessonMails(locale: Locale) {
  const lesson: LessonReminderFacts = {
    id: "00000000-0000-4000-8000-000000000005",
    kind: "lesson-45",
    startsAt: new Date("2027-03-30T07:30:00Z"),
    endsAt: new Date("2027-03-30T08:15:00Z"),
    pickupPoint: "office",
    state: "booked",
    sequence: 0,
    customerId: "user",
    email: to,
    name: "Begoña",
    locale,
    instructorName: "Carmen",
    carName: "Golf F-DS 197",
    transmission: "manual",
  };
  const payment = lessonPaymentReminderMail(lesson, { publicUrl, simulated: false });
  if (!payment) throw new Error("a 45-minute lesson has a payment link");
  return {
    "lesson-reminder": lessonReminderMail(lesson, { publicUrl, simulated: false }),
    "lesson-payment-reminder": payment,
    ...lessonSamples(to, locale),
  };
}

/** One mail of each kind about a driving lesson: booked by link, moved, cancelled both ways, waived. */
function lessonSamples(to: string, locale: Locale) {
  const lesson: LessonFacts = {
    id: "5b0a4b6e-8f51-4c1e-9a43-2f3d7c1b9e10",
    customerId: "user",
    kind: "lesson-90",
    startsAt: new Date("2027-03-15T09:00:00Z"),
    endsAt: new Date("2027-03-15T10:30:00Z"),
    state: "booked",
    payment: "link",
    paidAt: null,
    lateCancellation: false,
    waivedReason: null,
    sequence: 0,
    pickupPoint: "office",
    instructorName: "Carmen",
    carName: "Golf F-DS 123",
    email: to,
    name: "Begoña",
    locale,
  };
  const settings = { publicUrl, simulated: true };
  const cancelled = { ...lesson, state: "cancelled" as const, sequence: 1 };
  return {
    "lesson-booked": lessonMail(lesson, { kind: "booked", balanceLeft: null }, settings),
    "lesson-moved": lessonMail({ ...lesson, sequence: 1 }, { kind: "moved" }, settings),
    "lesson-cancelledByCustomer": lessonMail(
      { ...cancelled, lateCancellation: true },
      { kind: "cancelledByCustomer" },
      settings,
    ),
    "lesson-cancelledBySchool": lessonMail(cancelled, { kind: "cancelledBySchool", nextSlots: [] }, settings),
    "lesson-waived": lessonMail({ ...cancelled, lateCancellation: true }, { kind: "waived" }, settings),
  };
}

const leaveLinks: Partial<Record<MailMessage["kind"], string>> = {
  "waitlist-confirm": `${publicUrl}/waiting-list/confirm-token`,
  "waitlist-held": `${publicUrl}/waiting-list/held-token`,
  // The invitation's page takes the one-click POST as "do not invite me again".
  "review-invitation": `${publicUrl}/write-a-review/invitation-token`,
  "review-reminder": `${publicUrl}/write-a-review/reminder-token`,
  // The plan's reminders: their page switches the plan's reminders off.
  "plan-reminder": `${publicUrl}/plan-reminders/plan-token`,
  "appointment-reminder": `${publicUrl}/plan-reminders/appointment-token`,
};

// A mail's HTML: the document rules, not the site's own style rules (mail programs need inline styles).
const validator = new HtmlValidate({ extends: ["html-validate:standard", "html-validate:document"] });

let smtp: SMTPServer;
let smtpPort = 0;
const received: Buffer[] = [];
beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        received.push(Buffer.concat(chunks));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
  smtpPort = (smtp.server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())));

async function throughMailbox(message: MailMessage): Promise<Buffer> {
  const directory = await mkdtemp(path.join(tmpdir(), "mail-standards-"));
  await fileTransport(directory, undefined, null)(asWritten(message));
  const eml = (await readdir(directory)).find((file) => file.endsWith(".eml")) as string;
  return readFile(path.join(directory, eml));
}

async function throughSmtp(message: MailMessage): Promise<Buffer> {
  const before = received.length;
  await smtpTransport(`smtp://127.0.0.1:${smtpPort}`)(asWritten(message));
  return received[before] as Buffer;
}

async function expectStandardMail(raw: Buffer, message: MailMessage): Promise<ParsedMail> {
  // RFC 5322 §2.1: every line ends with CRLF; no bare LF or CR anywhere.
  expect(raw.toString("latin1").replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
  const mail = await simpleParser(raw);
  expect(mail.headers.get("auto-submitted")).toBe("auto-generated");
  // The plan's reminders link to the page in the mail's language.
  const leave =
    message.kind.endsWith("-reminder") && message.kind !== "review-reminder" && message.locale === "es"
      ? leaveLinks[message.kind]?.replace(publicUrl, `${publicUrl}/es`)
      : leaveLinks[message.kind];
  if (leave) {
    // RFC 5322 §2.2.3: a long header is folded; unfolded it is the one line.
    expect(
      mail.headerLines.find((line) => line.key === "list-unsubscribe")?.line.replace(/\r\n[ \t]+/g, " "),
    ).toBe(`List-Unsubscribe: <${leave}>`);
    expect(mail.headerLines.find((line) => line.key === "list-unsubscribe-post")?.line).toBe(
      "List-Unsubscribe-Post: List-Unsubscribe=One-Click",
    );
  } else {
    expect(mail.headers.has("list-unsubscribe")).toBe(false);
  }
  const html = String(mail.html);
  expect(html).toMatch(/<head><meta charset="utf-8"><title>[^<]+<\/title>/);
  const report = await validator.validateString(html);
  expect(report.results.flatMap((result) => result.messages.map((m) => `${m.ruleId}: ${m.message}`))).toEqual(
    [],
  );
  return mail;
}

describe.each(["en", "es"] as const)("every mail in %s", (locale) => {
  const messages = Object.values(everyKind(locale));
  it.each(messages.map((message) => [message.kind, message] as const))(
    "%s from the local mailbox",
    async (_kind, message) => {
      const mail = await expectStandardMail(await throughMailbox(message), message);
      expect(mail.subject).toBe(message.subject);
      expect(mail.html).toContain(`<title>`);
    },
  );
  it.each(messages.map((message) => [message.kind, message] as const))(
    "%s over SMTP",
    async (_kind, message) => {
      await expectStandardMail(await throughSmtp(message), message);
    },
  );
});
