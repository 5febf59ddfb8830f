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

/** Vite's client manifest (`build.manifest`): a source file's chunk and the chunks it imports. */
export type ClientManifest = Record<string, { file: string; imports?: string[] }>;

/**
 * The files a chunk needs to run: its own file first, then every chunk it imports statically,
 * recursively (the `imports` of Vite's manifest name other manifest keys). A page that is to start
 * offline must have all of them kept, and the browser may fetch them at once instead of one level
 * of imports after another.
 */
export function importClosure(manifest: ClientManifest, key: string): string[] {
  const files: string[] = [];
  const seen = new Set<string>();
  const visit = (current: string) => {
    const chunk = manifest[current];
    if (!chunk || seen.has(current)) return;
    seen.add(current);
    files.push(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(key);
  return files;
}

/**
 * Page scripts as modules the browser caches: the client build gets each page script as an extra
 * entry chunk (a hashed file under /assets, served immutable), and `virtual:page-scripts` gives the
 * server each one's URL, read from the client build's manifest (Vite's backend integration: the
 * client is built before the server, and its `.vite/manifest.json` maps a source file to its
 * hashed file), with the chunks it imports. In development the URL is the source file, which
 * Vite's middleware serves (and its imports are found as the browser asks).
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
        const urls = Object.fromEntries(
          names.map((name) => [name, { src: `${base}${pageScriptsDir}/${name}.ts`, imports: [] }]),
        );
        return `export default ${JSON.stringify(urls)};`;
      }
      const outDir = this.environment.config.build.outDir;
      // The client build's directory: the server's outDir is build/server, the client's build/client.
      const manifestPath = path.resolve(root, outDir, "../client/.vite/manifest.json");
      const manifest = JSON.parse(readFileSync(manifestPath, "utf8")) as ClientManifest;
      const urls = Object.fromEntries(
        names.map((name) => {
          const key = `${pageScriptsDir}/${name}.ts`;
          if (!manifest[key]) throw new Error(`The client build has no page script ${name}`);
          const [file, ...imports] = importClosure(manifest, key);
          return [name, { src: `${base}${file}`, imports: imports.map((chunk) => `${base}${chunk}`) }];
        }),
      );
      return `export default ${JSON.stringify(urls)};`;
    },
  };
}
