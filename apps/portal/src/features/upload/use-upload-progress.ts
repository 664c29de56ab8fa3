import { useCallback, useRef, useState } from 'react';
import { skipToken, useApolloClient, useSubscription } from '@apollo/client/react';
import { uploadPercent, type UploadPhase } from '@fulfil/domain';
import { ReportUploadProgressDocument, UploadProgressDocument } from '../../gql/graphql';

/** Steps of one phase are told to the store's admins at most this often; a new phase at once. */
const REPORT_EVERY_MS = 1_000;

/** The phases the browser tells of; the server tells of STORING and DONE itself. */
const REPORTED: ReadonlySet<UploadPhase> = new Set(['PARSING', 'VALIDATING', 'SENDING', 'FAILED']);

/** A store setup upload the store's admins follow: its id and store. */
export interface UploadJob {
  jobId: string;
  storeId: string;
}

/** Where the uploader's upload is, as a percent; a FAILED step from the server says why. */
export interface UploadProgress {
  phase: UploadPhase;
  percent: number;
  message?: string | null;
}

/** Says how far the upload has come: `rowsDone` of `rowCount` rows through `phase`. */
export type ReportStep = (phase: UploadPhase, rowsDone: number, rowCount: number) => void;

/**
 * The uploader's progress in percent: their browser's own steps at once, the server's (STORING,
 * DONE, FAILED) as uploadProgress delivers them. Store setup steps are also told to the store's
 * admins, in order and no more than once a second within a phase; progress is a courtesy, so a
 * failed report never disturbs the upload.
 */
export function useUploadProgress() {
  const apollo = useApolloClient();
  const [job, setJob] = useState<UploadJob | null>(null);
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const sent = useRef({ phase: '' as UploadPhase | '', at: 0, queue: Promise.resolve() as Promise<unknown> });

  const show = useCallback((next: UploadProgress) => {
    // The server's steps and the browser's may cross; the percent only grows, an end always shows.
    setProgress((shown) => (shown && shown.percent > next.percent && next.phase !== 'FAILED' ? shown : next));
  }, []);

  useSubscription(
    UploadProgressDocument,
    job
      ? {
          variables: job,
          onData: ({ data }) => {
            const step = data.data?.uploadProgress;
            if (step) show({ phase: step.phase, percent: step.percent, message: step.message });
          },
        }
      : skipToken,
  );

  /** Starts following an upload (with the store it is for, when the store's admins are told). */
  const start = useCallback(
    (storeId: string | null): { job: UploadJob | null; step: ReportStep } => {
      const next = storeId ? { jobId: crypto.randomUUID(), storeId } : null;
      setJob(next);
      setProgress(null);
      sent.current = { phase: '', at: 0, queue: Promise.resolve() };
      const step: ReportStep = (phase, rowsDone, rowCount) => {
        show({ phase, percent: uploadPercent(phase, rowsDone, rowCount) });
        const last = sent.current;
        const now = Date.now();
        if (!next || !REPORTED.has(phase) || (last.phase === phase && now - last.at < REPORT_EVERY_MS))
          return;
        last.phase = phase;
        last.at = now;
        last.queue = last.queue
          .then(() =>
            apollo.mutate({
              mutation: ReportUploadProgressDocument,
              variables: { ...next, phase, rowsDone, rowCount },
            }),
          )
          .catch(() => undefined);
      };
      return { job: next, step };
    },
    [apollo, show],
  );

  return { progress, start };
}
