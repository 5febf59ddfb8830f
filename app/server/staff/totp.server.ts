import { createHmac } from "node:crypto";
import { brand } from "~/content/brand";

// RFC 6238 TOTP as better-auth's two-factor plugin uses it (SHA-1, 6 digits, 30 s; the raw key's
// bytes as the HMAC key, base32 in the otpauth:// URI). For the seed's printout and for tests,
// which must compute codes the way an authenticator app does; logins are checked
// by better-auth itself.

const BASE32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

export function base32Encode(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let out = "";
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31];
  return out;
}

/** The key bytes of a base32 text, as an app reads the `secret` of an otpauth:// URI. */
export function base32Decode(text: string): Uint8Array {
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const char of text.toUpperCase().replace(/=+$/, "")) {
    const index = BASE32.indexOf(char);
    if (index < 0) throw new Error(`not base32: ${char}`);
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Uint8Array.from(out);
}

/** The code an authenticator app shows for `secret` (the raw key, or its bytes) at `now`. */
export function totpCode(secret: string | Uint8Array, now = Date.now()): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(now / 1000 / 30)));
  const mac = createHmac("sha1", typeof secret === "string" ? Buffer.from(secret, "utf8") : secret)
    .update(counter)
    .digest();
  const offset = (mac[mac.length - 1] as number) & 0xf;
  const number = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(number % 1_000_000).padStart(6, "0");
}

/** The otpauth:// URI of a raw key, issuer = the brand, as the enrolment page shows it. */
export function totpUri(secret: string, email: string): string {
  const issuer = encodeURIComponent(brand.brandName);
  const params = new URLSearchParams({
    secret: base32Encode(Buffer.from(secret, "utf8")),
    issuer: brand.brandName,
    digits: "6",
    period: "30",
  });
  return `otpauth://totp/${issuer}:${encodeURIComponent(email)}?${params}`;
}
