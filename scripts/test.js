// `npm test`: type check and lint, unit and server tests, browser tests, in that order (cheapest
// first, so a typo fails in seconds), each phase's time printed so a slow one shows.
// Stops after the first failing step with its exit code.
import { spawn } from "node:child_process";

// Type check and lint read the same files and write nothing the other reads (ESLint and Prettier
// skip .react-router/, where typegen writes): on two cores they run side by side. Each one's output
// is held and printed whole when it ends, so the two never interleave; both run to their end, so a
// lint error is not hidden behind a type error.
const steps = [["typecheck", "lint"], ["test:unit"], ["test:e2e"]];
// Under `npm test`, npm's own script with the Node that runs this (the project's Node 24).
const npmCli = process.env.npm_execpath;
const [command, ...npmArgs] = npmCli ? [process.execPath, npmCli] : ["npm"];
/** @type {string[]} */
const times = [];

/**
 * Runs one npm script; alone, its output streams; beside another, it is printed when it ends.
 * @param {string} phase
 * @param {boolean} alone
 * @returns {Promise<{ phase: string; status: number }>}
 */
function runPhase(phase, alone) {
  const start = performance.now();
  return new Promise((resolve) => {
    const child = spawn(command, [...npmArgs, "run", phase], {
      stdio: alone ? "inherit" : ["ignore", "pipe", "pipe"],
    });
    /** @type {Buffer[]} */
    const output = [];
    child.stdout?.on("data", (chunk) => output.push(chunk));
    child.stderr?.on("data", (chunk) => output.push(chunk));
    child.on("close", (code, signal) => {
      const seconds = Math.round((performance.now() - start) / 1000);
      if (!alone) process.stdout.write(Buffer.concat(output));
      console.log(`::: ${phase} took ${seconds} s`);
      times.push(`${phase} ${seconds} s`);
      resolve({ phase, status: code ?? (signal ? 1 : 0) });
    });
  });
}

for (const step of steps) {
  const start = performance.now();
  const results = await Promise.all(step.map((phase) => runPhase(phase, step.length === 1)));
  if (step.length > 1) {
    console.log(
      `::: ${step.join(" and ")} together took ${Math.round((performance.now() - start) / 1000)} s`,
    );
  }
  const failed = results.find((result) => result.status !== 0);
  if (failed) {
    const names = results.filter((result) => result.status !== 0).map((result) => result.phase);
    console.log(`::: ${names.join(" and ")} failed; phases: ${times.join(", ")}`);
    process.exit(failed.status);
  }
}
console.log(`::: every phase passed: ${times.join(", ")}`);
