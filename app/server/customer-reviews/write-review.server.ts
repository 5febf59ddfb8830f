import { and, eq, isNull } from "drizzle-orm";
import { data } from "react-router";
import { z } from "zod";
import { site } from "~/content/site";
import { textsIn } from "~/i18n/catalogs.server";
import { fill } from "~/i18n/fill";
import { formatDate } from "~/i18n/format";
import { type Locale, localeFromPath } from "~/i18n/locale";
import type { Database } from "../platform/db.server";
import { formFields, formText, readForm } from "../platform/form.server";
import { reviewInvitations, reviews } from "../platform/schema.server";
import { invitationByToken, optOutOfReviews } from "./invitations.server";

// The page an invitation's link opens: the customer writes their review there, once, or asks not
// to be invited again. The token is the key (no login): whoever holds the mail may write the one
// review of that purchase, and nothing else.

const MAX = site.reviewInvitations.maxLength;

/** "Priya Sharma" → "Priya S.": the first name and the initial of the last; one word stays as it is. */
export function shownName(name: string): string | null {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const [first, ...rest] = words;
  if (!first) return null;
  const last = rest.at(-1);
  return last ? `${first} ${last.charAt(0).toLocaleUpperCase()}.` : first;
}

const reviewForm = z.object({
  rating: z.enum(["1", "2", "3", "4", "5"], { error: "rating" }).transform(Number),
  text: z
    .string({ error: "textMissing" })
    .transform((text) => text.replace(/\r\n?/g, "\n").trim())
    .pipe(z.string().min(1, { error: "textMissing" }).max(MAX, { error: "textTooLong" })),
  display: z.enum(["initial", "anonymous"], { error: "display" }),
  language: z.enum(["en", "es"], { error: "language" }),
});
type ReviewErrorKey = keyof ReturnType<typeof textsIn<"customerReviews">>["form"]["errors"];

/** The page's state for a token: what it shows. */
export async function reviewPage(db: Database, request: Request, token: string) {
  const locale = localeFromPath(new URL(request.url).pathname);
  const texts = textsIn("customerReviews", locale);
  const found = await invitationByToken(db, token);
  if (!found) throw data({ state: "invalid" as const, message: texts.form.invalid }, { status: 404 });
  const { invitation } = found;
  if (invitation.usedAt) return { state: "used" as const, texts: texts.form, locale };
  const service = texts.services[invitation.service];
  return {
    state: "open" as const,
    locale,
    texts: texts.form,
    title: fill(texts.form.title, { service }),
    intro: fill(texts.form.intro, { service, date: formatDate(invitation.finishedOn, locale, "long") }),
    initialName: shownName(found.name),
    max: MAX,
    language: (found.locale ?? locale) as Locale,
  };
}

/** A refused form: each field's message in the page's language, and what was typed, to show again. */
interface Refusal {
  errors: Record<string, string>;
  values: Record<string, string>;
}

/** Writes the review (once per invitation), or records "do not invite me again". */
export async function reviewAction(db: Database, request: Request, token: string) {
  const locale = localeFromPath(new URL(request.url).pathname);
  const texts = textsIn("customerReviews", locale).form;
  const found = await invitationByToken(db, token);
  if (!found) throw data({ state: "invalid" as const, message: texts.invalid }, { status: 404 });
  const form = await readForm(request);
  // RFC 8058: the mail program's one-click unsubscribe posts "List-Unsubscribe=One-Click" here.
  if (formText(form, "List-Unsubscribe") === "One-Click" || formText(form, "intent") === "opt-out") {
    await optOutOfReviews(db, found.invitation.userId);
    return { done: "optedOut" as const };
  }
  if (!form)
    return data<Refusal>({ errors: { text: texts.errors.textMissing }, values: {} }, { status: 400 });
  const checked = formFields<z.output<typeof reviewForm>, ReviewErrorKey>(reviewForm, form);
  if (!checked.ok) {
    const errors = Object.fromEntries(
      Object.entries(checked.errors).map(([field, key]) => [
        field,
        fill(texts.errors[key] ?? texts.errors.textMissing, { max: MAX }),
      ]),
    );
    const values = Object.fromEntries(
      ["rating", "text", "display", "language"].map((name) => [
        name,
        (formText(form, name) ?? "").slice(0, MAX + 100),
      ]),
    );
    return data<Refusal>({ errors, values }, { status: 400 });
  }
  const review = checked.data;
  const { invitation } = found;
  const written = await db.transaction(async (tx) => {
    const [spent] = await tx
      .update(reviewInvitations)
      .set({ usedAt: new Date() })
      .where(and(eq(reviewInvitations.id, invitation.id), isNull(reviewInvitations.usedAt)))
      .returning({ id: reviewInvitations.id });
    if (!spent) return false;
    await tx.insert(reviews).values({
      checkoutSessionId: invitation.checkoutSessionId,
      userId: invitation.userId,
      service: invitation.service,
      finishedOn: invitation.finishedOn,
      rating: review.rating,
      text: review.text,
      language: review.language,
      authorName: review.display === "initial" ? shownName(found.name) : null,
    });
    return true;
  });
  // A second submission (another tab, the back button) finds the link spent: nothing is written twice.
  if (!written) throw data({ state: "used" as const, message: texts.used }, { status: 409 });
  return { done: "written" as const };
}
