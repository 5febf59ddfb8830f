import { randomBytes, scrypt, timingSafeEqual } from "node:crypto";
import { availableParallelism } from "node:os";

// Scrypt with N = 2^17, r = 8, p = 1 (the OWASP minimum for scrypt); better-auth's
// default (N = 2^14) is below it. Format: scrypt$N$r$p$salt$hash (base64), so the cost can be
// raised later and old hashes still verify.
export const PRODUCTION_COST = { N: 2 ** 17, r: 8, p: 1 };
// Inside the test runner's own processes only (Vitest sets VITEST, and NODE_ENV=test), new hashes
// cost 2^10: a sign-up there took a few hundred milliseconds of one core at the full cost, the unit
// run makes hundreds of them. Verification reads N from the stored hash, so both verify the same way.
// Servers the tests start run NODE_ENV=production and hash at the full cost, as production does.
export const TEST_RUNNER_COST = { N: 2 ** 10, r: 8, p: 1 };

/** The cost of a new hash: the full one everywhere but the test runner's processes. */
export function hashCost(env: NodeJS.ProcessEnv = process.env): typeof PRODUCTION_COST {
  return env.VITEST === "true" && env.NODE_ENV === "test" ? TEST_RUNNER_COST : PRODUCTION_COST;
}
const KEY_LENGTH = 64;
// scrypt needs 128 · N · r bytes (128 MiB here); Node's default limit is 32 MiB.
const maxmem = (N: number, r: number) => 128 * N * r + 16 * 1024 * 1024;

/**
 * Each scrypt run holds one of libuv's 4 threads (which file reads and compression
 * share) and 128 MiB for a few hundred milliseconds; 30 logins at once stalled every other request
 * for seconds. So at most HASH_CONCURRENCY run at a time and HASH_QUEUE wait their turn (a few
 * seconds at most); beyond that a login is refused at once (503, try again), not queued for long.
 * Hashing is CPU work: it gets every core but one, so the event loop (pages, files) keeps a core
 * (with 2 on the 2-core machine, pages still waited over a second while 30 logins queued).
 */
export const HASH_CONCURRENCY = Math.max(1, availableParallelism() - 1);
export const HASH_QUEUE = 16;

export class HashingBusyError extends Error {
  override name = "HashingBusyError";
  constructor() {
    super("too many password checks at once");
  }
}

/** True for the busy refusal, also when a library passed it on as the cause of its own error. */
export function isHashingBusy(error: unknown): boolean {
  for (let e = error; e instanceof Error; e = e.cause) if (e.name === "HashingBusyError") return true;
  return false;
}

let running = 0;
const waiting: (() => void)[] = [];

/** Runs `work` in one of the hashing slots, after a short wait in line; refuses when the line is full. */
async function withHashingSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running < HASH_CONCURRENCY) running++;
  else if (waiting.length < HASH_QUEUE) await new Promise<void>((resolve) => waiting.push(resolve));
  else throw new HashingBusyError();
  try {
    return await work();
  } finally {
    // The slot passes straight to the next in line, or is freed.
    const next = waiting.shift();
    if (next) next();
    else running--;
  }
}

function derive(password: string, salt: Buffer, N: number, r: number, p: number): Promise<Buffer> {
  return withHashingSlot(
    () =>
      new Promise((resolve, reject) => {
        scrypt(
          password.normalize("NFKC"),
          salt,
          KEY_LENGTH,
          { N, r, p, maxmem: maxmem(N, r) },
          (error, key) => (error ? reject(error) : resolve(key)),
        );
      }),
  );
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const { N, r, p } = hashCost();
  const key = await derive(password, salt, N, r, p);
  return ["scrypt", N, r, p, salt.toString("base64"), key.toString("base64")].join("$");
}

export async function verifyPassword({
  hash,
  password,
}: {
  hash: string;
  password: string;
}): Promise<boolean> {
  const [scheme, N, r, p, salt, key] = hash.split("$");
  if (scheme !== "scrypt" || !N || !r || !p || !salt || !key) return false;
  const expected = Buffer.from(key, "base64");
  const actual = await derive(password, Buffer.from(salt, "base64"), Number(N), Number(r), Number(p));
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
