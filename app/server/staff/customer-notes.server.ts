import { desc, eq } from "drizzle-orm";
import type { Database } from "../platform/db.server";
import { customerNotes, users } from "../platform/schema.server";
import { recordStaffAction } from "../platform/audit.server";

// The office's notes about a customer (a call, an agreement): written once with their author and
// time, never edited, each with its audit entry in the same transaction.

export const NOTE_MAX_LENGTH = 2000;
/** The newest notes shown on the customer page. */
export const NOTES_SHOWN = 100;

export type NoteResult = { outcome: "noted"; noteId: string } | { outcome: "unknown-customer" };

export async function addCustomerNote(
  db: Database,
  staffUserId: string,
  input: { customerId: string; text: string },
): Promise<NoteResult> {
  return db.transaction(async (tx) => {
    const [customer] = await tx.select({ id: users.id }).from(users).where(eq(users.id, input.customerId));
    if (!customer) return { outcome: "unknown-customer" };
    const [note] = await tx
      .insert(customerNotes)
      .values({ customerUserId: customer.id, authorUserId: staffUserId, text: input.text })
      .returning({ id: customerNotes.id });
    if (!note) throw new Error("note not written");
    await recordStaffAction(tx, {
      actor: staffUserId,
      action: "customer.note",
      subjectType: "customer",
      subjectId: customer.id,
      customerUserId: customer.id,
      before: null,
      // Not the text: the log is append-only and outlives a deletion of the customer's data, which
      // removes the note itself (the customer page shows it from its own table).
      after: { noteId: note.id, characters: input.text.length },
    });
    return { outcome: "noted", noteId: note.id };
  });
}

/** A customer's notes, newest first, with their author's e-mail (or id, for a removed account). */
export async function notesOf(db: Pick<Database, "select">, customerId: string) {
  return db
    .select({
      id: customerNotes.id,
      text: customerNotes.text,
      createdAt: customerNotes.createdAt,
      authorId: customerNotes.authorUserId,
      author: users.email,
    })
    .from(customerNotes)
    .leftJoin(users, eq(users.id, customerNotes.authorUserId))
    .where(eq(customerNotes.customerUserId, customerId))
    .orderBy(desc(customerNotes.createdAt), desc(customerNotes.id))
    .limit(NOTES_SHOWN);
}
