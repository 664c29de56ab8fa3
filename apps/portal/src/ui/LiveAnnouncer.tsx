import { createContext, useCallback, useContext, useState, type ReactNode } from 'react';

const AnnounceContext = createContext<(message: string) => void>(() => undefined);

/**
 * Says live changes (another admin's edits, refreshed counts) to screen-reader users.
 *
 * Not Fluent's useAnnounce: FluentProvider provides no announcer for it, and any AnnounceProvider
 * (Fluent's AriaLiveAnnouncer included) also makes every MessageBar below it announce itself on
 * mount, the hidden maintenance banner too. AriaLiveAnnouncer, where a browser lacks
 * document.ariaNotify, speaks through an assertive region that interrupts the reader; this one is polite.
 */
export function LiveAnnouncer({ children }: { children: ReactNode }) {
  const [message, setMessage] = useState('');
  // Clearing first makes a repeated message be read again.
  const announce = useCallback((next: string) => {
    setMessage('');
    requestAnimationFrame(() => setMessage(next));
  }, []);
  return (
    <AnnounceContext.Provider value={announce}>
      {children}
      <div aria-live="polite" role="status" style={visuallyHidden}>
        {message}
      </div>
    </AnnounceContext.Provider>
  );
}

export function useAnnounce(): (message: string) => void {
  return useContext(AnnounceContext);
}

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
