// @ts-check
import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import importX from "eslint-plugin-import-x";
import globals from "globals";
import tseslint from "typescript-eslint";
import { layerDebts, serverEntryPoints, serverLayers } from "./server-layers.js";

// An import of a module under app/server, from anywhere in app/ ("~/server/…", "../server/…").
const anyServerModule = "^(~|\\.{1,2}(/\\.\\.)*)/server/";
const serverModulesOnly = {
  regex: `${anyServerModule}(?!.*\\.server$)`,
  message: "Import only `.server` modules from app/server (server-only modules end in .server.ts).",
};

/**
 * One zone per pair of app/server folders where the first may not import the second: every folder
 * above it in server-layers.js and every sibling... none share a place, so: every folder above it.
 * The debts listed there are the zone's exceptions, by file. Type imports count.
 * @returns {{ target: string; from: string; except?: string[]; message: string }[]}
 */
function layerZones() {
  return serverLayers.flatMap((folder, index) =>
    serverLayers.slice(index + 1).map((higher) => {
      const except = layerDebts
        .filter(([importer, file]) => importer === folder && file.startsWith(`${higher}/`))
        .map(([, file]) => `./${file.slice(higher.length + 1)}`);
      return {
        target: `./app/server/${folder}`,
        from: `./app/server/${higher}`,
        ...(except.length > 0 ? { except } : {}),
        message: `app/server/${folder} is below ${higher} in server-layers.js: it may not import it (type imports included). Move what both need down, or pass it in.`,
      };
    }),
  );
}

export default tseslint.config(
  {
    ignores: [
      "build/",
      ".react-router/",
      "node_modules/",
      "test-results/",
      "playwright-report/",
      "drizzle/",
      "bench/results/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx,js}"],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/no-non-null-assertion": "error",
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      // Server-only code must stay out of the client bundle: components import types only.
      "no-restricted-imports": "off",
    },
  },
  {
    // Everything under app/ that may end up in the browser bundle (route modules, root, i18n,
    // content). React Router refuses to bundle a `.server` module for the browser, so importing
    // only those from app/server makes a slip a build error rather than leaked server code.
    // `.server` files and tests are never bundled for the browser.
    files: ["app/**/*.{ts,tsx}"],
    ignores: ["app/server/**", "app/**/*.server.{ts,tsx}", "app/**/*.test.{ts,tsx}"],
    rules: {
      "@typescript-eslint/no-restricted-imports": ["error", { patterns: [serverModulesOnly] }],
    },
  },
  {
    files: ["app/components/**/*.{ts,tsx}"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            serverModulesOnly,
            {
              regex: `${anyServerModule}.*\\.server$`,
              message: "Components never import server code; the route's loader hands them its data.",
              // Types only: a type import is erased when the bundle is built, so the shape of a
              // loader's data may be shared, its code never.
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
  {
    // Domains import one way (server-layers.js), and no module imports itself back through others.
    files: ["app/**/*.{ts,tsx}", "server/**/*.ts"],
    ignores: ["**/*.test.{ts,tsx}"],
    plugins: { "import-x": importX },
    settings: {
      "import-x/resolver-next": [createTypeScriptImportResolver({ project: "./tsconfig.json" })],
      "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] },
    },
    rules: {
      // Value imports only (import-x skips type-only ones); the zones below cover types between folders.
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
      "import-x/no-restricted-paths": [
        "error",
        {
          zones: [
            ...layerZones(),
            {
              target: "./app/server",
              from: serverEntryPoints.map((name) => `./app/server/${name}.ts`),
              message:
                "The entry points at the root of app/server wire the domains together: nothing in app/server imports them.",
            },
            {
              target: ["./app/content", "./app/i18n"],
              from: "./app/server",
              message: "Content and texts are read by the server, never the other way round.",
            },
          ],
        },
      ],
    },
  },
);
