import { useMessages } from "~/i18n/use-locale";
import { ListenButtonsScript, SpeakGerman } from "./speak-german";

/** Serializable lesson blocks, as the access-checked loaders send them. */
export type LessonBlockData =
  | { kind: "html"; html: string }
  | { kind: "phrase"; id: string; de: string; meaning: string; expect: string; traps?: string };

/** A lesson, with each German phrase in a small block: meaning, expectation, traps. */
export function LessonView({ title, blocks }: { title: string; blocks: readonly LessonBlockData[] }) {
  const t = useMessages().course;
  return (
    <article className="lesson">
      <h1>{title}</h1>
      {blocks.map((block, index) =>
        block.kind === "html" ? (
          // Rendered on the server from our own Markdown files; raw HTML in them is escaped.
          <div key={index} className="prose" dangerouslySetInnerHTML={{ __html: block.html }} />
        ) : (
          <section key={index} className="phrase">
            <p className="phrase-de">
              {/* Only the phrase is German: the Listen buttons are read in the page's language. */}
              <span lang="de" id={`phrase-${index}`}>
                {block.de}
              </span>{" "}
              <SpeakGerman text={block.de} describedBy={`phrase-${index}`} />
            </p>
            <dl>
              <dt>{t.meaning}</dt>
              <dd>{block.meaning}</dd>
              <dt>{t.expect}</dt>
              <dd>{block.expect}</dd>
              {block.traps ? (
                <>
                  <dt>{t.traps}</dt>
                  <dd>{block.traps}</dd>
                </>
              ) : null}
            </dl>
          </section>
        ),
      )}
      <ListenButtonsScript />
    </article>
  );
}
