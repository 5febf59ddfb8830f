// Text to Windows-1252 bytes, the "ANSI" code page DATEV's import expects. Latin-1 covers the
// German and Spanish letters (ä ö ü ß ñ á é); 0x80–0x9F hold € and the typographic quotes and
// dashes. A character outside the code page loses its accent if it has one ("ł" has none, "ő" → "o")
// and otherwise becomes "?": the file must stay importable whatever a customer typed as a name.

// The characters at 0x80–0x9F in order; the five unassigned positions are blanks that never match.
const upperHalf = "€ ‚ƒ„…†‡ˆ‰Š‹Œ Ž  ‘’“”•–—˜™š›œ žŸ".split("");
const upper = new Map(upperHalf.flatMap((char, i) => (char === " " ? [] : [[char, 0x80 + i] as const])));

function byteOf(char: string): number | undefined {
  const code = char.codePointAt(0) ?? 0;
  if (code < 0x80 || (code >= 0xa0 && code <= 0xff)) return code;
  return upper.get(char);
}

export function toWindows1252(text: string): Uint8Array {
  const bytes: number[] = [];
  for (const char of text) {
    const byte = byteOf(char);
    if (byte !== undefined) {
      bytes.push(byte);
      continue;
    }
    const base = char.normalize("NFKD").replace(/\p{M}/gu, "");
    const fallback = [...base].map(byteOf);
    if (base.length > 0 && fallback.every((b) => b !== undefined)) bytes.push(...(fallback as number[]));
    else bytes.push(0x3f);
  }
  return Uint8Array.from(bytes);
}
