import type { Database } from "../platform/db.server";
import { log } from "../platform/log.server";
import { kickMailWorker } from "../mail/mail-worker.server";
import { runOnceAcrossInstances } from "../platform/scheduled-jobs.server";
import { expireHolds } from "./waitlist.server";

// Waiting-list holds run out after 24 hours; this passes each one to the next person in line. Once
// across instances (decision 018), every few minutes, so a hold outlives its end by minutes at most.

const EVERY_MS = 5 * 60 * 1000;

export function startWaitlistHolds(db: Database): () => void {
  const ask = () => {
    void runOnceAcrossInstances(
      db,
      "waitlist-holds",
      { periodMs: EVERY_MS - 30_000, leaseMs: EVERY_MS },
      async () => {
        const ended = await expireHolds(db);
        if (ended) {
          log.info({ ended }, "waiting-list holds passed on");
          void kickMailWorker(db);
        }
      },
    ).catch((error) => log.error({ error: String(error) }, "waiting-list holds failed"));
  };
  ask();
  const timer = setInterval(ask, EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
