import { useState } from 'react';
import { documentFailureMessage, DOCUMENT_ERROR_TITLE } from '@fulfil/domain';
import type { Alert } from './AlertDialog';
import { openHtmlWindow } from './open-window';

/** A document as the API renders it: its HTML, or why there is none. */
interface RenderedDocument {
  html?: string | null;
  errors: readonly { message: string }[];
}

/**
 * Reads a rendered document (an order receipt, a load manifest) and opens it in a window of its
 * own, titled `title`; a failure is the spec's alert 'Error' with the first message, else 'Unknown' (spec 3 section 8).
 */
export function useDocumentWindow() {
  const [alert, setAlert] = useState<Alert | null>(null);
  const [opening, setOpening] = useState(false);
  const [shown, setShown] = useState<string | null>(null);

  const open = async (title: string, read: () => Promise<RenderedDocument | undefined>) => {
    setOpening(true);
    try {
      const rendered = await read();
      if (!rendered?.html) {
        setAlert({
          title: DOCUMENT_ERROR_TITLE,
          message: documentFailureMessage({ errors: rendered?.errors }),
        });
        return;
      }
      setShown(rendered.html);
      openHtmlWindow(rendered.html, title);
    } catch (error) {
      const errors = error instanceof Error ? [error] : [];
      setAlert({ title: DOCUMENT_ERROR_TITLE, message: documentFailureMessage({ errors }) });
    } finally {
      setOpening(false);
    }
  };
  return { open, opening, shown, alert, closeAlert: () => setAlert(null) };
}
