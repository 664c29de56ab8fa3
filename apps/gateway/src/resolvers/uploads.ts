import { uploadEnded, uploadProgressError } from '@fulfil/domain';
import { GraphQLError } from 'graphql';
import type { Resolvers } from '../generated/resolvers-types.js';
import { unauthenticated } from '../errors.js';
import { endingAtOnce } from '../live/ending-at-once.js';
import { delivered } from '../live/delivered.js';
import type { DeliveredStoreEvent } from '../live/store-events.js';
import { isStepOf, publishUploadProgress, type UploadProgressEvent } from '../live/upload-progress.js';
import { assertCanSeeStore, assertCanWriteStoreLayout, liveViewer } from '../live/visibility.js';

/** The phases only the uploader's browser knows of; the upload route reports the others. */
const BROWSER_PHASES = new Set(['PARSING', 'VALIDATING', 'SENDING', 'FAILED']);

export const uploadsResolvers: Resolvers = {
  Mutation: {
    reportUploadProgress: async (_parent, { storeId, jobId, phase, rowsDone, rowCount }, context) => {
      if (!context.user) throw unauthenticated();
      const wrong = BROWSER_PHASES.has(phase)
        ? uploadProgressError({ jobId, rowsDone, rowCount })
        : { field: 'phase', message: 'phase must be PARSING, VALIDATING, SENDING or FAILED.' };
      if (wrong)
        throw new GraphQLError(wrong.message, { extensions: { code: 'BAD_USER_INPUT', field: wrong.field } });
      // Progress shares the presence reports' rate: both are heartbeats shown to the store's admins.
      if (!context.presenceReports.take(String(context.user.id)))
        throw new GraphQLError('Too many progress reports; wait a few seconds and try again.', {
          extensions: { code: 'RATE_LIMITED' },
        });
      await assertCanWriteStoreLayout(context.api, Number(storeId));
      await publishUploadProgress(context, Number(storeId), { jobId, phase, rowsDone, rowCount });
      return true;
    },
  },
  Subscription: {
    uploadProgress: {
      subscribe: async (_parent, { storeId, jobId }, context) => {
        liveViewer(context);
        // The steps are store events every reader of the store hears on storeEvents too; the job id only narrows them.
        await assertCanSeeStore(context.api, Number(storeId));
        const isStep = isStepOf(Number(storeId), jobId);
        // Resync notices are left out: a missed step is made good by the next, and the last by DONE's e-mail or answer.
        const events = context.hub.listen(isStep);
        let ended = false;
        return endingAtOnce(events, async (): Promise<IteratorResult<UploadProgressEvent>> => {
          while (!ended) {
            const { value, done } = await events.next();
            if (done) break;
            if (!isStep(value)) continue;
            ended = uploadEnded(value.payload.phase);
            return { value, done: false };
          }
          await events.return?.();
          return { value: undefined, done: true };
        });
      },
      resolve: (event: UploadProgressEvent) =>
        delivered<DeliveredStoreEvent<'StoreSetupUploadProgress'>>(event),
    },
  },
};
