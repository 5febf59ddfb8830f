// `npm test`: type check, lint, unit and server tests, browser tests, in that order (cheapest
// first, so a typo fails in seconds), each phase's time printed so a slow one shows.
// Stops at the first failing phase with its exit code.
import { spawnSync } from "node:child_process";

const phases = ["typecheck", "lint", "test:unit", "test:e2e"];
// Under `npm test`, npm's own script with the Node that runs this (the project's Node 24).
const npmCli = process.env.npm_execpath;
const [command, ...npmArgs] = npmCli ? [process.execPath, npmCli] : ["npm"];
const times = [];

for (const phase of phases) {
  const start = performance.now();
  const result = spawnSync(command, [...npmArgs, "run", phase], { stdio: "inherit" });
  const seconds = Math.round((performance.now() - start) / 1000);
  times.push(`${phase} ${seconds} s`);
  console.log(`::: ${phase} took ${seconds} s`);
  if (result.status !== 0) {
    console.log(`::: ${phase} failed; phases: ${times.join(", ")}`);
    process.exit(result.status ?? 1);
  }
}
console.log(`::: every phase passed: ${times.join(", ")}`);
