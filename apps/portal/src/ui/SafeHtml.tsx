import { useMemo } from 'react';
import DOMPurify from 'dompurify';

interface SafeHtmlProps {
  /** HTML from the server, as an admin wrote it. */
  html: string;
  className?: string;
}

/** Shows server-provided HTML with scripts, event handlers and other active content removed. */
export function SafeHtml({ html, className }: SafeHtmlProps) {
  const clean = useMemo(() => DOMPurify.sanitize(html), [html]);
  // Sanitised just above: the only way server HTML reaches the page.
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
