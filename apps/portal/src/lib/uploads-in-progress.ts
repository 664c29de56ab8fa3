import { useEffect, useState, useSyncExternalStore } from 'react';
import { uploadEnded } from '@fulfil/domain';
import type { StoreUploadProgressFragment } from '../gql/graphql';

/** An upload that sends no step for this long has stopped (its tab closed or lost the network). */
const STALE_AFTER_MS = 30_000;

export interface UploadInProgress {
  jobId: string;
  displayName: string;
  percent: number;
  /** When this tab heard the latest step. */
  heardAt: number;
}

/**
 * The store setup uploads under way, per store, as the layout screens' storeEvents subscriptions
 * hear their steps. Kept beside the cache rather than in it: they are never queried, only heard,
 * and every layout screen of the store shows the same banner.
 */
const uploads = new Map<string, Map<string, UploadInProgress>>();
/** Jobs that ended: a browser's step sent just before the server's DONE may land after it. */
const ended = new Set<string>();
const listeners = new Set<() => void>();
const EMPTY: UploadInProgress[] = [];
let snapshots = new Map<string, UploadInProgress[]>();

function changed(): void {
  snapshots = new Map();
  listeners.forEach((listener) => listener());
}

/** Notes a step heard on the store's events: DONE and FAILED end the upload's banner. */
export function noteUploadStep(storeId: string, step: StoreUploadProgressFragment): void {
  const jobs = uploads.get(storeId) ?? new Map<string, UploadInProgress>();
  uploads.set(storeId, jobs);
  if (uploadEnded(step.phase)) {
    jobs.delete(step.jobId);
    ended.add(step.jobId);
  } else if (!ended.has(step.jobId)) {
    // Steps may arrive out of order across gateways; the percent only grows.
    const percent = Math.max(step.percent, jobs.get(step.jobId)?.percent ?? 0);
    jobs.set(step.jobId, {
      jobId: step.jobId,
      displayName: step.actor.displayName,
      percent,
      heardAt: Date.now(),
    });
  }
  changed();
}

function current(storeId: string): UploadInProgress[] {
  const jobs = uploads.get(storeId);
  if (!jobs?.size) return EMPTY;
  let snapshot = snapshots.get(storeId);
  if (!snapshot) {
    const oldest = Date.now() - STALE_AFTER_MS;
    snapshot = [...jobs.values()].filter((upload) => upload.heardAt >= oldest);
    snapshots.set(storeId, snapshot);
  }
  return snapshot;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The uploads under way to the store, each with its uploader and percent; stopped ones drop out. */
export function useUploadsInProgress(storeId: string | null): UploadInProgress[] {
  const [, setTick] = useState(0);
  const shown = useSyncExternalStore(subscribe, () => (storeId ? current(storeId) : EMPTY));
  // While any is shown, look again now and then so one that stopped sending steps goes away.
  useEffect(() => {
    if (shown.length === 0) return;
    const timer = setInterval(() => {
      snapshots = new Map();
      setTick((tick) => tick + 1);
    }, STALE_AFTER_MS / 3);
    return () => clearInterval(timer);
  }, [shown.length]);
  return shown;
}
