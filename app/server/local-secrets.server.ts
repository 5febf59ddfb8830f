import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { env } from "./env.server";

/** Whether PUBLIC_URL is this machine: the only place local stand-ins may run (DESIGN §4). */
export function isLocalOrigin(origin: string): boolean {
  const host = new URL(origin).hostname;
  return host === "localhost" || host === "127.0.0.1" || host === "[::1]" || host.endsWith(".localhost");
}

// Read once per process: the root loader asks for the payments config on every request.
const cache = new Map<string, string>();

/**
 * A secret kept in $DATA_DIR so sessions and simulated payments survive a restart on a laptop.
 * Never used for a public origin: there the real secrets are required.
 */
export function localSecret(name: "auth-secret" | "simulated-webhook-secret", prefix = ""): string {
  const { DATA_DIR, PUBLIC_URL } = env();
  if (!isLocalOrigin(PUBLIC_URL)) {
    throw new Error(
      name === "auth-secret"
        ? `AUTH_SECRET must be set when PUBLIC_URL (${PUBLIC_URL}) is not a localhost origin.`
        : `STRIPE_WEBHOOK_SECRET must be set when PUBLIC_URL (${PUBLIC_URL}) is not a localhost origin: the simulated checkout only runs locally.`,
    );
  }
  const file = path.join(DATA_DIR, "secrets", name);
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
