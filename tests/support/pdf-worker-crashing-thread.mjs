// @ts-check
import { Buffer } from "node:buffer";
import { parentPort } from "node:worker_threads";

// A stand-in for the PDF worker's thread (app/server/platform/pdf-worker.server.test.ts): it
// echoes a job's kind as its bytes, or crashes, fills its heap or never answers when asked to.
// Plain JavaScript, so that it starts in milliseconds without tsx, also on a busy machine.
const port = parentPort;
if (!port) throw new Error("a worker thread only");
/** @type {number[][]} */
const kept = [];
port.on("message", (/** @type {{ id: number, job: { kind: string } }} */ { id, job }) => {
  if (job.kind === "crash") throw new Error("crashed on purpose");
  if (job.kind === "grow") for (;;) kept.push(Array.from({ length: 100_000 }, (_, index) => index));
  if (job.kind === "hang") return;
  const bytes = new Uint8Array(Buffer.from(job.kind)).buffer;
  port.postMessage({ id, bytes }, [bytes]);
});
