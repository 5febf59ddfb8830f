import { sql } from "drizzle-orm";
import type { Database } from "./db.server";
import { instanceName } from "./instance.server";
import { scheduledJobs } from "./schema.server";

// Periodic work runs once across every instance on one database. Each instance's timer only asks;
// the claim is one conditional UPDATE, so of several instances asking at the same moment exactly
// one gets the run, and a run is due again only a period after the last one began. A lease ends a
// claim that a crashed instance never finished. docs/decisions/018-periodic-work-once.md.

/** Claims `name` if its period has passed since its last start and no live lease holds it. */
export async function claimJob(
  db: Database,
  name: string,
  { periodMs, leaseMs, now = new Date() }: { periodMs: number; leaseMs: number; now?: Date },
): Promise<boolean> {
  await db.insert(scheduledJobs).values({ name }).onConflictDoNothing();
  const due = new Date(now.getTime() - periodMs);
  const claimed = await db
    .update(scheduledJobs)
    .set({ lastStartedAt: now, leaseUntil: new Date(now.getTime() + leaseMs), holder: instanceName })
    .where(
      sql`${scheduledJobs.name} = ${name}
        AND (${scheduledJobs.lastStartedAt} IS NULL OR ${scheduledJobs.lastStartedAt} <= ${due})
        AND (${scheduledJobs.leaseUntil} IS NULL OR ${scheduledJobs.leaseUntil} <= ${now})`,
    )
    .returning({ name: scheduledJobs.name });
  return claimed.length === 1;
}

/** Ends the lease of a finished run (the period still counts from its start). */
export async function releaseJob(db: Database, name: string): Promise<void> {
  await db
    .update(scheduledJobs)
    .set({ leaseUntil: null })
    .where(sql`${scheduledJobs.name} = ${name} AND ${scheduledJobs.holder} = ${instanceName}`);
}

/** Runs `work` if this instance wins the claim; returns whether it ran. */
export async function runOnceAcrossInstances(
  db: Database,
  name: string,
  options: { periodMs: number; leaseMs: number; now?: Date },
  work: () => Promise<void>,
): Promise<boolean> {
  if (!(await claimJob(db, name, options))) return false;
  try {
    await work();
  } finally {
    await releaseJob(db, name);
  }
  return true;
}
