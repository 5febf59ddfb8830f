import { spawn } from "node:child_process";
import { afterEach, describe, expect, it } from "vitest";
import { rssBytes, rssParts } from "./bench-lib.js";

// The bench prints after each phase what the server's resident memory is made of: anonymous
// memory (V8's heap, malloc, the embedded database) apart from the pages of mapped files.

const children: ReturnType<typeof spawn>[] = [];
afterEach(() => {
  for (const child of children.splice(0)) child.kill();
});

describe("rssParts", () => {
  it("splits a process's resident memory into anonymous memory and mapped files", async () => {
    // A process that holds 64 MB it has written to: anonymous memory, not a file.
    const child = spawn(
      process.execPath,
      [
        "-e",
        "globalThis.kept = Buffer.alloc(64 * 1024 * 1024, 1); console.log('ready'); setInterval(() => {}, 1000);",
      ],
      { stdio: ["ignore", "pipe", "ignore"] },
    );
    children.push(child);
    await new Promise((resolve) => child.stdout.once("data", resolve));
    const parts = await rssParts(child.pid);
    const rss = await rssBytes(child.pid);
    expect(parts).not.toBeNull();
    expect(rss).not.toBeNull();
    if (!parts || rss === null) return;
    expect(parts.anonymous).toBeGreaterThan(64 * 1024 * 1024);
    expect(parts.files).toBeGreaterThan(0);
    // Read a moment apart, from two files of /proc: the sum is the resident size within a few MB.
    expect(Math.abs(parts.anonymous + parts.files - rss)).toBeLessThan(8 * 1024 * 1024);
  });

  it("is null for a process that does not exist", async () => {
    expect(await rssParts(2 ** 22 + 12345)).toBeNull();
    expect(await rssParts(undefined)).toBeNull();
  });
});
