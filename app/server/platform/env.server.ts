import path from "node:path";
import { z } from "zod";
import { projectRoot } from "./project-root.server";

/** True for "https://host[:port][/]"; an unparsable value is left to the URL check's message. */
function isOriginOnly(value: string): boolean {
  try {
    return new URL(value).pathname === "/";
  } catch {
    return true;
  }
}

// The environment is validated once, at start, with a message that names
// the variable at fault, so a typo never turns into a half-working site.
const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    DATA_DIR: z.string().min(1).default("./data"),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://")
      .optional(),
    /**
     * The role that owns the tables and runs the migrations, when the app's role (DATABASE_URL)
     * must not own them: then it cannot turn off the audit log's protection (decision 020).
     */
    DATABASE_MIGRATION_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://")
      .optional(),
    PUBLIC_URL: z
      .url({ protocol: /^https?$/, error: "must be an absolute http(s) URL" })
      .refine(isOriginOnly, {
        error: "must be an origin only, without a path (e.g. https://www.example.com)",
      })
      .optional(),
    /** Signs session cookies; required for a public deployment, generated locally otherwise. */
    AUTH_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
    /** Card provider (Stripe), both or neither. Without them the checkout is simulated. */
    STRIPE_SECRET_KEY: z
      .string()
      .regex(/^(sk|rk)_(live|test)_/, "must start with sk_live_, sk_test_, rk_live_ or rk_test_")
      .optional(),
    STRIPE_WEBHOOK_SECRET: z.string().startsWith("whsec_", "must start with whsec_").optional(),
    /** smtp(s)://user:pass@host:port for real e-mail; unset = files in $DATA_DIR/mail. */
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, "must start with smtp:// or smtps://")
      .optional(),
    MAIL_FROM: z.string().min(3).optional(),
    /**
     * How many reverse proxies (load balancer, CDN) stand in front of the server. Behind them the
     * visitor's address comes from X-Forwarded-For; with the default 0 the header is ignored, so
     * nobody can forge an address to dodge the login throttle.
     */
    TRUST_PROXY: z.coerce.number().int().min(0).max(10).default(0),
    /**
     * On SIGTERM, how long the server keeps serving while /readyz already answers 503, so a load
     * balancer that polls /readyz stops sending first. 0: stop taking connections at once.
     */
    SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(60_000).default(0),
    /** json: one JSON line per event (for a log collector); pretty: readable lines (default at a terminal). */
    LOG_FORMAT: z.enum(["json", "pretty"]).optional(),
    /** Bearer token a Prometheus scraper sends to /metrics; unset, /metrics is not found. */
    METRICS_TOKEN: z.string().min(16, "must be at least 16 characters").optional(),
  })
  .refine((env) => !env.DATABASE_MIGRATION_URL || env.DATABASE_URL, {
    path: ["DATABASE_MIGRATION_URL"],
    error: "needs DATABASE_URL too (the app's own role); the embedded database has no roles",
  })
  .transform((env) => ({
    ...env,
    // A relative DATA_DIR is taken from the project folder, not the current directory,
    // so a server started from elsewhere never opens (or creates) a second, empty database.
    DATA_DIR: path.resolve(projectRoot, env.DATA_DIR),
    // Canonical links and e-mail links are built from PUBLIC_URL, never from the request's Host.
    PUBLIC_URL: new URL(env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).origin,
  }));

export type Env = z.infer<typeof envSchema>;

export class EnvError extends Error {}

export function parseEnv(source: Record<string, string | undefined>): Env {
  // An empty variable means "not set", as in most shells' `VAR= command`.
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ""));
  const result = envSchema.safeParse(cleaned);
  if (!result.success) {
    const problems = result.error.issues.map(
      (issue) =>
        `  ${issue.path.join(".")}: ${issue.message} (got ${JSON.stringify(source[String(issue.path[0])])})`,
    );
    throw new EnvError(`Invalid environment variables:\n${problems.join("\n")}`);
  }
  return result.data;
}

let cached: Env | undefined;

export function env(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}
