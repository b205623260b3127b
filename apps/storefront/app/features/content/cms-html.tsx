/**
 * HTML written by editors in the back office. Its links are ordinary anchors: the page's
 * delegated click handler applies the same in-place navigation rules to them.
 */
export function CmsHtml({ html, className = 'cms-content' }: { html: string; className?: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: editors' HTML, sanitised when saved in the back office.
  return <div className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}
