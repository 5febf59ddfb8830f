import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import { env } from "./env.server";

/** Whether PUBLIC_URL is this machine: the only place local stand-ins may run. */
export function isLocalOrigin(origin: string): boolean {
  const host = new URL(origin).hostname;
  return host === "localhost" || host === "127.0.0.1" || host === "[::1]" || host.endsWith(".localhost");
}

type LocalSecretName = "auth-secret" | "simulated-webhook-secret";

function secretFile(dataDir: string, name: LocalSecretName): string {
  return path.join(dataDir, "secrets", name);
}

// Read once per process: the root loader asks for the payments config on every request.
const cache = new Map<string, string>();

/**
 * A secret kept in $DATA_DIR so sessions and simulated payments survive a restart on a laptop.
 * Never used for a public origin: there the real secrets are required.
 */
export function localSecret(name: LocalSecretName, prefix = ""): string {
  const { DATA_DIR, PUBLIC_URL } = env();
  if (!isLocalOrigin(PUBLIC_URL)) {
    throw new Error(
      name === "auth-secret"
        ? `AUTH_SECRET must be set when PUBLIC_URL (${PUBLIC_URL}) is not a localhost origin.`
        : `STRIPE_WEBHOOK_SECRET must be set when PUBLIC_URL (${PUBLIC_URL}) is not a localhost origin: the simulated checkout only runs locally.`,
    );
  }
  const file = secretFile(DATA_DIR, name);
  const cached = cache.get(file);
  if (cached) return cached;
  let secret: string;
  if (existsSync(file)) secret = readFileSync(file, "utf8").trim();
  else {
    mkdirSync(path.dirname(file), { recursive: true });
    secret = `${prefix}${randomBytes(32).toString("hex")}`;
    writeFileSync(file, secret, { mode: 0o600 });
  }
  cache.set(file, secret);
  return secret;
}

/** The secret generated into `dataDir` earlier, or null; never creates one (backups read it). */
export function storedLocalSecret(dataDir: string, name: LocalSecretName): string | null {
  const file = secretFile(dataDir, name);
  return existsSync(file) ? readFileSync(file, "utf8").trim() : null;
}

/**
 * Puts a secret from a backup into `dataDir`. A different one already there is kept beside it
 * (renamed with the time) rather than lost: it may be the only key to another copy of the data.
 * Returns the path of the file set aside, if any.
 */
export function restoreLocalSecret(dataDir: string, name: LocalSecretName, secret: string): string | null {
  const file = secretFile(dataDir, name);
  const current = storedLocalSecret(dataDir, name);
  if (current === secret) return null;
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  let setAside: string | null = null;
  if (current !== null) {
    setAside = `${file}.before-restore-${new Date().toISOString().replaceAll(":", "-")}`;
    renameSync(file, setAside);
  }
  writeFileSync(file, secret, { mode: 0o600 });
  cache.delete(file);
  return setAside;
}
