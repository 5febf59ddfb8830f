import { and, asc, desc, eq, isNotNull, isNull } from "drizzle-orm";
import { productIds, products, type ProductId } from "~/content/catalog";
import { textsIn } from "~/i18n/catalogs.server";
import type { Locale } from "~/i18n/locale";
import type { Database } from "../platform/db.server";
import { privateNoStore } from "../platform/security-headers.server";
import { withoutTokenLinks } from "../platform/secret-links.server";
import {
  conversionPlanAppointments,
  conversionCaseSteps,
  conversionCases,
  conversionPlanDocuments,
  conversionPlanReminderOptOuts,
  conversionPlanReminders,
  conversionPlans,
  courseAccess,
  courseAccessExtensions,
  customerNotes,
  deletionRequests,
  exams,
  firstAidBookingNotices,
  firstAidBookings,
  firstAidDates,
  firstAidWaitlist,
  invoiceDocuments,
  lessonBalanceEntries,
  lessonProgress,
  lessonReadiness,
  lessonReminders,
  lessons,
  mailOutbox,
  purchases,
  reviewCards,
  reviewInvitations,
  reviewOptOuts,
  reviews,
  reviewGrades,
  sessions,
  users,
} from "../platform/schema.server";

// Everything the site stores about one customer, for their copy of their data (Art. 15 GDPR) and
// in a machine-readable file they may take elsewhere (Art. 20): the same object for the customer's
// own page, their JSON download and the owner's export. Read in one transaction, so the sections
// agree with each other. Section keys are stable English names (a file format, not a text).

type Reader = Pick<Database, "select">;
const iso = (date: Date | null) => date?.toISOString() ?? null;

export async function customerData(db: Database, userId: string, locale: Locale) {
  return db.transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.id, userId));
    if (!user) return null;
    const [
      bought,
      invoices,
      bookings,
      notices,
      access,
      extensions,
      progress,
      cards,
      grades,
      mails,
      requests,
      logins,
      notes,
      invited,
      written,
      optedOut,
    ] = await Promise.all([
      ownPurchases(tx, userId),
      ownInvoices(tx, userId),
      ownBookings(tx, userId),
      ownBookingNotices(tx, userId),
      tx.select().from(courseAccess).where(eq(courseAccess.userId, userId)),
      tx
        .select()
        .from(courseAccessExtensions)
        .where(eq(courseAccessExtensions.userId, userId))
        .orderBy(asc(courseAccessExtensions.grantedAt)),
      tx
        .select()
        .from(lessonProgress)
        .where(eq(lessonProgress.userId, userId))
        .orderBy(asc(lessonProgress.lessonId)),
      tx.select().from(reviewCards).where(eq(reviewCards.userId, userId)).orderBy(asc(reviewCards.phraseId)),
      tx
        .select()
        .from(reviewGrades)
        .where(eq(reviewGrades.userId, userId))
        .orderBy(asc(reviewGrades.gradedAt)),
      // Not the restricted letters of an earlier, deleted account at this address (Art. 18 GDPR).
      tx
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.to, user.email), isNull(mailOutbox.restrictedAt)))
        .orderBy(desc(mailOutbox.createdAt)),
      tx
        .select()
        .from(deletionRequests)
        .where(eq(deletionRequests.userId, userId))
        .orderBy(desc(deletionRequests.requestedAt)),
      // Logins: when, from which address and browser (never the session's token).
      tx
        .select({
          createdAt: sessions.createdAt,
          lastActiveAt: sessions.lastActiveAt,
          expiresAt: sessions.expiresAt,
          ipAddress: sessions.ipAddress,
          userAgent: sessions.userAgent,
        })
        .from(sessions)
        .where(eq(sessions.userId, userId))
        .orderBy(desc(sessions.createdAt)),
      // What the school's staff noted about the customer (a call, an agreement).
      tx
        .select({ text: customerNotes.text, createdAt: customerNotes.createdAt })
        .from(customerNotes)
        .where(eq(customerNotes.customerUserId, userId))
        .orderBy(asc(customerNotes.createdAt)),
      // Verified reviews: the invitations, the reviews written through them, "do not invite me".
      tx
        .select()
        .from(reviewInvitations)
        .where(eq(reviewInvitations.userId, userId))
        .orderBy(asc(reviewInvitations.invitedAt)),
      tx.select().from(reviews).where(eq(reviews.userId, userId)).orderBy(asc(reviews.createdAt)),
      tx.select().from(reviewOptOuts).where(eq(reviewOptOuts.userId, userId)),
    ]);
    const serviceNames = textsIn("customerReviews", locale).services;
    // The waiting lists of full first-aid dates go by address (no account needed to join one).
    const waiting = await tx
      .select({
        date: firstAidDates.courseDate,
        language: firstAidDates.language,
        status: firstAidWaitlist.status,
        joinedAt: firstAidWaitlist.createdAt,
      })
      .from(firstAidWaitlist)
      .innerJoin(firstAidDates, eq(firstAidDates.id, firstAidWaitlist.dateId))
      .where(eq(firstAidWaitlist.email, user.email))
      .orderBy(asc(firstAidWaitlist.createdAt));
    // Their own conversion plan: the licence, their dates and the documents they ticked.
    const [plan] = await tx.select().from(conversionPlans).where(eq(conversionPlans.userId, userId));
    const planDocuments = await tx
      .select({ kind: conversionPlanDocuments.kind, dated: conversionPlanDocuments.dated })
      .from(conversionPlanDocuments)
      .where(eq(conversionPlanDocuments.userId, userId))
      .orderBy(asc(conversionPlanDocuments.kind));
    // The plan's appointments, the reminders sent for it and whether they are switched off.
    const planAppointments = await tx
      .select({
        kind: conversionPlanAppointments.kind,
        day: conversionPlanAppointments.day,
        time: conversionPlanAppointments.startsAt,
        note: conversionPlanAppointments.note,
      })
      .from(conversionPlanAppointments)
      .where(eq(conversionPlanAppointments.userId, userId))
      .orderBy(asc(conversionPlanAppointments.day));
    const planReminders = await tx
      .select({
        about: conversionPlanReminders.subject,
        day: conversionPlanReminders.day,
        daysBefore: conversionPlanReminders.offsetDays,
        sentAt: conversionPlanReminders.sentAt,
      })
      .from(conversionPlanReminders)
      .where(eq(conversionPlanReminders.userId, userId))
      .orderBy(asc(conversionPlanReminders.sentAt));
    const [remindersOff] = await tx
      .select({ since: conversionPlanReminderOptOuts.createdAt })
      .from(conversionPlanReminderOptOuts)
      .where(eq(conversionPlanReminderOptOuts.userId, userId));
    // Their conversion assistance's case: each step with the office's note (data about them).
    const [assistanceCase] = await tx
      .select()
      .from(conversionCases)
      .where(eq(conversionCases.userId, userId));
    const caseSteps = await tx
      .select()
      .from(conversionCaseSteps)
      .where(eq(conversionCaseSteps.userId, userId))
      .orderBy(asc(conversionCaseSteps.kind));
    // Driving lessons (with the instructor's training notes), the lesson balance, exams.
    const drivingLessons = await tx
      .select()
      .from(lessons)
      .where(eq(lessons.customerId, userId))
      .orderBy(asc(lessons.startsAt));
    const balanceEntries = await tx
      .select()
      .from(lessonBalanceEntries)
      .where(eq(lessonBalanceEntries.customerId, userId))
      .orderBy(asc(lessonBalanceEntries.createdAt));
    const [readiness] = await tx.select().from(lessonReadiness).where(eq(lessonReadiness.customerId, userId));
    const ownExams = await tx
      .select()
      .from(exams)
      .where(eq(exams.customerId, userId))
      .orderBy(asc(exams.startsAt));
    const lessonReminderRows = await tx
      .select()
      .from(lessonReminders)
      .where(eq(lessonReminders.customerId, userId))
      .orderBy(asc(lessonReminders.sentAt));
    return {
      generatedAt: new Date().toISOString(),
      account: {
        email: user.email,
        name: user.name,
        phone: user.phone,
        dateOfBirth: user.dateOfBirth,
        language: user.locale,
        createdAt: iso(user.createdAt),
        updatedAt: iso(user.updatedAt),
      },
      purchases: bought.map((row) => ({
        id: row.id,
        product: productName(row.productId, locale),
        productId: row.productId,
        status: row.status,
        amountCents: row.amountCents,
        currency: row.currency,
        purchasedAt: iso(row.purchasedAt),
        paidAt: iso(row.paidAt),
        courseDate: row.courseDate,
        paymentReference: row.paymentReference,
        healthDataConsentAt: iso(row.healthDataConsentAt),
        // How the consent was given: ticked at checkout, or in writing and recorded by the school.
        healthDataConsentGiven: row.healthDataConsentAt
          ? row.healthDataConsentRecordedBy
            ? "in-writing"
            : "at-checkout"
          : null,
        immediateStartConsentAt: iso(row.immediateStartConsentAt),
        earlyStartRequestedAt: iso(row.earlyStartRequestedAt),
        earlyStartTextVersion: row.earlyStartTextVersion,
      })),
      invoices: invoices.map((row) => ({
        number: row.number,
        kind: row.kind,
        purchaseId: row.purchaseId,
        issuedAt: iso(row.issuedAt),
        serviceOn: row.serviceOn,
        customerName: row.customerName,
        customerEmail: row.customerEmail,
        billingAddress: row.billingAddress,
        product: productName(row.productId, locale),
        netCents: row.netCents,
        vatCents: row.vatCents,
        grossCents: row.grossCents,
        vatRatePercent: row.vatRatePercent,
        paymentMethod: row.paymentMethod,
      })),
      bookings: bookings.map((row) => ({
        course: "first-aid",
        date: row.courseDate,
        language: row.language,
        startTime: row.startTime,
        endTime: row.endTime,
        dateStatus: row.status,
        bookedAt: iso(row.bookedAt),
        refundRequestedAt: iso(row.refundRequestedAt),
      })),
      bookingNotices: notices.map((row) => ({
        course: "first-aid",
        date: row.date,
        kind: row.kind,
        sentAt: iso(row.sentAt),
      })),
      waitingLists: waiting.map((row) => ({
        course: "first-aid",
        date: row.date,
        language: row.language,
        status: row.status,
        joinedAt: iso(row.joinedAt),
      })),
      courseAccess: {
        endsAt: iso(access[0]?.endsAt ?? null),
        extensions: extensions.map((row) => ({ months: row.months, grantedAt: iso(row.grantedAt) })),
      },
      conversionPlan: plan
        ? {
            country: plan.country,
            region: plan.region,
            licenceClass: plan.licenceClass,
            since: plan.since,
            applied: plan.applied,
            testOrder: plan.testOrder,
            theory: plan.theory,
            practical: plan.practical,
            documents: planDocuments,
            appointments: planAppointments,
            reminders: planReminders.map((row) => ({ ...row, sentAt: iso(row.sentAt) })),
            remindersSwitchedOffAt: iso(remindersOff?.since ?? null),
            createdAt: iso(plan.createdAt),
            updatedAt: iso(plan.updatedAt),
          }
        : null,
      conversionCase: assistanceCase
        ? {
            openedAt: iso(assistanceCase.openedAt),
            steps: caseSteps.map((step) => ({
              step: step.kind,
              state: step.state,
              date: step.dated,
              responsible: step.responsible,
              note: step.note,
              updatedAt: iso(step.updatedAt),
            })),
          }
        : null,
      drivingLessons: {
        lessons: drivingLessons.map((row) => ({
          id: row.id,
          kind: row.kind,
          startsAt: iso(row.startsAt),
          endsAt: iso(row.endsAt),
          pickupPoint: row.pickupPoint,
          state: row.state,
          payment: row.payment,
          paidAt: iso(row.paidAt),
          cancelledAt: iso(row.cancelledAt),
          cancelledBy: row.cancelledBy,
          lateCancellation: row.lateCancellation,
          waivedReason: row.waivedReason,
          trainingNote: row.trainingNote,
          createdAt: iso(row.createdAt),
        })),
        balance: balanceEntries.map((row) => ({
          units: row.units,
          reason: row.reason,
          lessonId: row.lessonId,
          purchaseId: row.purchaseId,
          createdAt: iso(row.createdAt),
        })),
        readyForTestSince: iso(readiness?.createdAt ?? null),
        exams: ownExams.map((row) => ({
          id: row.id,
          kind: row.kind,
          startsAt: iso(row.startsAt),
          testingCentre: row.testingCentre,
          result: row.result,
          resultAt: iso(row.resultAt),
          cancelledAt: iso(row.cancelledAt),
        })),
        reminders: lessonReminderRows.map((row) => ({ about: row.subject, sentAt: iso(row.sentAt) })),
      },
      courseProgress: progress.map((row) => ({
        lesson: row.lessonId,
        lastVisitedAt: iso(row.lastVisitedAt),
        completedAt: iso(row.completedAt),
      })),
      review: {
        cards: cards.map((row) => ({
          phrase: row.phraseId,
          state: row.state,
          reps: row.reps,
          lapses: row.lapses,
          stability: row.stability,
          difficulty: row.difficulty,
          lastReviewAt: iso(row.lastReviewAt),
          dueOn: row.dueOn,
        })),
        grades: grades.map((row) => ({
          phrase: row.phraseId,
          grade: row.grade,
          mode: row.mode,
          gradedAt: iso(row.gradedAt),
          deviceAt: iso(row.deviceAt),
        })),
      },
      mails: mails.map((row) => ({
        kind: row.kind,
        subject: row.subject,
        language: row.locale,
        status: row.status,
        createdAt: iso(row.createdAt),
        sentAt: iso(row.sentAt),
        // The mail as sent, but its links' tokens masked: a set-password or waiting-list link
        // would still work for whoever holds the copy (secret-links.server.ts).
        text: withoutTokenLinks(row.text),
        attachments: row.attachments.map((file) => file.filename),
      })),
      logins: logins.map((row) => ({
        createdAt: iso(row.createdAt),
        lastActiveAt: iso(row.lastActiveAt),
        expiresAt: iso(row.expiresAt),
        ipAddress: row.ipAddress,
        browser: row.userAgent,
      })),
      notes: notes.map((row) => ({ text: row.text, createdAt: iso(row.createdAt) })),
      customerReviews: {
        optedOutAt: iso(optedOut[0]?.createdAt ?? null),
        invitations: invited.map((row) => ({
          service: serviceNames[row.service],
          finishedOn: row.finishedOn,
          invitedAt: iso(row.invitedAt),
          remindedAt: iso(row.remindedAt),
          usedAt: iso(row.usedAt),
        })),
        reviews: written.map((row) => ({
          service: serviceNames[row.service],
          rating: row.rating,
          text: row.text,
          language: row.language,
          shownAs: row.authorName,
          status: row.status,
          withheldReason: row.withheldReason,
          reply: row.reply,
          writtenAt: iso(row.createdAt),
        })),
      },
      deletionRequests: requests.map((row) => ({
        status: row.status,
        requestedAt: iso(row.requestedAt),
        doneAt: iso(row.doneAt),
      })),
    };
  });
}

export type CustomerData = NonNullable<Awaited<ReturnType<typeof customerData>>>;

/** The sections every copy has, in the order the page shows them. */
export const customerDataSections = [
  "account",
  "purchases",
  "invoices",
  "bookings",
  "bookingNotices",
  "waitingLists",
  "courseAccess",
  "courseProgress",
  "review",
  "mails",
  "logins",
  "notes",
  "customerReviews",
  "deletionRequests",
] as const satisfies readonly (keyof CustomerData)[];

function productName(id: string, locale: Locale): string {
  return (productIds as readonly string[]).includes(id) ? products[id as ProductId].name[locale] : id;
}

function ownPurchases(db: Reader, userId: string) {
  return db.select().from(purchases).where(eq(purchases.userId, userId)).orderBy(desc(purchases.purchasedAt));
}

/** Invoices and credit notes of the customer's purchases (kept as issued, even after a deletion). */
function ownInvoices(db: Reader, userId: string) {
  return db
    .select({ invoice: invoiceDocuments })
    .from(invoiceDocuments)
    .innerJoin(purchases, eq(purchases.id, invoiceDocuments.purchaseId))
    .where(eq(purchases.userId, userId))
    .orderBy(asc(invoiceDocuments.issuedAt))
    .then((rows) => rows.map((row) => row.invoice));
}

/** First-aid seats: a booking belongs to the purchase of the same checkout. */
function ownBookings(db: Reader, userId: string) {
  return db
    .select({
      courseDate: firstAidDates.courseDate,
      language: firstAidDates.language,
      startTime: firstAidDates.startTime,
      endTime: firstAidDates.endTime,
      status: firstAidDates.status,
      bookedAt: firstAidBookings.createdAt,
      refundRequestedAt: firstAidBookings.refundRequestedAt,
    })
    .from(firstAidBookings)
    .innerJoin(purchases, eq(purchases.checkoutSessionId, firstAidBookings.checkoutSessionId))
    .innerJoin(firstAidDates, eq(firstAidDates.id, firstAidBookings.dateId))
    .where(and(eq(purchases.userId, userId), isNotNull(purchases.userId)))
    .orderBy(asc(firstAidDates.courseDate));
}

/** The notices sent about the customer's first-aid seats (reminders, moves, cancellations). */
function ownBookingNotices(db: Reader, userId: string) {
  return db
    .select({
      date: firstAidDates.courseDate,
      kind: firstAidBookingNotices.kind,
      sentAt: firstAidBookingNotices.sentAt,
    })
    .from(firstAidBookingNotices)
    .innerJoin(firstAidBookings, eq(firstAidBookings.id, firstAidBookingNotices.bookingId))
    .innerJoin(purchases, eq(purchases.checkoutSessionId, firstAidBookings.checkoutSessionId))
    .innerJoin(firstAidDates, eq(firstAidDates.id, firstAidBookingNotices.dateId))
    .where(eq(purchases.userId, userId))
    .orderBy(asc(firstAidBookingNotices.sentAt));
}

/** The JSON file's name: the school's and the day, never the customer's address. */
export function customerDataFileName(now = new Date()): string {
  return `my-data-${now.toISOString().slice(0, 10)}.json`;
}

/** A customer's data as a JSON download, never cached: the customer's own copy and an owner's export. */
export function customerDataDownload(copy: unknown, fileName: string): Response {
  return new Response(`${JSON.stringify(copy, null, 2)}\n`, {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="${fileName}"`,
      ...privateNoStore,
    },
  });
}
