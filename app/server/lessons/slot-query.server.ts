import type { Database } from "../platform/db.server";
import { bookableKinds } from "./entitlement.server";
import { moveChoice, readChoice, type SlotChoice } from "./slot-choices.server";
import { type SlotWeek, slotWeek } from "./slot-weeks.server";

// What the query of a lessons page asks to list: the free times of a choice
// (`?kind=…&transmission=…&language=…&pickup=…`) or those to move a lesson to (`?move=<id>`), in a
// week (`&week=<Monday>`, else the first bookable one). Read the same way by the customer's page
// and the office's page of a customer; a bad value is a problem the page answers with 400.

type MoveProblem = Extract<Awaited<ReturnType<typeof moveChoice>>, { ok: false }>["refusal"];

export interface SlotQuery {
  choice: SlotChoice | null;
  moving: Extract<Awaited<ReturnType<typeof moveChoice>>, { ok: true }> | null;
  week: SlotWeek;
  problem: "badInput" | "badWeek" | MoveProblem | null;
}

export async function readSlotQuery(
  db: Database,
  params: URLSearchParams,
  { customerId, now, byCustomer }: { customerId: string; now: Date; byCustomer: boolean },
): Promise<SlotQuery> {
  const firstWeek = slotWeek(now, null);
  if (!firstWeek) throw new Error("The booking window has no first week");
  const none = { choice: null, moving: null, week: firstWeek };
  const week = slotWeek(now, params.get("week"));
  if (!week) return { ...none, problem: "badWeek" };
  if (params.has("move")) {
    const moving = await moveChoice(db, { lessonId: params.get("move") ?? "", customerId, now, byCustomer });
    return moving.ok ? { choice: null, moving, week, problem: null } : { ...none, problem: moving.refusal };
  }
  if (!params.has("kind")) return { ...none, week, problem: null };
  const choice = readChoice(params, await bookableKinds(db, customerId));
  return choice ? { choice, moving: null, week, problem: null } : { ...none, problem: "badInput" };
}
