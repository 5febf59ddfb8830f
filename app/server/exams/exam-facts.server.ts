import { and, eq } from "drizzle-orm";
import type { Locale } from "~/i18n/locale";
import type { Database, Tx } from "../platform/db.server";
import { cars, exams, instructors, users } from "../platform/schema.server";
import { type ExamShown, examShownColumns } from "./exam-columns.server";

// One exam with what its mails and calendar file say: the customer's address and language, the
// accompanying instructor's name and the car's, read in one statement.

type Reader = Pick<Database, "select"> | Tx;

export interface ExamFacts extends ExamShown {
  customerId: string;
  sequence: number;
  email: string;
  name: string | null;
  locale: Locale;
}

export async function examFacts(
  db: Reader,
  examId: string,
  { customerId, lock = false }: { customerId?: string; lock?: boolean } = {},
): Promise<ExamFacts | null> {
  const query = db
    .select({
      ...examShownColumns,
      customerId: exams.customerId,
      sequence: exams.sequence,
      email: users.email,
      name: users.name,
      locale: users.locale,
    })
    .from(exams)
    .innerJoin(users, eq(users.id, exams.customerId))
    .leftJoin(instructors, eq(instructors.userId, exams.instructorId))
    .leftJoin(cars, eq(cars.id, exams.carId))
    .where(and(eq(exams.id, examId), ...(customerId ? [eq(exams.customerId, customerId)] : [])));
  const [row] = lock ? await query.for("update", { of: exams }) : await query;
  return row ? { ...row, locale: row.locale ?? "en" } : null;
}
