import { createRequire } from "node:module";
import { performance, type EventLoopUtilization } from "node:perf_hooks";
import type * as Koffi from "koffi";
import { log } from "./log.server";

// glibc's malloc keeps the pages of freed blocks that lie between blocks still in use: under load
// the server's malloc heap (compression streams, database results, the compiler's scratch memory)
// grew to 44 MB and stayed there, of which malloc_trim(0) gave 25 MB back at once (decision 091).
// glibc never does that by itself (it only returns the heap's free top), so the server asks for it:
// once a busy spell ends, and every half minute while one lasts. The call walks the whole heap
// (~10 ms), so it runs on libuv's thread pool, never on the thread that answers requests.

/** The process's malloc_trim, or null where there is none (not Linux with glibc, no FFI). */
export type Trim = (whenDone: () => void) => void;

export function glibcTrim(): Trim | null {
  if (process.platform !== "linux") return null;
  // musl and other libcs have no malloc_trim; glibc reports its version here.
  const report = process.report.getReport() as { header?: { glibcVersionRuntime?: string } };
  if (!report.header?.glibcVersionRuntime) return null;
  try {
    // koffi is a native module; loaded through require so the server bundle keeps it external.
    const koffi = createRequire(import.meta.url)("koffi") as typeof Koffi;
    const mallocTrim = koffi.load("libc.so.6").func("int malloc_trim(size_t pad)");
    return (whenDone) =>
      mallocTrim.async(0, (error: unknown) => {
        if (error) log.warn({ err: error }, "malloc_trim failed");
        whenDone();
      });
  } catch (error) {
    log.warn({ err: error }, "malloc_trim is unavailable: freed memory stays with the process");
    return null;
  }
}

/** When to give memory back, from what the event loop did since the last look. */
export interface TrimPolicy {
  /** Event-loop time spent working since the last trim before one is worth it (ms). */
  workBeforeTrimMs: number;
  /** A look whose event loop was busier than this is not the end of a busy spell. */
  idleUtilization: number;
  /** While busy, still at most this long between two trims (ms). */
  busyIntervalMs: number;
}

export const defaultTrimPolicy: TrimPolicy = {
  workBeforeTrimMs: 1_000,
  idleUtilization: 0.05,
  busyIntervalMs: 30_000,
};

export interface TrimState {
  workSinceTrimMs: number;
  lastTrimAt: number;
}

/**
 * One look: adds the work seen to the state and says whether to trim now (then the state starts
 * over). Pure, so the policy is tested without a clock.
 */
export function shouldTrim(
  state: TrimState,
  look: { activeMs: number; utilization: number; now: number },
  policy: TrimPolicy = defaultTrimPolicy,
): boolean {
  state.workSinceTrimMs += look.activeMs;
  if (state.workSinceTrimMs < policy.workBeforeTrimMs) return false;
  const spellEnded = look.utilization < policy.idleUtilization;
  const longBusy = look.now - state.lastTrimAt >= policy.busyIntervalMs;
  if (!spellEnded && !longBusy) return false;
  state.workSinceTrimMs = 0;
  state.lastTrimAt = look.now;
  return true;
}

/**
 * Looks at the event loop twice a second and trims by the policy; returns the stop function. Does
 * nothing where malloc_trim does not exist.
 */
export function startReturningFreedMemory(trim: Trim | null = glibcTrim(), everyMs = 500): () => void {
  if (!trim) return () => {};
  const state: TrimState = { workSinceTrimMs: 0, lastTrimAt: Date.now() };
  let since: EventLoopUtilization = performance.eventLoopUtilization();
  let trimming = false;
  const timer = setInterval(() => {
    const elu = performance.eventLoopUtilization(since);
    since = performance.eventLoopUtilization();
    if (trimming) return;
    if (!shouldTrim(state, { activeMs: elu.active, utilization: elu.utilization, now: Date.now() })) return;
    trimming = true;
    trim(() => {
      trimming = false;
    });
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
