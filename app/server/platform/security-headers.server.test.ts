import { describe, expect, it } from "vitest";
import { site } from "~/content/site";
import { contentSecurityPolicy, createNonce, securityHeaders } from "./security-headers.server";

function directive(policy: string, name: string): string[] {
  const found = policy.split("; ").find((part) => part.startsWith(`${name} `));
  return found ? found.split(" ").slice(1) : [];
}

describe("Content-Security-Policy", () => {
  const policy = contentSecurityPolicy("abc123");

  it("allows scripts only by nonce, never inline or eval", () => {
    const scripts = directive(policy, "script-src");
    expect(scripts).toContain("'nonce-abc123'");
    expect(scripts).not.toContain("'unsafe-inline'");
    expect(scripts).not.toContain("'unsafe-eval'");
  });

  it("locks down objects, base URI and framing", () => {
    expect(directive(policy, "object-src")).toEqual(["'none'"]);
    expect(directive(policy, "base-uri")).toEqual(["'none'"]);
    expect(directive(policy, "frame-ancestors")).toEqual(["'none'"]);
  });

  it("frames only the map and flipbook hosts of the site config (our videos are our own files)", () => {
    const { officeMap, firstAidMap, partnerSchoolMap, flipbook } = site.embeds;
    const origins = [officeMap, firstAidMap, partnerSchoolMap, ...Object.values(flipbook)].map(
      (url) => new URL(url).origin,
    );
    expect(directive(policy, "frame-src")).toEqual([...new Set(origins)]);
  });

  it("allows only our own service worker and web app manifest", () => {
    expect(directive(policy, "worker-src")).toEqual(["'self'"]);
    expect(directive(policy, "manifest-src")).toEqual(["'self'"]);
  });

  it("uses a fresh nonce for every response", () => {
    const nonces = new Set(Array.from({ length: 50 }, createNonce));
    expect(nonces.size).toBe(50);
  });

  it("adds HSTS in production only", () => {
    expect(securityHeaders("n", { production: true, development: false })).toHaveProperty(
      "Strict-Transport-Security",
    );
    expect(securityHeaders("n", { production: false, development: false })).not.toHaveProperty(
      "Strict-Transport-Security",
    );
  });
});
