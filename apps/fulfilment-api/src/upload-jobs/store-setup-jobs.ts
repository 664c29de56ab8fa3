import type { StoreUploadAnswer, StoreUploadJob } from '@fulfil/rest-contract';
import type { FastifyBaseLogger } from 'fastify';

/** How long an ended job can still be asked about: long enough for a gateway that lost touch to catch up. */
const ENDED_JOB_KEPT_MS = 60 * 60 * 1000;

interface Entry {
  job: StoreUploadJob;
  endedAt: number | null;
}

/**
 * The store setup files saved for later (responseCode 2), each stored after its request has
 * answered. Jobs live in this process's memory only: a restart loses the running ones (their
 * transaction never commits, so nothing of them is stored) and sends no e-mail; the gateway following
 * such a job finds it gone and tells the uploader. Closing waits for the running jobs to end.
 */
export interface StoreSetupJobs {
  /**
   * Starts `store` as job `jobId` and calls `ended` with its answer; `store` answers a failure as
   * data rather than rejecting. False when a job of that id is already known.
   */
  start(
    job: { jobId: string; storeId: number; rowCount: number },
    store: () => Promise<StoreUploadAnswer>,
    ended: (answer: StoreUploadAnswer) => Promise<void>,
  ): boolean;
  /** The job, while it runs and for an hour after it ended. */
  get(jobId: string): StoreUploadJob | undefined;
  /** Waits for the running jobs (at shutdown). */
  close(): Promise<void>;
}

export function createStoreSetupJobs(log: FastifyBaseLogger): StoreSetupJobs {
  const jobs = new Map<string, Entry>();
  const running = new Set<Promise<void>>();

  const prune = (now: number) => {
    for (const [jobId, entry] of jobs)
      if (entry.endedAt !== null && now - entry.endedAt > ENDED_JOB_KEPT_MS) jobs.delete(jobId);
  };

  return {
    start({ jobId, storeId, rowCount }, store, ended) {
      prune(Date.now());
      if (jobs.has(jobId)) return false;
      const entry: Entry = {
        job: { jobId, storeId, rowCount, phase: 'STORING', answer: null },
        endedAt: null,
      };
      jobs.set(jobId, entry);
      const run = (async () => {
        const answer = await store();
        entry.job = { ...entry.job, phase: answer.isSuccess ? 'DONE' : 'FAILED', answer };
        entry.endedAt = Date.now();
        try {
          await ended(answer);
        } catch (error) {
          log.error({ err: error, jobId }, 'store setup job could not report its end');
        }
      })();
      running.add(run);
      void run.then(() => running.delete(run));
      return true;
    },
    get(jobId) {
      prune(Date.now());
      return jobs.get(jobId)?.job;
    },
    async close() {
      await Promise.all(running);
    },
  };
}
