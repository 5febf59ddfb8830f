// @ts-check
// The PDF worker's thread from the TypeScript sources (unit tests, tsx scripts, the development
// server): tsx's loader registered in this thread, then the thread's module. The production build
// starts build/server/pdf-worker.js instead (app/server/platform/pdf-worker.server.ts).
import { URL } from "node:url";
import { register } from "tsx/esm/api";

register();
await import(new URL("../app/server/pdf-worker-thread.server.ts", import.meta.url).href);
