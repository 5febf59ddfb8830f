// Text to Windows-1252 bytes, the "ANSI" code page DATEV's import expects. Latin-1 covers the
// German and Spanish letters (ä ö ü ß ñ á é); 0x80–0x9F hold € and the typographic quotes and
// dashes. A character outside the code page is transliterated, never written as "?", so a name
// stays readable in the consultant's books:
// 1. a letter with a mark the code page lacks keeps its base letter ("ő" → "o", "ş" → "s");
// 2. Latin letters without such a decomposition, Cyrillic and Greek follow the transliteration of
//    ICAO Doc 9303 (Machine Readable Travel Documents, part 3, section 6), the one printed in
//    passports: "ł" → "l", "ı" → "i", "đ" → "d", "Ж" → "Zh", "Θ" → "Th";
// 3. typographic signs outside the code page take their plain form ("−" → "-", "′" → "'");
// 4. anything else (scripts without one agreed Latin form, pictographs) becomes "_", which marks
//    the place without pretending to be a letter.

// The characters at 0x80–0x9F in order; the five unassigned positions are blanks that never match.
const upperHalf = "€ ‚ƒ„…†‡ˆ‰Š‹Œ Ž  ‘’“”•–—˜™š›œ žŸ".split("");
const upper = new Map(upperHalf.flatMap((char, i) => (char === " " ? [] : [[char, 0x80 + i] as const])));

/** ICAO 9303 part 3 transliterations, upper case (lower case follows from it). */
// prettier-ignore
const icao: Record<string, string> = {
  // Latin letters that do not decompose.
  Ł: "L", Đ: "D", Ħ: "H", Ŧ: "T", Ŋ: "N", Ə: "E", Ɨ: "I", Ĳ: "IJ", ı: "i", ĸ: "k",
  // Cyrillic (Russian, Ukrainian, Belarusian, Serbian, Macedonian, Bulgarian).
  А: "A", Б: "B", В: "V", Г: "G", Ґ: "G", Д: "D", Ђ: "D", Ѓ: "G", Е: "E", Ё: "E", Є: "IE",
  Ж: "ZH", З: "Z", Ѕ: "DZ", И: "I", І: "I", Ї: "I", Й: "I", Ј: "J", К: "K", Ќ: "K", Л: "L",
  Љ: "LJ", М: "M", Н: "N", Њ: "NJ", О: "O", П: "P", Р: "R", С: "S", Т: "T", Ћ: "C", У: "U",
  Ў: "U", Ф: "F", Х: "KH", Ц: "TS", Ч: "CH", Џ: "DZ", Ш: "SH", Щ: "SHCH", Ъ: "IE", Ы: "Y",
  Ь: "", Э: "E", Ю: "IU", Я: "IA",
  // Greek.
  Α: "A", Β: "V", Γ: "G", Δ: "D", Ε: "E", Ζ: "Z", Η: "I", Θ: "TH", Ι: "I", Κ: "K", Λ: "L",
  Μ: "M", Ν: "N", Ξ: "X", Ο: "O", Π: "P", Ρ: "R", Σ: "S", Τ: "T", Υ: "Y", Φ: "F", Χ: "CH",
  Ψ: "PS", Ω: "O",
};

/** Signs outside the code page and their plain forms. */
// prettier-ignore
const plainSigns: Record<string, string> = {
  "\u2010": "-", "\u2011": "-", "\u2012": "-", "\u2212": "-", "\u2032": "'", "\u2033": '"',
  "\u02BC": "'", "\u02BB": "'", "\u2044": "/", "\u2026": "...",
};

function byteOf(char: string): number | undefined {
  const code = char.codePointAt(0) ?? 0;
  if (code < 0x80 || (code >= 0xa0 && code <= 0xff)) return code;
  return upper.get(char);
}

function bytesOf(text: string): number[] | undefined {
  const bytes = [...text].map(byteOf);
  return bytes.every((byte) => byte !== undefined) ? (bytes as number[]) : undefined;
}

/** One character outside the code page, as text the code page holds (see the rules above). */
export function transliterate(char: string): string {
  const base = char.normalize("NFKD").replace(/\p{M}/gu, "");
  if (base.length > 0 && bytesOf(base)) return base;
  const sign = plainSigns[char];
  if (sign !== undefined) return sign;
  const letter = icao[base] ?? icao[base.toUpperCase()];
  if (letter === undefined) return "_";
  // "ж" → "zh"; "Ж" → "Zh", as it starts a capitalised name.
  if (base !== base.toUpperCase()) return letter.toLowerCase();
  return letter.slice(0, 1) + letter.slice(1).toLowerCase();
}

export function toWindows1252(text: string): Uint8Array {
  const bytes: number[] = [];
  for (const char of text) {
    const byte = byteOf(char);
    if (byte !== undefined) bytes.push(byte);
    else bytes.push(...(bytesOf(transliterate(char)) ?? [0x5f]));
  }
  return Uint8Array.from(bytes);
}
