import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { env } from "./env.server";

/** Whether PUBLIC_URL is this machine: the only place local stand-ins may run (DESIGN §4). */
export function isLocalOrigin(origin: string): boolean {
  const host = new URL(origin).hostname;
  return host === "localhost" || host === "127.0.0.1" || host === "[::1]" || host.endsWith(".localhost");
}

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
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(path.dirname(file), { recursive: true });
  const secret = `${prefix}${randomBytes(32).toString("hex")}`;
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
