// The content lines of an iCalendar file as RFC 5545 §3.1 writes them: each ends with CRLF (the
// last one too), and a line longer than 75 octets is folded (CRLF and one space) without splitting
// a UTF-8 character. ical-generator folds by characters, so an "ñ" or "ü" could make a line of 76+
// octets; and it writes TIMEZONE-ID, which no RFC defines, beside the standard X-WR-TIMEZONE.

const maxOctets = 75;
const octets = (text: string) => Buffer.byteLength(text, "utf8");

/** Properties the generator writes that no standard defines: left out. */
const nonStandard = /^TIMEZONE-ID[:;]/i;

function fold(line: string): string {
  const parts: string[] = [];
  let current = "";
  for (const char of line) {
    // A continuation line starts with the space, which counts towards its 75 octets.
    const limit = parts.length === 0 ? maxOctets : maxOctets - 1;
    if (octets(current) + octets(char) > limit) {
      parts.push(current);
      current = "";
    }
    current += char;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

export function contentLines(ics: string): string {
  const unfolded = ics.replace(/\r?\n[ \t]/g, "");
  return (
    unfolded
      .split(/\r?\n/)
      .filter((line) => line !== "" && !nonStandard.test(line))
      .map(fold)
      .join("\r\n") + "\r\n"
  );
}
