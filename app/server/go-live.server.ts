import { type AccountingSettings, accounting } from "~/content/accounting";
import { products, theoryApp } from "~/content/catalog";
import type { ContentStatus } from "~/content/content-status";
import { courseFigureStatus } from "~/content/course/figures";
import { site } from "~/content/site";
import { videoStoriesStatus } from "~/content/video-stories";
import { env } from "./platform/env.server";
import { isLocalOrigin } from "./platform/local-secrets.server";
import { paymentsConfig } from "./platform/payments-config.server";

// The site ships with clearly fictional business data and invented sample content (video stories,
// course results; the local seed's demo reviews, refused by demoReviewsRefusal) so it runs on a laptop. A public site with them would print a fake
// imprint (§ 5 DDG), a fake withdrawal address (Art. 246a EGBGB), fake payment links and invented
// reviews (UWG Annex No. 23b), so the server refuses to start on a public PUBLIC_URL while any of
// it is left, and names every field and every sample still to replace. Decision record 007.

/** The status each sample content source declares in its own data file. */
export interface ContentStatuses {
  videoStories: ContentStatus;
  courseFigures: Record<keyof typeof courseFigureStatus, ContentStatus>;
}

/** What the guard reads: the site config, the catalog's links and the content's status. Tests pass their own. */
export interface BusinessConfig {
  site: unknown;
  catalog: { products: unknown; theoryApp: unknown };
  content: ContentStatuses;
  /** The school's settings at DATEV (app/content/accounting.ts). */
  accounting: AccountingSettings;
}

export function shippedBusinessConfig(): BusinessConfig {
  return {
    site,
    catalog: { products, theoryApp },
    content: {
      videoStories: videoStoriesStatus,
      courseFigures: { ...courseFigureStatus },
    },
    accounting: { ...accounting },
  };
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
    // The account an invoice asks a bank transfer into (§ 14 (4) UStG needs no account, but a
    // payment request without one cannot be paid): left empty until the school fills it in.
    reason: "not set (the bank account customers transfer to: empty, 0000… or XXXX…)",
    applies: (_key, path) => path.startsWith("site.bankTransfer."),
    matches: (value) => value.trim() === "" || /^[A-Z]{2}[0\s]+$/.test(value) || /^X{4}/.test(value),
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

/** A content source still marked as sample: what it is, where its flag is, why it is refused. */
export interface SampleSource {
  name: string;
  flag: string;
  reason: string;
}

const sampleSources: (SampleSource & { status: (content: ContentStatuses) => ContentStatus })[] = [
  {
    name: "video stories",
    flag: "videoStoriesStatus in app/content/video-stories.ts",
    reason: "invented customer stories mislead like invented reviews (UWG Annex No. 23b)",
    status: (content) => content.videoStories,
  },
  {
    name: "course figures: pass rate",
    flag: "courseFigureStatus.passRatePercent in app/content/course/figures.ts",
    reason: "a result the school has not counted misleads buyers (§ 5 UWG)",
    status: (content) => content.courseFigures.passRatePercent,
  },
  {
    name: "course figures: guarantee use",
    flag: "courseFigureStatus.guaranteeUsePercent in app/content/course/figures.ts",
    reason: "a result the school has not counted misleads buyers (§ 5 UWG)",
    status: (content) => content.courseFigures.guaranteeUsePercent,
  },
];

/** Every content source still marked as sample, in the order of the README's list. */
export function sampleContent(config: BusinessConfig = shippedBusinessConfig()): SampleSource[] {
  return sampleSources
    .filter((source) => source.status(config.content) !== "real")
    .map(({ name, flag, reason }) => ({ name, flag, reason }));
}

/** What each DATEV setting is, for the refusal that names the unset ones. */
const accountingSettingNames: Record<Exclude<keyof AccountingSettings, "accountLength">, string> = {
  consultantNumber: "the tax consultant's number at DATEV (Beraternummer)",
  clientNumber: "the school's client number at the consultant (Mandantennummer)",
  chart: 'the chart of accounts the consultant keeps the books in ("SKR03" or "SKR04")',
  fiscalYearStart: 'the first day of the fiscal year ("MM-DD", "01-01" for the calendar year)',
};

/** The DATEV settings still unset: the accounting export would write stand-ins for them. */
export function unsetAccountingSettings(config: BusinessConfig = shippedBusinessConfig()): string[] {
  return Object.entries(accountingSettingNames)
    .filter(([key]) => config.accounting[key as keyof typeof accountingSettingNames] === null)
    .map(([key, what]) => `  accounting.${key}: unset; ${what}`);
}

/**
 * Null when the server may start: on a localhost origin (the samples keep showing there), or when
 * no placeholder and no sample content is left. Otherwise the message that stops it, one line per
 * field and per sample.
 */
export function goLiveRefusal(
  publicUrl: string,
  config: BusinessConfig = shippedBusinessConfig(),
): string | null {
  if (isLocalOrigin(publicUrl)) return null;
  const refusals: string[] = [];
  const found = placeholderFields(config);
  if (found.length > 0) {
    refusals.push(
      [
        `Placeholder business data is refused for PUBLIC_URL ${publicUrl}. Fill in these ${found.length} fields (app/content/site.ts, app/content/catalog.ts; README "Before going live"):`,
        ...found.map(({ field, value, reason }) => `  ${field}: ${JSON.stringify(value)} is ${reason}`),
      ].join("\n"),
    );
  }
  const samples = sampleContent(config);
  if (samples.length > 0) {
    refusals.push(
      [
        `Sample content is refused for PUBLIC_URL ${publicUrl}. Replace it with the school's own, then set its status to "real" (README "Before going live"):`,
        ...samples.map(({ name, flag, reason }) => `  ${name}: ${flag} is "sample"; ${reason}`),
      ].join("\n"),
    );
  }
  const unset = unsetAccountingSettings(config);
  if (unset.length > 0) {
    refusals.push(
      [
        `The accounting export's settings are refused for PUBLIC_URL ${publicUrl} while unset: DATEV would import the months into nobody's books. Ask the tax consultant and fill them in (app/content/accounting.ts; README "Before going live"):`,
        ...unset,
      ].join("\n"),
    );
  }
  return refusals.length > 0 ? refusals.join("\n\n") : null;
}

/** Everything that keeps the server from starting on PUBLIC_URL, or null: checked once, at start. */
export function startupRefusal(): string | null {
  const refusals = [goLiveRefusal(env().PUBLIC_URL)];
  try {
    // Throws for simulated payments on a public origin.
    paymentsConfig();
  } catch (error) {
    refusals.push(error instanceof Error ? error.message : String(error));
  }
  const refused = refusals.filter((refusal) => refusal !== null);
  return refused.length > 0 ? refused.join("\n\n") : null;
}

/**
 * The local seed's demo reviews are invented (UWG Annex No. 23b): a public origin refuses to start
 * while the database holds any. Asked once the database is open.
 */
export function demoReviewsRefusal(publicUrl: string, hasDemoReviews: boolean): string | null {
  if (isLocalOrigin(publicUrl) || !hasDemoReviews) return null;
  return `Demo reviews are refused for PUBLIC_URL ${publicUrl}: the database holds the local seed's invented reviews (reviews.demo), which are unlawful on a public site (UWG Annex No. 23b). Start from a database without them.`;
}
