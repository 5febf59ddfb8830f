// The staff search compares "folded" text: lower case, accents off, punctuation gone, so "MÜLLER",
// "Muller" and "müller" are one word, and "O’Brien" is "obrien". The database folds the stored side
// with the SQL functions `search_fold` and `search_fold_german` (created by a migration from the
// tables below; PGlite has no `unaccent` extension, so both databases use these instead, decision
// 030); this module folds the query the same way. A test holds the two sides equal on both
// databases: a letter added here needs a new migration that replaces the two functions.

/** Each plain letter and the accented forms (both cases) that fold to it. */
const accentedLetters: Record<string, string> = {
  a: "ÀÁÂÃÄÅĀĂĄàáâãäåāăą",
  c: "ÇĆĈĊČçćĉċč",
  d: "ĎĐďđ",
  e: "ÈÉÊËĒĔĖĘĚèéêëēĕėęě",
  g: "ĜĞĠĢĝğġģ",
  h: "ĤĦĥħ",
  i: "ÌÍÎÏĨĪĬĮİìíîïĩīĭįı",
  j: "Ĵĵ",
  k: "Ķķ",
  l: "ĹĻĽĿŁĺļľŀł",
  n: "ÑŃŅŇñńņň",
  o: "ÒÓÔÕÖØŌŎŐòóôõöøōŏő",
  r: "ŔŖŘŕŗř",
  s: "ŚŜŞŠśŝşšȘș",
  t: "ŢŤŦţťŧȚț",
  u: "ÙÚÛÜŨŪŬŮŰŲùúûüũūŭůűų",
  w: "Ŵŵ",
  y: "ÝŶŸýÿŷ",
  z: "ŹŻŽźżž",
};

/** Letters that become two: replaced before the one-to-one table. */
const ligatures: [string, string][] = [
  ["ß", "ss"],
  ["ẞ", "ss"],
  ["æ", "ae"],
  ["Æ", "ae"],
  ["œ", "oe"],
  ["Œ", "oe"],
];

/** German spelling without umlauts (Müller → Mueller), replaced before everything else. */
const germanUmlauts: [string, string][] = [
  ["ä", "ae"],
  ["Ä", "ae"],
  ["ö", "oe"],
  ["Ö", "oe"],
  ["ü", "ue"],
  ["Ü", "ue"],
];

/**
 * Dropped: ASCII punctuation, typographic quotes and dashes (a phone types "O’Brien"), and the
 * combining accents of decomposed text (U+0300–U+036F).
 */
const dropped =
  "!\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~’‘‚‛“”„´·–—¿¡«»‹›ʼ" +
  Array.from({ length: 0x70 }, (_, i) => String.fromCharCode(0x300 + i)).join("");

const fromLetters = Object.values(accentedLetters).join("");
const toLetters = Object.entries(accentedLetters)
  .map(([plain, forms]) => plain.repeat([...forms].length))
  .join("");
const letterMap = new Map([...fromLetters].map((letter, index) => [letter, toLetters[index] as string]));
const droppedSet = new Set(dropped);

function replaceAll(text: string, pairs: [string, string][]): string {
  return pairs.reduce((result, [from, to]) => result.split(from).join(to), text);
}

/** "O’Brien-MÜLLER" → "obrienmuller". */
export function searchFold(text: string): string {
  let folded = "";
  for (const char of replaceAll(text, ligatures)) {
    if (droppedSet.has(char)) continue;
    folded += letterMap.get(char) ?? char;
  }
  return folded.toLowerCase();
}

/** "Schäfer" → "schaefer": the German transliteration, so "schaefer" finds Schäfer too. */
export function searchFoldGerman(text: string): string {
  return searchFold(replaceAll(text, germanUmlauts));
}

/** The query's words, each folded both ways (duplicates dropped); punctuation-only words vanish. */
export function searchWords(query: string): string[][] {
  return query
    .normalize("NFC")
    .split(/\s+/)
    .map((word) => [...new Set([searchFold(word), searchFoldGerman(word)])].filter(Boolean))
    .filter((forms) => forms.length > 0);
}

// ---- The SQL side (the migration's text; kept here so the two sides come from one table) ----

const sqlString = (text: string) => `'${text.replace(/'/g, "''")}'`;

function sqlReplaceAll(expression: string, pairs: [string, string][]): string {
  return pairs.reduce(
    (result, [from, to]) => `replace(${result}, ${sqlString(from)}, ${sqlString(to)})`,
    expression,
  );
}

/** The SQL expression folding `expression` as searchFold does (translate drops what has no partner). */
function sqlFold(expression: string): string {
  const replaced = sqlReplaceAll(expression, ligatures);
  return `lower(translate(${replaced}, ${sqlString(fromLetters + dropped)}, ${sqlString(toLetters)}))`;
}

/**
 * The CREATE FUNCTION statements of the migration. Self-contained bodies (only built-in functions),
 * so a restore that runs with an empty search_path can still compute the generated column.
 */
export function searchFoldFunctionsSql(): string {
  const options = "LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE";
  return [
    `CREATE OR REPLACE FUNCTION search_fold(value text) RETURNS text ${options} AS $$ SELECT ${sqlFold("value")} $$;`,
    `CREATE OR REPLACE FUNCTION search_fold_german(value text) RETURNS text ${options} AS $$ SELECT ${sqlFold(sqlReplaceAll("value", germanUmlauts))} $$;`,
  ].join("\n");
}
