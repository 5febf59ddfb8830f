// @ts-check
// Every examiner phrase of the course gets a stable id ("2.1-03"), the same in the
// English and Spanish lesson files, so a review card (customer, phrase id) survives edits of the
// wording. Run after adding phrases: `node scripts/add-phrase-ids.js`. It never renumbers a phrase
// that has an id; new phrases get the next free number of their lesson, at the same position in
// both languages (the files keep the same German phrases in the same order: course.server.test.ts).
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const lessons = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../app/content/course/lessons");
const fence = /```phrase\n([\s\S]*?)```/g;

/** @param {string} source */
const blocksOf = (source) => [...source.matchAll(fence)].map((match) => match[1] ?? "");
/** @param {string} block */
const idOf = (block) => /^id:\s*(\S+)\s*$/m.exec(block)?.[1] ?? null;

for (const file of readdirSync(path.join(lessons, "en")).filter((name) => name.endsWith(".md"))) {
  const lessonId = file.replace(/\.md$/, "");
  const sources = Object.fromEntries(
    ["en", "es"].map((locale) => [locale, readFileSync(path.join(lessons, locale, file), "utf8")]),
  );
  const en = blocksOf(sources.en ?? "");
  const es = blocksOf(sources.es ?? "");
  if (en.length !== es.length)
    throw new Error(`${file}: ${en.length} phrases in English, ${es.length} in Spanish`);
  const taken = new Set([...en, ...es].map(idOf).filter(Boolean));
  let next = 1;
  /** @type {string[]} */
  const ids = en.map((block, index) => {
    const existing = idOf(block) ?? idOf(es[index] ?? "");
    if (existing) return existing;
    while (taken.has(`${lessonId}-${String(next).padStart(2, "0")}`)) next++;
    const id = `${lessonId}-${String(next).padStart(2, "0")}`;
    taken.add(id);
    return id;
  });
  for (const locale of ["en", "es"]) {
    let index = 0;
    const updated = (sources[locale] ?? "").replace(fence, (whole, body) => {
      const id = ids[index++];
      return idOf(body) ? whole : `\`\`\`phrase\nid: ${id}\n${body}\`\`\``;
    });
    if (updated !== sources[locale]) writeFileSync(path.join(lessons, locale, file), updated);
  }
}
