import { and, desc, eq } from "drizzle-orm";
import { site } from "~/content/site";
import { localizePath } from "~/i18n/locale";
import type { Database } from "../platform/db.server";
import { env } from "../platform/env.server";
import { queueMail } from "../mail/outbox.server";
import { reviews, users, type WithholdReason } from "../platform/schema.server";
import { recordStaffAction } from "../platform/audit.server";
import { reviewWithheldMail } from "./review-mails.server";

// The office's part: every review is published as written; one may be withheld only for a reason
// from the fixed list (insults or unlawful claims, other people's personal data, nothing about the
// service), which is audited and mailed to its author. Stars never decide. The school may answer
// a review publicly; the answer is audited too.

/** Every review, newest first, with its author's address for the office. */
export async function staffReviewList(db: Database, limit = 200) {
  return db
    .select({
      id: reviews.id,
      rating: reviews.rating,
      text: reviews.text,
      language: reviews.language,
      author: reviews.authorName,
      email: users.email,
      customerId: reviews.userId,
      service: reviews.service,
      finishedOn: reviews.finishedOn,
      status: reviews.status,
      withheldReason: reviews.withheldReason,
      reply: reviews.reply,
      createdAt: reviews.createdAt,
    })
    .from(reviews)
    .leftJoin(users, eq(users.id, reviews.userId))
    .orderBy(desc(reviews.createdAt))
    .limit(limit);
}

/** Withholds a published review for `reason`; tells its author. "gone" when none is published. */
export async function withholdReview(
  db: Database,
  staffUserId: string,
  { reviewId, reason, now = new Date() }: { reviewId: string; reason: WithholdReason; now?: Date },
): Promise<"withheld" | "gone"> {
  if (!/^[0-9a-f-]{36}$/i.test(reviewId)) return "gone";
  return db.transaction(async (tx) => {
    const [review] = await tx
      .update(reviews)
      .set({ status: "withheld", withheldReason: reason, withheldAt: now })
      .where(and(eq(reviews.id, reviewId), eq(reviews.status, "published")))
      .returning();
    if (!review) return "gone";
    await recordStaffAction(tx, {
      actor: staffUserId,
      action: "review.withhold",
      subjectType: "review",
      subjectId: review.id,
      customerUserId: review.userId,
      before: { status: "published" },
      after: { status: "withheld", reason },
    });
    const [author] = review.userId ? await tx.select().from(users).where(eq(users.id, review.userId)) : [];
    if (author && !author.email.endsWith(".invalid")) {
      const locale = author.locale ?? review.language;
      await queueMail(
        tx,
        reviewWithheldMail({
          to: author.email,
          name: author.name,
          locale,
          service: review.service,
          reason,
          policyLink: `${env().PUBLIC_URL}${localizePath("/how-we-check-reviews", locale)}`,
        }),
        now,
      );
    }
    return "withheld";
  });
}

/** Sets (or, empty, removes) the school's public reply to a review. */
export async function replyToReview(
  db: Database,
  staffUserId: string,
  { reviewId, reply, now = new Date() }: { reviewId: string; reply: string; now?: Date },
): Promise<"replied" | "gone" | "tooLong"> {
  const text = reply.replace(/\r\n?/g, "\n").trim();
  if (text.length > site.reviewInvitations.maxLength) return "tooLong";
  if (!/^[0-9a-f-]{36}$/i.test(reviewId)) return "gone";
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(reviews).where(eq(reviews.id, reviewId)).for("update");
    if (!before) return "gone";
    await tx
      .update(reviews)
      .set({ reply: text || null, repliedAt: text ? now : null })
      .where(eq(reviews.id, reviewId));
    await recordStaffAction(tx, {
      actor: staffUserId,
      action: "review.reply",
      subjectType: "review",
      subjectId: reviewId,
      customerUserId: before.userId,
      before: { reply: before.reply },
      after: { reply: text || null },
    });
    return "replied";
  });
}
