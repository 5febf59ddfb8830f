import { readFileSync } from "node:fs";
import path from "node:path";
import { BaseSequencer, type TestSpecification } from "vitest/node";

/**
 * Vitest's file order: the longest first, so the two workers finish together instead of one
 * starting a six-minute file when the other has nothing left. Vitest does this by itself from the
 * durations of the last run on the machine (node_modules/.vite), but a fresh clone has none and it
 * falls back to file size, which put the slowest fuzz file near the end. file-seconds.json holds
 * each slow file's seconds from a full run on the CI machine; the last run's own durations win.
 *
 * TEST_FILE_ORDER_SEED=<integer> runs the files in an order drawn from that seed instead, to show
 * that the files sharing a worker's module graph pass whichever runs before which (decision 079).
 * Vitest's own `--sequence.shuffle` would leave this sequencer in charge, or shuffle the tests
 * inside each file too. Either way the isolated files come first (below).
 */
const measured = JSON.parse(
  readFileSync(path.join(import.meta.dirname, "file-seconds.json"), "utf8"),
) as Record<string, number>;
/** A file in neither list is short: most files take a few seconds. */
const UNKNOWN_MS = 3_000;

export default class SlowFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const seed = process.env.TEST_FILE_ORDER_SEED;
    const ordered = seed ? shuffled(files, Number(seed)) : this.longestFirst(files);
    // The files that keep a process each go first, then those sharing a worker's module graph:
    // Vitest's pool keeps a shared worker for the next file only when the next file waiting is a
    // shared one too, so interleaved files would start a new worker and graph almost every time.
    const isolated = (file: TestSpecification) => file.project.config.isolate;
    return [...ordered.filter(isolated), ...ordered.filter((file) => !isolated(file))];
  }

  private longestFirst(files: TestSpecification[]): TestSpecification[] {
    const root = this.ctx.config.root;
    const expected = (file: TestSpecification) => {
      const last = this.ctx.cache.getTestSpecificationResult(file);
      // As Vitest's own order: a file that failed last time runs first, for a quick answer.
      if (last?.failed) return Number.POSITIVE_INFINITY;
      const relative = path.relative(root, file.moduleId).split(path.sep).join("/");
      const seconds = measured[relative];
      return last?.duration ?? (seconds === undefined ? UNKNOWN_MS : seconds * 1000);
    };
    const order = new Map(files.map((file) => [file, expected(file)]));
    return [...files].sort((a, b) => (order.get(b) ?? 0) - (order.get(a) ?? 0));
  }
}

/** The files by path, then shuffled (Fisher–Yates) with a small seeded generator (mulberry32). */
function shuffled(files: TestSpecification[], seed: number): TestSpecification[] {
  let state = seed >>> 0;
  const random = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const order = [...files].sort((a, b) => (a.moduleId < b.moduleId ? -1 : a.moduleId > b.moduleId ? 1 : 0));
  for (let i = order.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [order[i], order[j]] = [order[j] as TestSpecification, order[i] as TestSpecification];
  }
  return order;
}
