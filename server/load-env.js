// @ts-check
// Imported first by server.js, scripts/start.js and the scripts that open the database, so every
// entry point reads the project's .env the same way (server/env-file.js).
import { loadEnv } from "./env-file.js";

loadEnv();
