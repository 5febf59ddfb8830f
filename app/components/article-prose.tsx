/** Server-rendered Markdown (raw HTML in content files is escaped by renderMarkdown). */
export function Prose({ html, className }: { html: string; className?: string }) {
  return (
    <div className={className ? `prose ${className}` : "prose"} dangerouslySetInnerHTML={{ __html: html }} />
  );
}
