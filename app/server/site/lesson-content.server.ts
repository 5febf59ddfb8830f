import type { Locale } from "~/i18n/locale";
import { renderMarkdown } from "../platform/markdown.server";

// Lesson texts are Markdown per language, bundled into the server build only: they
// never reach a public folder or the client bundle, and are sent only by access-checked loaders.
const sources = import.meta.glob<string>("../../content/course/lessons/*/*.md", {
  query: "?raw",
  import: "default",
  eager: true,
});

/** Who says a phrase in the test: the examiner (the default), or the candidate (the learner). */
export const phraseSpeakers = ["examiner", "candidate"] as const;
export type PhraseSpeaker = (typeof phraseSpeakers)[number];

export interface Phrase {
  /** Stable id shared by both languages ("2.1-03"), the key of a review card. */
  id: string;
  /** `speaker: candidate` marks the learner's own lines; a block without it is the examiner's. */
  speaker: PhraseSpeaker;
  de: string;
  meaning: string;
  expect: string;
  traps?: string;
}

export type LessonBlock = { kind: "html"; html: string } | ({ kind: "phrase" } & Phrase);

const phraseFence = /```phrase\n([\s\S]*?)```/g;

/**
 * Splits a lesson into rendered Markdown and phrase blocks (`id:`, `speaker:`, `de:`, `meaning:`,
 * `expect:`, `traps:`).
 */
export function parseLesson(source: string): LessonBlock[] {
  const blocks: LessonBlock[] = [];
  let last = 0;
  for (const match of source.matchAll(phraseFence)) {
    const before = source.slice(last, match.index);
    if (before.trim()) blocks.push({ kind: "html", html: renderMarkdown(before) });
    const fields = Object.fromEntries(
      (match[1] ?? "")
        .split("\n")
        .map((line) => /^(id|speaker|de|meaning|expect|traps):\s*(.*)$/.exec(line.trim()))
        .filter((m): m is RegExpExecArray => m !== null)
        .map((m) => [m[1], m[2]]),
    ) as Partial<Record<keyof Phrase, string>>;
    if (!fields.id || !/^\d\.\d-\d{2}$/.test(fields.id) || !fields.de || !fields.meaning || !fields.expect)
      throw new Error(`Incomplete phrase block: ${match[1]}`);
    const speaker = fields.speaker ?? "examiner";
    if (!(phraseSpeakers as readonly string[]).includes(speaker))
      throw new Error(`Unknown speaker "${speaker}" in phrase ${fields.id}`);
    blocks.push({
      kind: "phrase",
      id: fields.id,
      speaker: speaker as PhraseSpeaker,
      de: fields.de,
      meaning: fields.meaning,
      expect: fields.expect,
      traps: fields.traps,
    });
    last = (match.index ?? 0) + match[0].length;
  }
  const rest = source.slice(last);
  if (rest.trim()) blocks.push({ kind: "html", html: renderMarkdown(rest) });
  return blocks;
}

// The texts are part of the build, so each lesson is parsed once per process and language: Markdown
// rendering was ~9 % of a lesson page's server time when it ran on every view (decision 082).
const parsed = new Map<string, readonly LessonBlock[]>();

/** A lesson's blocks in a language (parsed once, shared and frozen), or null when there is no such file. */
export function lessonContent(lessonId: string, locale: Locale): readonly LessonBlock[] | null {
  const key = `../../content/course/lessons/${locale}/${lessonId}.md`;
  const cached = parsed.get(key);
  if (cached) return cached;
  const source = sources[key];
  if (source === undefined) return null;
  const blocks = Object.freeze(parseLesson(source).map((block) => Object.freeze(block)));
  parsed.set(key, blocks);
  return blocks;
}
