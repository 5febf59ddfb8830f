import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";

/** The folder whose top-level `.ts` files are the page scripts, one per enhancement. */
export const pageScriptsDir = "app/page-scripts";
const virtualId = "virtual:page-scripts";
const resolvedId = `\0${virtualId}`;

/** The page scripts' names: `review-deck.ts` is "review-deck" (tests and helpers are not). */
export function pageScriptNames(root: string): string[] {
  return readdirSync(path.join(root, pageScriptsDir))
    .filter((file) => file.endsWith(".ts") && !file.endsWith(".test.ts") && !file.endsWith(".d.ts"))
    .map((file) => file.slice(0, -".ts".length))
    .sort();
}

/**
 * Page scripts as modules the browser caches: the client build gets each page script as an extra
 * entry chunk (a hashed file under /assets, served immutable), and `virtual:page-scripts` gives the
 * server each one's URL, read from the client build's manifest (Vite's backend integration: the
 * client is built before the server, and its `.vite/manifest.json` maps a source file to its
 * hashed file). In development the URL is the source file, which Vite's middleware serves.
 */
export function pageScripts(): Plugin {
  let root = process.cwd();
  let base = "/";
  let serving = false;
  return {
    name: "page-scripts",
    configResolved(config) {
      root = config.root;
      base = config.base;
      serving = config.command === "serve";
    },
    buildStart() {
      if (serving || this.environment.name !== "client") return;
      for (const name of pageScriptNames(root)) {
        this.emitFile({ type: "chunk", id: path.join(root, pageScriptsDir, `${name}.ts`), name });
      }
    },
    resolveId(id) {
      return id === virtualId ? resolvedId : undefined;
    },
    load(id) {
      if (id !== resolvedId) return undefined;
      const names = pageScriptNames(root);
      if (serving) {
        const urls = Object.fromEntries(names.map((name) => [name, `${base}${pageScriptsDir}/${name}.ts`]));
        return `export default ${JSON.stringify(urls)};`;
      }
      const outDir = this.environment.config.build.outDir;
      // The client build's directory: the server's outDir is build/server, the client's build/client.
      const manifestPath = path.resolve(root, outDir, "../client/.vite/manifest.json");
      const manifest = JSON.parse(readFileSync(manifestPath, "utf8")) as Record<string, { file: string }>;
      const urls = Object.fromEntries(
        names.map((name) => {
          const chunk = manifest[`${pageScriptsDir}/${name}.ts`];
          if (!chunk) throw new Error(`The client build has no page script ${name}`);
          return [name, `${base}${chunk.file}`];
        }),
      );
      return `export default ${JSON.stringify(urls)};`;
    },
  };
}
