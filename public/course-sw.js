// @ts-check
/// <reference lib="webworker" />
// The course works offline. Registered only by the course pages (app/components/course-offline.ts);
// it answers the course's own URLs (the course page, the lessons, the review, the page scripts and
// other assets; these pages carry no framework JavaScript, so there is no React Router data or
// manifest to keep) and otherwise only watches page loads for a browser without a session, so the
// public pages stay as they are. docs/decisions/015-review-and-offline-course.md.
//
// - Network first: online, the server answers (and decides access); a good answer is kept.
// - Offline: the kept copy, unless the stored access end or session end has passed (then a refusal
//   page, and for an ended session nothing kept stays).
// - A redirect or refusal from the server (session or access ended) drops everything kept.
// - Another customer on this device (a different user id from the page) drops everything kept.
// - Any page answered with "Session-State: none" (this browser holds no session: it ended without
//   logout, or the cookies were cleared) drops everything kept.
// - Logout's Clear-Site-Data "storage" removes this worker and its caches altogether.

const sw = /** @type {ServiceWorkerGlobalScope} */ (/** @type {unknown} */ (self));
const SHELL = "course-shell-v1";
const PRIVATE = "course-private-v1";
const STATE_KEY = "/__course-offline/state";

const coursePage = /^\/(es\/)?(mycourse|module|review)$/;
const shellFile = /^\/(assets\/|icons\/|favicon\.svg$|(es\/)?manifest\.webmanifest$)/;

/** Cache key: the path and only the query that chooses the content (lesson id, review mode). */
function keyOf(/** @type {URL} */ url) {
  const key = new URL(url.pathname, url.origin);
  for (const name of ["sid", "mode"]) {
    const value = url.searchParams.get(name);
    if (value !== null) key.searchParams.set(name, value);
  }
  return key.href;
}

/** @returns {Promise<{ userId: string, endsAt: number, sessionEndsAt?: number, texts: Record<string, { ended: string, missing: string, signedOut?: string, back: string }> } | null>} */
async function readState() {
  const response = await (await caches.open(PRIVATE)).match(STATE_KEY);
  return response ? response.json() : null;
}

async function dropPrivate() {
  await caches.delete(PRIVATE);
}

// The same as app/server/platform/html-escape.server.ts, copied: the browser loads this file as it is (it
// is not bundled), so it cannot import an app module. Keep the two alike.
const escapeHtml = (/** @type {string} */ text) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c,
  );

/** A plain page in the URL's language (texts the course page handed over), no script. */
/**
 * @param {URL} url
 * @param {"ended" | "missing" | "signedOut"} kind
 * @param {Awaited<ReturnType<typeof readState>>} state
 * @param {number} status
 */
function notice(url, kind, state, status) {
  const locale = url.pathname.startsWith("/es/") ? "es" : "en";
  const t = state?.texts?.[locale] ?? { ended: "Offline.", missing: "Offline.", back: "Back" };
  const home = locale === "es" ? "/es/mycourse" : "/mycourse";
  const text = t[kind] ?? t.missing;
  const body = `<!doctype html><html lang="${locale === "es" ? "es-ES" : "en-GB"}"><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(text)}</title><main style="font-family:system-ui,sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem"><h1 class="offline-notice">${escapeHtml(text)}</h1><p><a href="${home}">${escapeHtml(t.back)}</a></p></main></html>`;
  return new Response(body, {
    status,
    headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" },
  });
}

async function coursePageResponse(/** @type {Request} */ request, /** @type {URL} */ url) {
  const key = keyOf(url);
  let response;
  try {
    response = await fetch(request);
  } catch {
    const state = await readState();
    // The session has ended (the customer never came back online to renew it): whoever holds
    // the device now may be someone else.
    if (state && Date.now() >= (state.sessionEndsAt ?? Infinity)) {
      await dropPrivate();
      return notice(url, "signedOut", state, 403);
    }
    if (state && Date.now() >= state.endsAt) {
      await dropLessons();
      return notice(url, "ended", state, 403);
    }
    const kept = await (await caches.open(PRIVATE)).match(key);
    return kept ?? notice(url, "missing", state, 503);
  }
  const refused =
    response.type === "opaqueredirect" ||
    (response.status >= 300 && response.status < 400) ||
    response.status === 401 ||
    response.status === 403;
  if (refused) await dropPrivate();
  else if (response.status === 200 && !url.searchParams.has("_routes"))
    await (await caches.open(PRIVATE)).put(key, response.clone());
  return response;
}

/**
 * A lesson changes rarely: kept once. The course page and the review change with every lesson and
 * grade: kept afresh, except the page that handed over (its own load has just been kept).
 */
async function keptAlready(
  /** @type {Cache} */ cache,
  /** @type {URL} */ url,
  /** @type {unknown} */ current,
) {
  const isCurrent = typeof current === "string" && keyOf(url) === keyOf(new URL(current, url.origin));
  if (!url.pathname.includes("module") && !isCurrent) return false;
  return Boolean(await cache.match(keyOf(url)));
}

/** Once access has ended, nothing of the course is kept on the device. */
async function dropLessons() {
  const cache = await caches.open(PRIVATE);
  for (const request of await cache.keys()) if (!request.url.endsWith(STATE_KEY)) await cache.delete(request);
}

async function shellResponse(/** @type {Request} */ request, /** @type {URL} */ url) {
  const cache = await caches.open(SHELL);
  // Hashed assets never change: the kept copy is as good as the network's.
  if (url.pathname.startsWith("/assets/")) {
    const kept = await cache.match(request);
    if (kept) return kept;
  }
  try {
    const response = await fetch(request);
    if (response.status === 200) await cache.put(request, response.clone());
    return response;
  } catch {
    return (await cache.match(request)) ?? Response.error();
  }
}

sw.addEventListener("install", () => void sw.skipWaiting());

sw.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys())
        if (name !== SHELL && name !== PRIVATE) await caches.delete(name);
      await sw.clients.claim();
    })(),
  );
});

/** Any other page: loaded as always, and a browser without a session drops the kept course. */
async function pageResponse(/** @type {Request} */ request) {
  const response = await fetch(request);
  if (response.headers.get("Session-State") === "none") await dropPrivate();
  return response;
}

sw.addEventListener("fetch", (event) => {
  const { request } = event;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== sw.location.origin) return;
  if (coursePage.test(url.pathname)) event.respondWith(coursePageResponse(request, url));
  else if (shellFile.test(url.pathname)) event.respondWith(shellResponse(request, url));
  else if (request.mode === "navigate") event.respondWith(pageResponse(request));
});

/** The course pages tell the worker whose course this is, until when, and what to keep. */
sw.addEventListener("message", (event) => {
  const message = event.data;
  if (!message || message.type !== "course-state") return;
  event.waitUntil(
    (async () => {
      const previous = await readState();
      if (previous && previous.userId !== message.userId) await dropPrivate();
      const texts = {
        ...(previous && previous.userId === message.userId ? previous.texts : {}),
        [message.locale]: message.texts,
      };
      const cache = await caches.open(PRIVATE);
      const state = {
        userId: message.userId,
        endsAt: message.endsAt,
        sessionEndsAt: message.sessionEndsAt,
        texts,
      };
      await cache.put(
        STATE_KEY,
        new Response(JSON.stringify(state), { headers: { "Content-Type": "application/json" } }),
      );
      if (Date.now() >= message.endsAt) return dropLessons();
      // The pages of the lessons opened and of the review, and the page's own scripts: one request
      // at a time (the page tells the worker only once it has loaded), and only what is not kept.
      const privateCache = await caches.open(PRIVATE);
      const shell = await caches.open(SHELL);
      for (const path of message.keep ?? []) {
        const url = new URL(path, sw.location.origin);
        const course = coursePage.test(url.pathname);
        if (course ? await keptAlready(privateCache, url, message.current) : await shell.match(url.href))
          continue;
        try {
          const response = await fetch(url, { credentials: "same-origin", redirect: "manual" });
          if (response.status !== 200) {
            // Not kept: its body is let go, not left open.
            await response.body?.cancel();
            continue;
          }
          if (!course) {
            await shell.put(url.href, response);
            continue;
          }
          // A page's own scripts and styles first, so a page kept also starts (hydrates) offline.
          if ((response.headers.get("Content-Type") ?? "").startsWith("text/html")) {
            const html = await response.clone().text();
            const assets = new Set(html.match(/\/assets\/[\w.-]+\.(?:js|css)/g) ?? []);
            for (const asset of assets) {
              if (await shell.match(new URL(asset, sw.location.origin).href)) continue;
              const file = await fetch(asset);
              if (file.status === 200) await shell.put(new URL(asset, sw.location.origin).href, file);
              else await file.body?.cancel();
            }
          }
          await privateCache.put(keyOf(url), response);
        } catch {
          return; // offline again: keep what is kept
        }
      }
    })(),
  );
});
