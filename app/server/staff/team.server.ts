import { and, asc, eq, sql } from "drizzle-orm";
import type { Database } from "../platform/db.server";
import {
  accounts,
  sessions,
  type StaffRole,
  staffAuditLog,
  twoFactors,
  users,
  verifications,
} from "../platform/schema.server";
import { recordStaffAction } from "../platform/audit.server";
import { addStaff } from "./staff-accounts.server";

// The team page's work: who is staff, inviting, removing, changing a role, resetting a lost
// second factor. Every change runs in one transaction with its audit row. The school must always
// keep an owner: each change that could take the last one locks every owner row first (in id order,
// so two changes never wait on each other crosswise) and counts them again after the wait, so two
// owners removing each other at the same moment leave one of them.

export interface TeamMember {
  id: string;
  email: string;
  name: string;
  staffRole: StaffRole;
  /** invited: no password yet; enrolling: a password, no second factor yet; active: both. */
  state: "invited" | "enrolling" | "active";
  /** The latest of their sessions' activity and their audited actions; null when never seen. */
  lastActiveAt: Date | null;
}

/** A staff row without a role (made outside the app) counts as office: the smaller right. */
function roleOf(value: StaffRole | null): StaffRole {
  return value === "owner" || value === "instructor" ? value : "office";
}

export async function listTeam(db: Pick<Database, "select">): Promise<TeamMember[]> {
  const rows = await db
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      staffRole: users.staffRole,
      enrolled: users.twoFactorEnabled,
      // Correlated subqueries: the outer row is named in full, as drizzle leaves columns unqualified.
      hasPassword: sql<boolean>`exists (select 1 from accounts a where a.user_id = users.id and a.password is not null)`,
      lastSession:
        sql<Date | null>`(select max(coalesce(s.last_active_at, s.created_at)) from sessions s where s.user_id = users.id)`.mapWith(
          sessions.createdAt,
        ),
      lastAction:
        sql<Date | null>`(select max(l.at) from staff_audit_log l where l.actor = users.id)`.mapWith(
          staffAuditLog.at,
        ),
    })
    .from(users)
    .where(eq(users.role, "staff"))
    .orderBy(asc(users.email));
  return rows.map((row) => {
    const seen = [row.lastSession, row.lastAction].filter((at): at is Date => at instanceof Date);
    return {
      id: row.id,
      email: row.email,
      name: row.name,
      staffRole: roleOf(row.staffRole),
      state: !row.hasPassword ? "invited" : row.enrolled ? "active" : "enrolling",
      lastActiveAt: seen.length ? new Date(Math.max(...seen.map((at) => at.getTime()))) : null,
    };
  });
}

export type InviteOutcome = "invited" | "already-staff";

/** Adds a colleague with a role: the set-password mail goes out, enrolment follows at first login. */
export async function inviteColleague(
  db: Database,
  input: { actor: string; email: string; name: string; staffRole: StaffRole; publicUrl: string },
): Promise<InviteOutcome> {
  const result = await addStaff(db, {
    email: input.email,
    name: input.name,
    publicUrl: input.publicUrl,
    actor: input.actor,
    staffRole: input.staffRole,
  });
  return result.alreadyStaff ? "already-staff" : "invited";
}

export type TeamChangeOutcome = "done" | "unchanged" | "not-found" | "self" | "last-owner" | "not-owner";

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

/**
 * The owners, locked until the transaction ends, and the target row, locked too. Refuses when the
 * actor is no longer an owner (another owner removed or demoted them a moment ago).
 */
async function lockForChange(
  tx: Tx,
  actor: string,
  userId: string,
): Promise<
  | { ok: true; target: { id: string; email: string; staffRole: StaffRole }; owners: number; self: boolean }
  | { ok: false; outcome: TeamChangeOutcome }
> {
  const owners = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, "staff"), eq(users.staffRole, "owner")))
    .orderBy(asc(users.id))
    .for("update");
  if (!owners.some((owner) => owner.id === actor)) return { ok: false, outcome: "not-owner" };
  const [target] = await tx
    .select({ id: users.id, email: users.email, role: users.role, staffRole: users.staffRole })
    .from(users)
    .where(eq(users.id, userId))
    .for("update");
  if (!target || target.role !== "staff") return { ok: false, outcome: "not-found" };
  return {
    ok: true,
    target: { id: target.id, email: target.email, staffRole: roleOf(target.staffRole) },
    owners: owners.length,
    self: actor === userId,
  };
}

/**
 * Whether the change would leave the school without an owner; else whether the owner acts on
 * themselves (one cannot lock oneself out here: another owner can change them). The last owner
 * hears the first reason, which says what to do.
 */
function refusal(
  locked: { target: { staffRole: StaffRole }; owners: number; self: boolean },
  takesOwner: boolean,
): TeamChangeOutcome | null {
  if (takesOwner && locked.target.staffRole === "owner" && locked.owners <= 1) return "last-owner";
  return locked.self ? "self" : null;
}

/** Ends every session and pending link of a user, and their second factor: nothing of theirs opens. */
async function endAccess(tx: Tx, userId: string): Promise<number> {
  const ended = await tx.delete(sessions).where(eq(sessions.userId, userId)).returning({ id: sessions.id });
  await tx.delete(twoFactors).where(eq(twoFactors.userId, userId));
  // Set-password links and the login's second-step challenges both carry the user id as value.
  await tx.delete(verifications).where(eq(verifications.value, userId));
  return ended.length;
}

/**
 * Removes a colleague from the team: no longer staff, sessions ended at once, second factor and
 * password deleted (they cannot log in until they set a new password through "forgot password",
 * and then only as a customer). The user row stays, so the audit log still names them.
 */
export async function removeColleague(
  db: Database,
  { actor, userId }: { actor: string; userId: string },
): Promise<TeamChangeOutcome> {
  return db.transaction(async (tx) => {
    const locked = await lockForChange(tx, actor, userId);
    if (!locked.ok) return locked.outcome;
    const refused = refusal(locked, true);
    if (refused) return refused;
    const { target } = locked;
    await tx
      .update(users)
      .set({ role: "customer", staffRole: null, twoFactorEnabled: false, updatedAt: new Date() })
      .where(eq(users.id, userId));
    const endedSessions = await endAccess(tx, userId);
    await tx.delete(accounts).where(and(eq(accounts.userId, userId), eq(accounts.providerId, "credential")));
    await recordStaffAction(tx, {
      actor,
      action: "staff.remove",
      subjectType: "user",
      subjectId: userId,
      before: { role: "staff", staffRole: target.staffRole, email: target.email },
      after: { role: "customer", endedSessions },
    });
    return "done";
  });
}

/** Owner ↔ office. The last owner stays an owner. */
export async function changeColleagueRole(
  db: Database,
  { actor, userId, staffRole }: { actor: string; userId: string; staffRole: StaffRole },
): Promise<TeamChangeOutcome> {
  return db.transaction(async (tx) => {
    const locked = await lockForChange(tx, actor, userId);
    if (!locked.ok) return locked.outcome;
    const { target } = locked;
    if (target.staffRole === staffRole) return "unchanged";
    const refused = refusal(locked, staffRole !== "owner");
    if (refused) return refused;
    await tx.update(users).set({ staffRole, updatedAt: new Date() }).where(eq(users.id, userId));
    await recordStaffAction(tx, {
      actor,
      action: "staff.role",
      subjectType: "user",
      subjectId: userId,
      before: { staffRole: target.staffRole, email: target.email },
      after: { staffRole },
    });
    return "done";
  });
}

/**
 * A lost phone: the colleague's second factor is deleted and their sessions end; at their next
 * login (password as before) the staff area sends them to enrolment, as on their first day.
 */
export async function resetSecondFactor(
  db: Database,
  { actor, userId }: { actor: string; userId: string },
): Promise<TeamChangeOutcome> {
  return db.transaction(async (tx) => {
    const locked = await lockForChange(tx, actor, userId);
    if (!locked.ok) return locked.outcome;
    const refused = refusal(locked, false);
    if (refused) return refused;
    await tx
      .update(users)
      .set({ twoFactorEnabled: false, updatedAt: new Date() })
      .where(eq(users.id, userId));
    const ended = await tx.delete(sessions).where(eq(sessions.userId, userId)).returning({ id: sessions.id });
    const removed = await tx
      .delete(twoFactors)
      .where(eq(twoFactors.userId, userId))
      .returning({ id: twoFactors.id });
    await recordStaffAction(tx, {
      actor,
      action: "staff.reset-second-factor",
      subjectType: "user",
      subjectId: userId,
      before: { enrolled: removed.length > 0, email: locked.target.email },
      after: { enrolled: false, endedSessions: ended.length },
    });
    return "done";
  });
}
