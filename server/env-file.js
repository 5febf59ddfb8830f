// @ts-check
// A `.env` file in the project folder is read at start when there is one (Node's own
// parser, as `node --env-file-if-exists=.env` would, but found from this file, not the current
// directory). Variables already set in the environment win over the file, so `PORT=4000 npm start`
// still means port 4000.
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const projectEnvFile = path.join(path.dirname(fileURLToPath(import.meta.url)), "..", ".env");

/** Reads `file` into process.env when it exists; returns whether it did. */
export function loadEnv(file = projectEnvFile) {
  if (!existsSync(file)) return false;
  process.loadEnvFile(file);
  return true;
}
