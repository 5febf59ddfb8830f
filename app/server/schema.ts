// The database schema (Drizzle), one file per area; drizzle-kit reads this file (drizzle.config.ts)
// and every module imports its tables from here, so where a table is defined is an implementation detail.
export * from "./schema/accounts";
export * from "./schema/course";
export * from "./schema/first-aid";
export * from "./schema/operations";
export * from "./schema/purchases";
