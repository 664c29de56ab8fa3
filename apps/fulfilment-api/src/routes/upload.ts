import { randomUUID } from 'node:crypto';
import {
  checkBulkUsers,
  checkCatMap,
  checkStoreSetup,
  fileTypeError,
  ForbiddenKeyError,
  isLargeStoreSetup,
  parseUploadJson,
  ROLES,
  rowErrorSummary,
  UPLOAD_REASON,
  UPLOAD_JOB_MESSAGES,
  UPLOAD_MESSAGES,
  type RowError,
  type StoreSetupSection,
} from '@fulfil/domain';
import {
  DownloadStoreSetup,
  GetStoreUploadJob,
  GetUploadFoodSafetyTypeNames,
  UPLOAD_RESPONSE_CODES,
  UploadCatMap,
  UploadStore,
  UploadUsers,
  type BulkUserError,
  type StoreUploadAnswer,
} from '@fulfil/rest-contract';
import { mayManageUsers } from '../auth/user-rules.js';
import type { Db } from '../db/connect.js';
import { badRequest, forbidden, notFound } from '../errors.js';
import { requireStore } from '../queries/layout/index.js';
import { clientStoresByKey, writeBulkUser } from '../queries/uploads/bulk-users.js';
import { replaceCatMap } from '../queries/uploads/catmap.js';
import { storeSetupRows } from '../queries/uploads/store-download.js';
import { applyStoreSetup, MissingZones, NO_CHANGES } from '../queries/uploads/store-setup.js';
import { foodSafetyTypesOf, requireStoreBySourceKey, uploaderEmail } from '../queries/uploads/stores.js';
import { requirePlacementClient } from '../queries/user-writes.js';
import type { Services } from '../services.js';
import { mailJobEnd } from '../upload-jobs/job-mail.js';
import { of, type ContractRoutes } from './typed-routes.js';

/**
 * Uploads and the store setup download (spec 2 sections 5 and 7). Every file is checked by the row
 * rules of `@fulfil/domain` before anything is stored, so a file sent around the portal gets the
 * same reason codes; a refused file is answered as data (isSuccess false, responseCode 1).
 */

/** A 100,000-row store setup is some 25 MB of JSON; the row cap (MAX_UPLOAD_ROWS) is in the schema. */
const UPLOAD_BODY_LIMIT = 64 * 1024 * 1024;

const storeSetupFailure = (error: string, rowErrors: RowError[] = []) => ({
  ...NO_CHANGES,
  isSuccess: false,
  responseCode: UPLOAD_RESPONSE_CODES.failed,
  deleteErrors: [],
  error,
  rowErrors,
});

/** The upload bodies' JSON: a reserved key is refused naming it, other bad JSON saying why. */
function readUploadJson(
  _request: unknown,
  body: string | Buffer,
  done: (error: Error | null, body?: unknown) => void,
) {
  try {
    done(null, parseUploadJson(body.toString()));
  } catch (error) {
    done(
      error instanceof ForbiddenKeyError
        ? badRequest(error.message)
        : badRequest(`The body is not valid JSON: ${(error as Error).message}`),
    );
  }
}

/**
 * Stores a checked file in one transaction: the answer's counts, or ZONES failed when the file names
 * a zone the store lacks (then nothing is stored).
 */
async function storeSetup(
  db: Db,
  storeId: number,
  file: { sections: StoreSetupSection[]; clearExisting: boolean },
  by: string,
) {
  try {
    const counts = await db.transaction().execute((trx) => applyStoreSetup(trx, storeId, file, by));
    return {
      ...counts,
      isSuccess: true,
      responseCode: UPLOAD_RESPONSE_CODES.stored,
      deleteErrors: [],
      error: null,
      rowErrors: [],
    };
  } catch (error) {
    if (error instanceof MissingZones) return storeSetupFailure(UPLOAD_MESSAGES.zonesFailed);
    throw error;
  }
}

export const uploadRoutes: ContractRoutes<Services> = async (
  app,
  { db, mailer, uploadJobs, largeUploadRows },
) => {
  // Only the routes of this plugin read JSON this way (Fastify keeps parsers per plugin).
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: UPLOAD_BODY_LIMIT },
    readUploadJson,
  );

  app.route({
    ...of(GetUploadFoodSafetyTypeNames),
    handler: async (request) => {
      const { clientId, storeSourceKey } = request.params;
      const store = await requireStoreBySourceKey(db, request.caller, clientId, storeSourceKey);
      if (!store) throw notFound(`Store ${storeSourceKey} of client ${clientId}`);
      const types = await foodSafetyTypesOf(db, store.storeId);
      return { status: 200, storeId: store.storeId, foodSafetyTypes: types.map((type) => type.name) };
    },
  });

  app.route({
    ...of(UploadStore),
    bodyLimit: UPLOAD_BODY_LIMIT,
    handler: async (request): Promise<StoreUploadAnswer> => {
      const { caller } = request;
      const { clientId, storeSourceKey, fileName, workBookName, data, clearExisting } = request.body;
      const store = await requireStoreBySourceKey(db, caller, clientId, storeSourceKey);
      const base = {
        filename: fileName,
        workbookName: workBookName,
        storeSourceKey,
        storeId: store?.storeId ?? null,
        rowCount: data.length,
        emailAddress: await uploaderEmail(db, caller),
        jobId: null,
      };
      if (!store) return { ...base, ...storeSetupFailure(UPLOAD_REASON.storeDoesNotExist) };
      const fileType = fileTypeError(fileName, 'storeSetup');
      if (fileType) return { ...base, ...storeSetupFailure(rowErrorSummary([fileType]), [fileType]) };
      const types = await foodSafetyTypesOf(db, store.storeId);
      const { errors, sections } = checkStoreSetup(data, {
        storeSourceKey,
        foodSafetyTypeNames: types.map((type) => type.name),
      });
      if (errors.length) return { ...base, ...storeSetupFailure(rowErrorSummary(errors), errors) };
      const file = { sections, clearExisting: clearExisting ?? false };
      const storeFile = async (): Promise<StoreUploadAnswer> => ({
        ...base,
        ...(await storeSetup(db, store.storeId, file, caller.userName)),
      });
      if (!isLargeStoreSetup(data.length, largeUploadRows)) return storeFile();

      // Saved for later: the job inherits this request's actor, so its history names the uploader.
      const jobId = request.body.jobId ?? randomUUID();
      const job = { jobId, storeId: store.storeId, rowCount: data.length };
      const started = uploadJobs.start(
        job,
        () =>
          storeFile().catch((error: unknown) => {
            request.log.error({ err: error, jobId }, 'store setup job failed');
            return { ...base, ...storeSetupFailure(UPLOAD_MESSAGES.unknownError) };
          }),
        mailJobEnd(mailer, base.emailAddress, { fileName, storeName: store.name, storeSourceKey }),
      );
      if (!started) throw badRequest(UPLOAD_JOB_MESSAGES.jobIdInUse(jobId));
      return {
        ...base,
        ...NO_CHANGES,
        isSuccess: true,
        responseCode: UPLOAD_RESPONSE_CODES.later,
        deleteErrors: [],
        error: null,
        rowErrors: [],
        jobId,
      };
    },
  });

  app.route({
    ...of(GetStoreUploadJob),
    handler: async (request) => {
      const job = uploadJobs.get(request.params.jobId);
      if (!job) throw notFound(`Upload job ${request.params.jobId}`);
      await requireStore(db, request.caller, job.storeId, 'write');
      return job;
    },
  });

  app.route({
    ...of(DownloadStoreSetup),
    handler: async (request) => {
      const { storeId } = request.params;
      await requireStore(db, request.caller, storeId, 'write');
      return { isSuccess: true, rows: await storeSetupRows(db, storeId) };
    },
  });

  app.route({
    ...of(UploadCatMap),
    bodyLimit: UPLOAD_BODY_LIMIT,
    handler: async (request) => {
      const { clientId, storeId, fileName, data } = request.body;
      const store = await requireStore(db, request.caller, storeId, 'write');
      if (store.clientId !== clientId) throw notFound(`Store ${storeId} of client ${clientId}`);
      const refuse = (rowErrors: RowError[]) => ({
        isSuccess: false,
        responseMessage: rowErrorSummary(rowErrors),
        rowErrors,
      });
      const fileType = fileTypeError(fileName, 'catMap');
      if (fileType) return refuse([fileType]);
      const { errors, entries } = checkCatMap(data);
      if (errors.length) return refuse(errors);
      const stored = await replaceCatMap(db, storeId, entries, request.caller.userName);
      if (stored.errors.length) return refuse(stored.errors);
      return {
        isSuccess: true,
        responseMessage: `Mapped ${stored.categories} item categories to ${stored.sections} sections.`,
        rowErrors: [],
      };
    },
  });

  app.route({
    ...of(UploadUsers),
    bodyLimit: UPLOAD_BODY_LIMIT,
    handler: async (request) => {
      const { caller } = request;
      const { clientId, fileName, data } = request.body;
      if (!mayManageUsers(caller)) throw forbidden();
      const client = await requirePlacementClient(db, caller, clientId);
      const answer = { filename: fileName, rowCount: data.length, createdUsers: 0, updatedUsers: 0 };
      const checked = checkBulkUsers(data, {
        role: caller.role,
        curbsideOnly: client.curbsideOnly,
        roles: ROLES,
      });
      const refusedFile = fileTypeError(fileName, 'bulkUsers') ?? checked.fileError;
      if (refusedFile)
        return {
          ...answer,
          isSuccess: false,
          errorCount: 0,
          errors: [],
          error: rowErrorSummary([refusedFile]),
        };
      const username = (rowIndex: number) =>
        String((data[rowIndex - 2] as { username?: unknown }).username ?? '');
      const errors: BulkUserError[] = checked.errors.map((error) => ({
        rowIndex: error.rowIndex,
        username: username(error.rowIndex),
        reasonCode: error.reasonCode,
        errorMessage: error.message ?? error.reasonCode,
      }));
      const stores = await clientStoresByKey(db, clientId);
      for (const user of checked.users) {
        const outcome = await writeBulkUser(db, caller, clientId, stores, user);
        if ('created' in outcome) answer.createdUsers += 1;
        else if ('updated' in outcome) answer.updatedUsers += 1;
        else errors.push({ ...outcome.error, username: user.userName });
      }
      errors.sort((a, b) => a.rowIndex - b.rowIndex);
      return {
        ...answer,
        isSuccess: errors.length === 0,
        errorCount: errors.length,
        errors,
        error: errors.length ? `${errors.length} of ${data.length} users were not saved.` : null,
      };
    },
  });
};
