// @ts-check
// `npm start`: builds when build/ is missing or was made from other sources than today's
// (scripts/build-freshness.js), then runs the production server. Works from any directory.
import "../server/load-env.js";
import { buildNeeded } from "./build-freshness.js";
import { build } from "./build.js";

const reason = buildNeeded();
if (reason) {
  console.log(
    reason === "missing"
      ? "No build yet: building the site first…"
      : "The sources changed since the last build: building the site again…",
  );
  const started = Date.now();
  const status = build();
  if (status !== 0) process.exit(status);
  console.log(`Built in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
}
process.env.NODE_ENV ??= "production";
await import("../server.js");
