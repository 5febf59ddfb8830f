// The seed's staff demo account (localhost only), with a FIXED, public TOTP key
// already enrolled, so anyone trying the site locally can log in to the staff area.
export const STAFF_DEMO_EMAIL = "staff@example.com";
export const STAFF_DEMO_PASSWORD = "running the school demo";
/** The raw key; apps get it base32-encoded (the seed prints both forms and an otpauth:// URI). */
export const STAFF_DEMO_TOTP_KEY = "maindrive-demo-staff-totp-key-01";
export const STAFF_DEMO_BACKUP_CODES = ["demo1-backup", "demo2-backup", "demo3-backup"];
/** The seed's demo instructor: same second-factor key and backup codes as the demo staff member. */
export const INSTRUCTOR_DEMO_EMAIL = "instructor@example.com";
export const INSTRUCTOR_DEMO_PASSWORD = "teaching in frankfurt demo";
