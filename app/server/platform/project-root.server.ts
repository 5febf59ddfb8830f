import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * The project's folder, found from this module's own file (app/server/ in development and tests,
 * build/server/ in the production bundle), never from the current directory: a server started as
 * `node /srv/site/server.js` from anywhere finds its migrations, content and password list.
 */
function findProjectRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, "package.json")) && existsSync(path.join(dir, "drizzle"))) return dir;
    if (path.dirname(dir) === dir)
      throw new Error(`No project folder (package.json, drizzle/) above ${from}`);
  }
}

export const projectRoot = findProjectRoot(path.dirname(fileURLToPath(import.meta.url)));

/** A path inside the project: projectPath("drizzle") → /srv/site/drizzle. */
export function projectPath(...segments: string[]): string {
  return path.join(projectRoot, ...segments);
}
