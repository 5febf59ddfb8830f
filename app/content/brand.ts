// The brand and the public contact addresses (fictional defaults the school replaces).
// site.ts includes them; they sit in this small module because the layout shows them on every
// page, and the layout's JavaScript should not carry the whole site config (pages with
// script stay within their budget and carry only their language).
export const brand = {
  brandName: "MainDrive",
  /** General questions (licence conversion, bookings); also the sender of our mails. */
  contactEmail: "info@example.com",
  /** Customers' questions about their account, course or purchase: the welcome and account pages, every mail. */
  supportEmail: "support@example.com",
} as const;
