// The one way a `{name}` placeholder in a catalog text is written in. Every message with a value
// in it (mails, pages, staff area, licence check) goes through here, so a missing value shows as
// its placeholder (easy to spot in a test or a screenshot) instead of "undefined".

/** A `{name}` placeholder; the name is the first group. */
export const placeholderPattern = /\{(\w+)\}/g;

/** "Hello {name}" + { name: "Ana" } → "Hello Ana"; unknown placeholders stay as they are. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(placeholderPattern, (match, name: string) => {
    const value = values[name];
    return value === undefined ? match : String(value);
  });
}

/** The `{name}` placeholders of a template, for the test that compares the two languages. */
export function placeholdersOf(template: string): string[] {
  return [...template.matchAll(placeholderPattern)].map((match) => match[1] as string).sort();
}
