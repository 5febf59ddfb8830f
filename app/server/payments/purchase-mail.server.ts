import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { isDigitalContent, type Product } from "~/content/catalog";
import { type Locale, localizePath } from "~/i18n/locale";
import { hashIdentifier, newToken, resetIdentifier } from "../auth/token-hash.server";
import type { Database } from "../db.server";
import { accountUpdatedMail, setPasswordMail } from "../mail/mail-builders.server";
import { accounts, verifications } from "../schema";

// The mail a purchase sends (issue 3 §4): "set your password" to a customer without one, "your
// account was updated" otherwise. Written in the webhook's transaction.

/** The set-password link mailed after a first purchase lasts 7 days (issue 3 §2). */
export const SET_PASSWORD_DAYS = 7;

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

export interface WebhookContext {
  publicUrl: string;
}

export async function hasPassword(tx: Tx, userId: string): Promise<boolean> {
  const rows = await tx
    .select({ id: accounts.id })
    .from(accounts)
    .where(
      and(
        eq(accounts.userId, userId),
        eq(accounts.providerId, "credential"),
        sql`${accounts.password} is not null`,
      ),
    );
  return rows.length > 0;
}

export async function purchaseMail(
  tx: Tx,
  input: {
    userId: string;
    email: string;
    name: string | null | undefined;
    locale: Locale;
    product: Product;
    newCustomer: boolean;
    context: WebhookContext;
  },
) {
  const { userId, email, name, locale, product, context } = input;
  const productName = product.name[locale];
  const terms = {
    termsLink: `${context.publicUrl}${localizePath("/terms-of-service", locale)}`,
    // The course is digital content: the checkout asked for the § 356 (5) BGB consent.
    digitalWaiver: isDigitalContent(product),
  };
  // Whether to offer "set your password" is decided now: the buyer may have set one meanwhile.
  if (!(await hasPassword(tx, userId))) {
    const token = newToken();
    await tx.insert(verifications).values({
      id: randomUUID(),
      identifier: hashIdentifier(resetIdentifier(token)),
      value: userId,
      expiresAt: new Date(Date.now() + SET_PASSWORD_DAYS * 24 * 3600 * 1000),
    });
    const link = `${context.publicUrl}${localizePath("/set-password", locale)}?token=${encodeURIComponent(token)}`;
    return setPasswordMail({
      to: email,
      locale,
      name,
      productName,
      link,
      validDays: SET_PASSWORD_DAYS,
      terms,
    });
  }
  const link = `${context.publicUrl}${localizePath("/login", locale)}`;
  return accountUpdatedMail({ to: email, locale, name, productName, link, terms });
}
