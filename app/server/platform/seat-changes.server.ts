// Tells this process's page cache that seats changed, so the public first-aid pages are rendered
// anew instead of showing a stored seats figure. The caller is usually inside the transaction that
// changes the seats: a page rendered before that commits could be stored with the old figure, so
// the pages are dropped once more a moment later. Other instances keep a stored page for at most
// the cache's few seconds (page-cache.server.ts).

type Listener = () => void;
const listeners = new Set<Listener>();

/** How long after a change the pages are dropped once more (a transaction commits well within it). */
const AFTER_COMMIT_MS = 1_000;

export function onSeatsChanged(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function seatsChanged(): void {
  const notify = () => {
    for (const listener of listeners) listener();
  };
  notify();
  setTimeout(notify, AFTER_COMMIT_MS).unref();
}
