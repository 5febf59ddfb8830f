// The staff mail page (English). staff-mail-es.ts has exactly this shape.
const staffMailEn = {
  title: "Mail",
  heading: "Mail not delivered yet",
  intro:
    "Messages still waiting to be sent, and messages the site gave up on after about a week of attempts. “Retry now” sends a failed message again.",
  empty: "Every mail has been delivered.",
  recipient: "To",
  subject: "Subject",
  kind: "Kind",
  state: "State",
  attempts: "Attempts",
  lastError: "Last error",
  nextAttempt: "Next attempt",
  action: "Action",
  none: "—",
  states: { pending: "Waiting", failed: "Gave up" },
  kinds: {
    "set-password": "Set password (purchase)",
    "account-updated": "Purchase confirmation",
    "password-reset": "Password reset",
    "sign-in-link": "Login link (no password yet)",
    "email-change": "Confirmation of a new e-mail address",
    "staff-invite": "Staff invitation",
    "school-purchase": "Notice: purchase",
    "school-overbooked": "Notice: overbooked date",
    "school-mail-failed": "Notice: mail not delivered",
    "school-deletion-request": "Notice: data deletion requested",
  } as Record<string, string>,
  retry: "Retry now",
  retryLabel: "Retry now: the mail to {to}",
  retried: "The mail is back in the queue and is being sent now.",
  unchanged: "Nothing changed: this mail had already been sent again or delivered.",
  invalid: "This mail could not be found. Reload the page and try again.",
};

export type StaffMailTexts = typeof staffMailEn;
export default staffMailEn;
