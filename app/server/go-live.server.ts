import { products, theoryApp } from "~/content/catalog";
import { site } from "~/content/site";
import { env } from "./env.server";
import { isLocalOrigin } from "./local-secrets.server";
import { paymentsConfig } from "./payments/payments-config.server";

// Issue 10 §7: the site config ships with clearly fictional business data (DESIGN §1) so the
// site runs on a laptop. A public site with it would print a fake imprint (§ 5 DDG), a fake
// withdrawal address (Art. 246a EGBGB) and fake payment links, so the server refuses to start on
// a public PUBLIC_URL while any of it is left, and names every field still to fill in.

/** What the guard reads: the site config and the catalog's links. Tests pass their own. */
export interface BusinessConfig {
  site: unknown;
  catalog: { products: unknown; theoryApp: unknown };
}

export function shippedBusinessConfig(): BusinessConfig {
  return { site, catalog: { products, theoryApp } };
}

/** A field that still holds placeholder data: where it is, what it holds, why it is refused. */
export interface PlaceholderField {
  field: string;
  value: string;
  reason: string;
}

interface Rule {
  reason: string;
  /** `key` is the field's own name, `path` the whole dotted path. */
  applies: (key: string, path: string) => boolean;
  matches: (value: string) => boolean;
}

const everywhere = () => true;

const rules: Rule[] = [
  {
    // RFC 2606 reserves example.com/.org/.net and the .example top-level domain for examples.
    reason: "a reserved example domain (example.com)",
    applies: everywhere,
    matches: (value) => /(^|[@./\s])example\.(com|org|net)(?![\w-])|\.example(?![\w.-])/i.test(value),
  },
  {
    reason: "a placeholder phone number (0000…)",
    applies: (key) => /phone|^number$/i.test(key),
    matches: (value) => /0{6,}/.test(value.replace(/\D/g, "")),
  },
  {
    reason: "the placeholder VAT id (DE000000000)",
    applies: (key) => key === "vatId",
    matches: (value) => /^[A-Z]{2}0+$/.test(value.replace(/\s/g, "")),
  },
  {
    // German sample names: Musterstraße, Musterfamilie, Ana Muster, Beispielweg; and "Example … GmbH".
    reason: "a sample name (Muster…, Beispiel…, Example…)",
    applies: everywhere,
    matches: (value) => /(^|[^\p{L}])(muster|beispiel)/iu.test(value) || /(^|\s)Example\s/.test(value),
  },
  {
    reason: "a placeholder house number (00)",
    applies: (key) => /street|address/i.test(key),
    matches: (value) => /\s0{2,}(?=[\s,]|$)/.test(value),
  },
  {
    reason: "a payment link marked as demo",
    applies: (_key, path) => path.includes(".paymentLinks."),
    matches: (value) => /demo/i.test(value),
  },
];

function* strings(value: unknown, path: string, key: string): Generator<[string, string, string]> {
  if (typeof value === "string") yield [path, key, value];
  else if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) yield* strings(item, `${path}[${index}]`, key);
  } else if (value && typeof value === "object") {
    for (const [name, item] of Object.entries(value)) {
      const part = /^[A-Za-z_$][\w$]*$/.test(name) ? `.${name}` : `["${name}"]`;
      yield* strings(item, `${path}${part}`, name);
    }
  }
}

/** Every field of the config that still holds placeholder business data, in config order. */
export function placeholderFields(config: BusinessConfig = shippedBusinessConfig()): PlaceholderField[] {
  const found: PlaceholderField[] = [];
  const all = [...strings(config.site, "site", "site"), ...strings(config.catalog, "catalog", "catalog")];
  for (const [path, key, value] of all) {
    const rule = rules.find((candidate) => candidate.applies(key, path) && candidate.matches(value));
    if (rule) found.push({ field: path, value, reason: rule.reason });
  }
  return found;
}

/**
 * Null when the server may start: on a localhost origin, or when no placeholder is left.
 * Otherwise the message that stops it, one line per field.
 */
export function goLiveRefusal(
  publicUrl: string,
  config: BusinessConfig = shippedBusinessConfig(),
): string | null {
  if (isLocalOrigin(publicUrl)) return null;
  const found = placeholderFields(config);
  if (found.length === 0) return null;
  return [
    `Placeholder business data is refused for PUBLIC_URL ${publicUrl}. Fill in these ${found.length} fields (app/content/site.ts, app/content/catalog.ts; README "Before going live"):`,
    ...found.map(({ field, value, reason }) => `  ${field}: ${JSON.stringify(value)} is ${reason}`),
  ].join("\n");
}

/** Everything that keeps the server from starting on PUBLIC_URL, or null: checked once, at start. */
export function startupRefusal(): string | null {
  const refusals = [goLiveRefusal(env().PUBLIC_URL)];
  try {
    // Throws for simulated payments on a public origin (DESIGN §4).
    paymentsConfig();
  } catch (error) {
    refusals.push(error instanceof Error ? error.message : String(error));
  }
  const refused = refusals.filter((refusal) => refusal !== null);
  return refused.length > 0 ? refused.join("\n\n") : null;
}
