import { sanitizedPage } from './SafeHtml';

/** How long the page stays readable by its address; the window has read it long before. */
const KEEP_MS = 60_000;

/**
 * Opens server HTML (a receipt, a manifest, a rendered delivery) sanitised in a window of its own,
 * titled `title`. The window gets no opener: it cannot reach back into the portal.
 */
export function openHtmlWindow(html: string, title: string): void {
  const url = URL.createObjectURL(
    new Blob([sanitizedPage(html, title)], { type: 'text/html;charset=utf-8' }),
  );
  window.open(url, '_blank', 'noopener');
  setTimeout(() => URL.revokeObjectURL(url), KEEP_MS);
}
