import { fill } from "./fill";
import { formatNumber } from "./number-format";
import { type Locale, localeTags } from "./locale";

// The one place where a number meets a noun. A message that counts something holds its forms by
// the language's plural category (CLDR, as Intl.PluralRules knows them: English has "one" and
// "other"; Spanish also "many", for a million and up, which falls back to "other" here), and
// `plural` picks the form for the count in the page's language and writes the count in.
// Never "1 phrases" or "1 frases": no caller compares a count with 1 itself.

/** The forms of a counted text; `{count}` is replaced with the number. */
export interface PluralForms {
  one: string;
  other: string;
  many?: string;
}

const rules = new Map<Locale, Intl.PluralRules>();

function pluralRules(locale: Locale): Intl.PluralRules {
  let value = rules.get(locale);
  if (!value) {
    value = new Intl.PluralRules(localeTags[locale]);
    rules.set(locale, value);
  }
  return value;
}

/** Whether a message value is a set of plural forms (the plural test walks the messages with it). */
export function isPluralForms(value: unknown): value is PluralForms {
  return (
    typeof value === "object" &&
    value !== null &&
    typeof (value as PluralForms).one === "string" &&
    typeof (value as PluralForms).other === "string"
  );
}

/**
 * The form of `forms` for `count` in `locale`, with `{count}` written as a number of that language
 * and any other `{name}` from `values`: plural({ one: "1 phrase", other: "{count} phrases" }, 2, "en")
 * → "2 phrases".
 */
export function plural(
  forms: PluralForms,
  count: number,
  locale: Locale,
  values: Record<string, string | number> = {},
): string {
  const category = pluralRules(locale).select(count);
  const form = (category === "one" || category === "many" ? forms[category] : undefined) ?? forms.other;
  return fill(form, { ...values, count: formatNumber(count, locale) });
}
