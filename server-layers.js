// @ts-check
// The layers of app/server, lowest first: a folder may import the folders before it in this list,
// never one after it and never a sibling at its own place, so domains import one way and no
// circle can close between them (type imports included: a type import ties the two folders'
// meanings together just the same). ESLint enforces it (eslint.config.js builds one
// import-x/no-restricted-paths zone per pair from this list) and so does a unit test that reads
// every import (tests/unit/server-layers.test.ts). The root of app/server holds only the
// entry points that wire every domain together (the request context lives in platform/;
// housekeeping's job rounds and the go-live check sit at the root) and nothing imports them but
// the server and the routes.

/** Lowest first. */
export const serverLayers = [
  "platform", // database and Tx, schema, audit log, one-time form keys, env, log, forms, CSV, caches, clock
  "site", // the site's own texts: articles, legal documents, sitemap, the course's lesson texts
  "mail", // the outbox, its worker and the mail builders
  "auth", // accounts, sessions, the current user, second factor
  "review",
  "course",
  "customers",
  "invoices",
  "first-aid",
  "licence-check",
  "data-requests",
  "customer-reviews",
  "exams",
  "lessons",
  "conversion-plan",
  "conversion-case",
  "payments", // the webhook, refunds, and the purchase's effects on every domain
  "account", // the customer's My account pages (their first-aid booking too), which show every domain
  "exports",
  "staff", // the office's pages, which act on every domain
];

/**
 * Imports that still go up the list, each [importing folder, imported file under app/server]: none
 * (decision 075). An import that truly has to go up is listed here with its reason, never hidden:
 * the test fails on one not listed and on a listed one that is gone.
 * @type {[string, string][]}
 */
export const layerDebts = [];

/** The entry points at the root of app/server (files without their extension). */
export const serverEntryPoints = [
  "go-live.server",
  "go-live.server.test",
  "housekeeping.server",
  "pdf-worker-thread.server",
];
