// @ts-check
// `npm start`: build once when there is no build yet, then run the production server.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

if (!existsSync("build/server/index.js")) {
  console.log("No build found: building the site first (about a minute on a small machine)…");
  const build = spawnSync("npx", ["react-router", "build"], { stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
process.env.NODE_ENV ??= "production";
await import("../server.js");
