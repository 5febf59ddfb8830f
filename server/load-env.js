// @ts-check
// Issue 11 §6: a `.env` file in the project folder is read at start when there is one (Node's own
// parser, the same as `node --env-file-if-exists=.env`). Variables already set in the environment
// win over the file, so `PORT=4000 npm start` still means port 4000. Imported first by server.js
// and the scripts that open the database, so every entry point reads the same settings.
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const envFile = path.join(path.dirname(fileURLToPath(import.meta.url)), "..", ".env");
if (existsSync(envFile)) process.loadEnvFile(envFile);
