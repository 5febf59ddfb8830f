// Grades and lesson completions wait in an IndexedDB queue (the "outbox") and are sent in the
// order they were made, one at a time, each with its idempotency key, so a flaky
// connection, a reload or two open tabs never count one twice. The server decides conflicts: an
// answer of 4xx (stale card, access ended) drops the item; only a network failure or a 5xx keeps
// it for the next try. Logout's Clear-Site-Data "storage" deletes the database with the rest.
// A session can also end without logout (idle, the 30-day cap, a password reset), and the next
// person on the device must not send what the previous one left: every item names the customer
// whose page made it, and a page sends only its own customer's items (others are dropped).

import type { serialQueue } from "./serial-queue";

export type OutboxItem =
  { kind: "grade"; body: Record<string, unknown> } | { kind: "complete"; lessonId: string; key: string };

export interface CourseOutbox {
  /** The customer of the course page open in this tab, set by the page once it knows. */
  setOwner(userId: string): void;
  pendingCount(): Promise<number>;
  enqueue(item: OutboxItem): Promise<void>;
  /**
   * Sends what waits, oldest first; resolves with how many items are left. `onAnswer` hears every
   * definitive answer (e.g. a 409 for a card graded elsewhere), its body already read. Passes run one at a time in this
   * tab (each call gets its own, see serial-queue.ts) and across tabs under a Web Lock.
   */
  flush(onAnswer?: (item: OutboxItem, response: Response) => void): Promise<number>;
}

/**
 * The outbox, self-contained (no imports, no outer names) written when the pages sent without
 * the framework's JavaScript carried it as an inline script's source text; now the page scripts
 * import it (decision 061). `turn` is serial-queue.ts's `serialQueue`, handed in for that reason.
 */
export function createCourseOutbox(turn: typeof serialQueue): CourseOutbox {
  type StoredItem = OutboxItem & { owner?: string };
  const DB_NAME = "course-outbox";
  const STORE = "items";
  let owner: string | null = null;

  const open = (): Promise<IDBDatabase> =>
    new Promise((resolve, reject) => {
      const request = indexedDB.open(DB_NAME, 1);
      request.onupgradeneeded = () => request.result.createObjectStore(STORE, { autoIncrement: true });
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error ?? new Error("IndexedDB refused"));
    });

  const run = <T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> =>
    open().then((db) =>
      new Promise<T>((resolve, reject) => {
        const request = work(db.transaction(STORE, mode).objectStore(STORE));
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error ?? new Error("IndexedDB failed"));
      }).finally(() => db.close()),
    );

  const pendingCount = () => run("readonly", (store) => store.count());

  const first = async (): Promise<{ id: IDBValidKey; item: StoredItem } | null> => {
    const keys = await run("readonly", (store) => store.getAllKeys(null, 1));
    const id = keys[0];
    if (id === undefined) return null;
    const item = (await run("readonly", (store) => store.get(id))) as StoredItem | undefined;
    return item ? { id, item } : null;
  };

  const send = (item: OutboxItem): Promise<Response> =>
    item.kind === "grade"
      ? fetch("/api/course/review/grades", {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify(item.body),
        })
      : fetch(`/api/course/lessons/${item.lessonId}/complete`, { method: "POST" });

  const flushes = turn();

  return {
    setOwner(userId) {
      owner = userId;
    },
    pendingCount,
    async enqueue(item) {
      // Without a known customer the item could never be sent safely: refuse it now, not later.
      if (!owner) throw new Error("The outbox's customer is not known yet");
      const stored: StoredItem = { ...item, owner };
      await run("readwrite", (store) => store.add(stored));
    },
    flush(onAnswer) {
      const work = async () => {
        // Until the page knows its customer, nothing is sent (nor dropped).
        if (!owner) return pendingCount();
        for (;;) {
          const next = await first();
          if (!next) return 0;
          if (next.item.owner !== owner) {
            // Another customer's (or an untagged) item: never sent under this session.
            await run("readwrite", (store) => store.delete(next.id));
            continue;
          }
          let response: Response;
          try {
            response = await send(next.item);
            // Read to its end (only the status counts): an unread body keeps the request open.
            await response.arrayBuffer();
          } catch {
            break; // offline: try again later
          }
          // 401: the session is gone; keep the item (a login on this device sends it).
          if (response.status >= 500 || response.status === 401) break;
          await run("readwrite", (store) => store.delete(next.id));
          onAnswer?.(next.item, response);
        }
        return pendingCount();
      };
      return flushes(() =>
        typeof navigator !== "undefined" && "locks" in navigator
          ? navigator.locks.request("course-outbox", work)
          : work(),
      );
    },
  };
}
