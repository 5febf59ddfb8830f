// @ts-check
import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

// An import of a module under app/server, from anywhere in app/ ("~/server/…", "../server/…").
const anyServerModule = "^(~|\\.{1,2}(/\\.\\.)*)/server/";
const serverModulesOnly = {
  regex: `${anyServerModule}(?!.*\\.server$)`,
  message: "Import only `.server` modules from app/server (server-only modules end in .server.ts).",
};

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
);
