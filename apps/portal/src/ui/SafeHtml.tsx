import { useMemo } from 'react';
import DOMPurify, { type DOMPurify as Purifier } from 'dompurify';

interface SafeHtmlProps {
  /** HTML from the server, as an admin wrote it. */
  html: string;
  className?: string;
}

let purifier: Purifier | undefined;

/**
 * DOMPurify parsing in a hidden frame where scripts never run. Chromium checks an inline event
 * handler against the page's content security policy as soon as it is parsed, even in an inert
 * document, so parsing hostile HTML in the page itself reports a violation for every `onerror`
 * it is about to remove; in a scriptless frame nothing is checked, and nothing can run either way.
 */
function sanitizer(): Purifier {
  if (!purifier) {
    const frame = document.createElement('iframe');
    frame.setAttribute('sandbox', 'allow-same-origin');
    frame.hidden = true;
    document.body.append(frame);
    // A frame's window has the same constructors as the page's; only its type does not say so.
    purifier = DOMPurify((frame.contentWindow ?? window) as Window & typeof globalThis);
  }
  return purifier;
}

/**
 * A whole page of server HTML with active content removed, titled `title`: what a window of its own
 * shows. The window's document also keeps the portal's content security policy, so no script runs.
 */
export function sanitizedPage(html: string, title: string): string {
  const clean = sanitizer().sanitize(html, { WHOLE_DOCUMENT: true });
  // DOMParser documents are inert: nothing in them loads or runs while the title is set.
  const page = new DOMParser().parseFromString(clean, 'text/html');
  page.title = title;
  return `<!DOCTYPE html>${page.documentElement.outerHTML}`;
}

/** Shows server-provided HTML with scripts, event handlers and other active content removed. */
export function SafeHtml({ html, className }: SafeHtmlProps) {
  const clean = useMemo(() => sanitizer().sanitize(html), [html]);
  // Sanitised just above: the only way server HTML reaches the page.
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
