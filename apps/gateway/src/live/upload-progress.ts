import { uploadPercent, type UploadPhase } from '@fulfil/domain';
import { storeScope, type ChangeEvent, type UploadProgressPayload } from '@fulfil/live';
import type { GatewayContext } from '../context.js';
import type { LiveEvent } from './resync.js';
import { publishStoreEvent } from './store-events.js';

/** One step of an upload, before its percent is worked out. */
export interface UploadStep {
  jobId: string;
  phase: UploadPhase;
  rowsDone: number;
  rowCount: number;
  message?: string | null;
}

/** Tells the store's admins, and the uploader's uploadProgress, how far the caller's upload has come. */
export function publishUploadProgress(
  context: Pick<GatewayContext, 'user' | 'bus' | 'api'>,
  storeId: number,
  step: UploadStep,
): Promise<void> {
  return publishStoreEvent(context, 'StoreSetupUploadProgress', storeId, {
    ...step,
    storeId,
    message: step.message ?? null,
    percent: uploadPercent(step.phase, step.rowsDone, step.rowCount),
  });
}

export type UploadProgressEvent = ChangeEvent<UploadProgressPayload> & { type: 'StoreSetupUploadProgress' };

/** Whether `event` is a step of upload `jobId` to the store. */
export function isStepOf(storeId: number, jobId: string) {
  const scope = storeScope(storeId);
  return (event: LiveEvent): event is UploadProgressEvent =>
    event.type === 'StoreSetupUploadProgress' &&
    event.scope === scope &&
    (event.payload as UploadProgressPayload).jobId === jobId;
}
