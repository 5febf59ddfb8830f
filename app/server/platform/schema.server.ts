// The database schema (Drizzle), one file per area; drizzle-kit reads this file (drizzle.config.ts)
// and every module imports its tables from here, so where a table is defined is an implementation detail.
export * from "./schema/accounts.server";
export * from "./schema/course.server";
export * from "./schema/exports.server";
export * from "./schema/first-aid.server";
export * from "./schema/invoices.server";
export * from "./schema/operations.server";
export * from "./schema/purchases.server";
export * from "./schema/staff-records.server";
export * from "./schema/data-requests.server";
export * from "./schema/reviews.server";
export * from "./schema/conversion-plans.server";
export * from "./schema/conversion-plan-appointments.server";
export * from "./schema/conversion-cases.server";
export * from "./schema/lessons.server";
