/**
 * Plain content text with German words marked `:de[…]` (as in the lessons' Markdown): the German
 * parts become `<span lang="de">`, so screen readers pronounce them in German and the language
 * checks know them for German.
 */
export function WithGerman({ text }: { text: string }) {
  const parts = text.split(/:de\[([^\]]*)\]/);
  return (
    <>
      {parts.map((part, index) =>
        index % 2 === 1 ? (
          <span lang="de" key={index}>
            {part}
          </span>
        ) : (
          part
        ),
      )}
    </>
  );
}

/** The same text as read, without the marks (for comparisons and plain-text uses). */
export function withoutGermanMarks(text: string): string {
  return text.replace(/:de\[([^\]]*)\]/g, "$1");
}
