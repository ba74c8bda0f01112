// Markdown from content/, rendered to HTML when it was loaded.
export function Prose({ html, className }: { html: string; className?: string }) {
  return <div className={className ? `prose ${className}` : "prose"} dangerouslySetInnerHTML={{ __html: html }} />;
}
