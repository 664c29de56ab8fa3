import { contract, UpstreamError, type FulfilmentApi } from '@fulfil/fulfilment-client';

type StoreUploadAnswer = contract.StoreUploadAnswer;

/** How often a job is asked after, and how often its admins are told it is still storing. */
export interface FollowTimes {
  pollMs: number;
  stillStoringMs: number;
  /** How long a job may take before it is no longer followed (its e-mail still tells the uploader). */
  giveUpMs: number;
}

export const FOLLOW_TIMES: FollowTimes = { pollMs: 1000, stillStoringMs: 10_000, giveUpMs: 30 * 60_000 };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Follows a store setup job of the API's (a file saved for later, responseCode 2) until it ends:
 * its answer, or null when the API no longer knows it (it restarted: nothing was stored). While it
 * runs, `stillStoring` is called every `stillStoringMs`, so the store's banners do not expire.
 * An outage of the API is waited out; a job that outlasts `giveUpMs`, or a caller the API no longer
 * accepts, stops being followed with undefined.
 */
export async function followStoreUploadJob(
  api: FulfilmentApi,
  jobId: string,
  stillStoring: () => Promise<void>,
  times: FollowTimes = FOLLOW_TIMES,
): Promise<StoreUploadAnswer | null | undefined> {
  const started = Date.now();
  let told = started;
  while (Date.now() - started < times.giveUpMs) {
    await sleep(times.pollMs);
    try {
      const job = await api.call(contract.GetStoreUploadJob, { params: { jobId } });
      if (job.answer) return job.answer;
    } catch (error) {
      if (!(error instanceof UpstreamError)) throw error;
      if (error.status === 404) return null;
      // Refused (the caller's token expired, access lost): only the e-mail can tell the end now.
      if (error.status >= 400 && error.status < 500) return undefined;
    }
    if (Date.now() - told >= times.stillStoringMs) {
      told = Date.now();
      await stillStoring();
    }
  }
  return undefined;
}
