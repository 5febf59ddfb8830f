import { timestamp } from "drizzle-orm/pg-core";

// The timestamps every table that changes keeps.
export const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();
