// Item articles (exam-anxiety tips, family day trips) are Markdown files of this shape:
//
//   Optional intro paragraphs.
//
//   ## Title
//   subtitle: Tip 1
//   image: /media/tips/x.svg
//   alt: What the image shows.
//
//   Body Markdown…
//
// An item starts at a "## " line; "key: value" lines follow (a blank line between the heading
// and them is allowed), then a blank line, then the body up to the next "## " line.

export interface ContentItem {
  title: string;
  attributes: Record<string, string>;
  /** The item's body, still Markdown. */
  body: string;
}

export interface ParsedItems {
  /** Markdown before the first item ("" when there is none). */
  intro: string;
  items: ContentItem[];
}

const attributeLine = /^([a-z][\w-]*):\s*(.*)$/i;

export function parseContentItems(source: string): ParsedItems {
  const lines = source.replace(/\r\n?/g, "\n").split("\n");
  const firstItem = lines.findIndex((line) => line.startsWith("## "));
  const introLines = firstItem === -1 ? lines : lines.slice(0, firstItem);
  const items: ContentItem[] = [];
  if (firstItem === -1) return { intro: introLines.join("\n").trim(), items };

  let current: { title: string; lines: string[] } | null = null;
  const chunks: { title: string; lines: string[] }[] = [];
  for (const line of lines.slice(firstItem)) {
    if (line.startsWith("## ")) {
      current = { title: line.slice(3).trim(), lines: [] };
      chunks.push(current);
    } else {
      current?.lines.push(line);
    }
  }

  for (const chunk of chunks) {
    let index = 0;
    // One optional blank line between the heading and the attributes.
    if (chunk.lines[index]?.trim() === "" && attributeLine.test(chunk.lines[index + 1] ?? "")) index += 1;
    const attributes: Record<string, string> = {};
    for (; index < chunk.lines.length; index += 1) {
      const match = attributeLine.exec(chunk.lines[index] ?? "");
      if (!match) break;
      const [, key = "", value = ""] = match;
      attributes[key.toLowerCase()] = value.trim();
    }
    items.push({ title: chunk.title, attributes, body: chunk.lines.slice(index).join("\n").trim() });
  }
  return { intro: introLines.join("\n").trim(), items };
}

/** The attribute, or an error naming the item: a content typo fails the build's tests, not a page. */
export function requireAttribute(item: ContentItem, key: string): string {
  const value = item.attributes[key];
  if (!value) throw new Error(`Content item "${item.title}" has no "${key}:" line`);
  return value;
}
