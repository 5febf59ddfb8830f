/**
 * What a mail's links are built on: the site's public address at the moment the mail is queued
 * (PUBLIC_URL; the webhook, a staff action or a job hands it in, so a mail queued in a test or on
 * a second instance points where that caller says).
 */
export interface WebhookContext {
  publicUrl: string;
}
