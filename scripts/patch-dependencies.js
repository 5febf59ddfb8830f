// @ts-check
// `postinstall`: one upstream fix applied to node_modules after every install (decision records 008
// and 023: why it stays, and when it can go).
// @react-router/dev 7.18.4 (the last 7.x; v8 needs Node 22) hands Vite 8 the deprecated option
// `envFile: false` each time it starts an internal Vite server, so every build, typecheck and dev
// start printed "The `envFile` option is deprecated, please use `envDir: false` instead." several
// times. `envDir: false` is the same setting under its current name (Vite 8 reads envFile: false as
// envDir: false). Idempotent; when a future version no longer has the old text, it does nothing.
import { existsSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const dist = path.join(root, "node_modules", "@react-router", "dev", "dist");
const files = ["cli/index.js", "vite.js", "vite/cloudflare.js"].map((file) => path.join(dist, file));

let patched = 0;
for (const file of files) {
  if (!existsSync(file)) continue;
  const source = readFileSync(file, "utf8");
  const fixed = source.replaceAll("envFile: false,", "envDir: false,");
  if (fixed !== source) {
    // A new file renamed over the old name: node_modules may be hard-linked to other checkouts'
    // (npm's cache, a copied tree), whose files must stay as they are.
    writeFileSync(`${file}.patched`, fixed);
    renameSync(`${file}.patched`, file);
    patched++;
  }
}
if (patched > 0)
  console.log(`postinstall: @react-router/dev passes envDir: false to Vite (${patched} files).`);
