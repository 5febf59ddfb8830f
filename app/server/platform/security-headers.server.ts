import { randomBytes } from "node:crypto";
import { frameHosts } from "~/content/site";

// A per-request nonce and an enforced CSP with no 'unsafe-inline'/'unsafe-eval' scripts.
export function createNonce(): string {
  return randomBytes(16).toString("base64");
}

export function contentSecurityPolicy(nonce: string, { development = false } = {}): string {
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    // 'strict-dynamic' lets the nonce-bearing module scripts load the route chunks they import.
    "script-src": [`'nonce-${nonce}'`, "'strict-dynamic'", "'self'"],
    // Inline style attributes (React's style prop) are allowed; inline <style> blocks are not used.
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:"],
    "media-src": ["'self'"],
    "font-src": ["'self'"],
    "connect-src": development ? ["'self'", "ws:"] : ["'self'"],
    "frame-src": frameHosts(),
    // The course's own service worker and web app manifest, nothing else. Without
    // worker-src the worker would fall back to script-src, whose 'strict-dynamic' ignores 'self'.
    "worker-src": ["'self'"],
    "manifest-src": ["'self'"],
    "form-action": ["'self'", "https:"],
    "object-src": ["'none'"],
    "base-uri": ["'none'"],
    "frame-ancestors": ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(" ")}`)
    .join("; ");
}

/**
 * A response about one person (lesson text, a payment, a customer's file, a prefilled form): no
 * shared cache and no browser cache keeps it (the page cache skips it too).
 */
export const privateNoStore = { "Cache-Control": "private, no-store" };

export function securityHeaders(
  nonce: string,
  { production, development }: { production: boolean; development: boolean },
): Record<string, string> {
  return {
    "Content-Security-Policy": contentSecurityPolicy(nonce, { development }),
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Cross-Origin-Opener-Policy": "same-origin",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()",
    "X-Frame-Options": "DENY",
    ...(production ? { "Strict-Transport-Security": "max-age=31536000; includeSubDomains" } : {}),
  };
}
