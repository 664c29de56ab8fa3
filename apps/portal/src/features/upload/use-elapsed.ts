import { useEffect, useState } from 'react';

/** Seconds as the ticker shows them: mm:ss. */
export const minutesAndSeconds = (seconds: number) =>
  `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;

/**
 * Whole seconds since `startedAt`, updated every second while `running` (spec 2 section 9); the
 * count stays where it stopped, and is 0 without a start.
 */
export function useElapsed(startedAt: number | null, running: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [running]);
  return startedAt === null ? 0 : Math.max(0, Math.floor((now - startedAt) / 1000));
}
