import { contract, UpstreamError, type CallInput } from '@fulfil/fulfilment-client';
import { GraphQLError } from 'graphql';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  ForbiddenKeyError,
  parseUploadJson,
  UPLOAD_JOB_ID_PATTERN,
  UPLOAD_JOB_MESSAGES,
  UPLOAD_MESSAGES,
} from '@fulfil/domain';
import type { GatewayContext } from '../context.js';
import { publishStoreEvent } from '../live/store-events.js';
import { publishUploadProgress, type UploadStep } from '../live/upload-progress.js';
import { followStoreUploadJob } from './upload-jobs.js';
import { assertCanWriteStoreLayout } from '../live/visibility.js';

/** The upload a store setup request belongs to, as its query names it. */
interface UploadJob {
  jobId: string;
  storeId: number;
}

/**
 * A 100,000-row store setup file is some 30 MB of JSON; the API accepts 64 MB on its upload routes,
 * and so do these. Every other route keeps the 1 MB default.
 */
export const UPLOAD_BODY_LIMIT = 64 * 1024 * 1024;

/** The caller of a request, as /graphql resolves it: the bearer token (a user's or an API key) verified. */
export type ContextOf = (request: FastifyRequest) => Promise<GatewayContext>;

type UploadRoute = typeof contract.UploadStore | typeof contract.UploadCatMap | typeof contract.UploadUsers;

/** The JSON body as the call sends it on; the API, not the gateway, judges its fields. */
const bodyOf = <R extends UploadRoute>(request: FastifyRequest) =>
  (typeof request.body === 'object' && request.body !== null ? request.body : {}) as CallInput<R>['body'];

/** A positive whole number of a path, or null. */
function idOf(text: string): number | null {
  return /^[1-9]\d{0,9}$/.test(text) ? Number(text) : null;
}

/**
 * An upstream refusal as the status and words the API gave, the gateway's own store check as 403;
 * an outage as 502 or 503, never a stack.
 */
function refusal(reply: FastifyReply, error: unknown): FastifyReply {
  if (error instanceof UpstreamError) {
    const status = error.status >= 400 && error.status < 500 ? error.status : error.status === 0 ? 502 : 503;
    return reply.code(status).send({ error: error.message });
  }
  if (error instanceof GraphQLError && error.extensions.code === 'FORBIDDEN')
    return reply.code(403).send({ error: error.message });
  reply.log.error({ err: error }, 'upload route failed');
  return reply.code(500).send({ error: 'The upload could not be completed; try again later.' });
}

/**
 * The upload screen's routes under /upload: the five REST calls of the uploads, answered with the
 * API's JSON, acting as the caller. Files are parsed in the browser, so a body is row objects;
 * GraphQL keeps its 1 MB limit and these alone take UPLOAD_BODY_LIMIT.
 *
 * CSRF: a POST must say `content-type: application/json` (415 otherwise). A browser sends that type
 * from another site only after a CORS preflight, which the gateway never grants, so no form or
 * simple request from another site reaches an upload; the bearer token is never sent by a browser
 * on its own either.
 */
export function registerUploads(contextOf: ContextOf) {
  return async (app: FastifyInstance): Promise<void> => {
    // These routes alone (Fastify keeps parsers per plugin) read JSON refusing a reserved key by name.
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser(
      'application/json',
      { parseAs: 'string', bodyLimit: UPLOAD_BODY_LIMIT },
      (_request, body, done) => {
        try {
          done(null, parseUploadJson(body.toString()));
        } catch (error) {
          const message =
            error instanceof ForbiddenKeyError
              ? error.message
              : `The body is not valid JSON: ${(error as Error).message}`;
          done(Object.assign(new Error(message), { statusCode: 400 }));
        }
      },
    );
    app.addHook('onRequest', async (request, reply) => {
      if (!request.url.startsWith('/upload/')) return;
      if (request.method === 'POST' && !isJson(request.headers['content-type']))
        return reply
          .code(415)
          .send({ error: 'Send the upload as JSON: the content-type must be application/json.' });
    });

    /** Runs `work` as the verified caller; 401 when the request carries no valid token. */
    const asCaller =
      (work: (context: GatewayContext, request: FastifyRequest, reply: FastifyReply) => Promise<unknown>) =>
      async (request: FastifyRequest, reply: FastifyReply) => {
        const context = await contextOf(request);
        if (!context.user)
          return reply
            .code(401)
            .header('www-authenticate', 'Bearer')
            .send({ error: 'Sign in to upload: send your token as "Authorization: Bearer <token>".' });
        try {
          return reply.header('cache-control', 'no-store').send(await work(context, request, reply));
        } catch (error) {
          return refusal(reply, error);
        }
      };

    const post = (url: string, handler: ReturnType<typeof asCaller>) =>
      app.post(url, { bodyLimit: UPLOAD_BODY_LIMIT }, handler);

    app.get(
      '/upload/foodSafetyTypeNames/:clientId/:storeSourceKey',
      asCaller(async (context, request, reply) => {
        const { clientId, storeSourceKey } = request.params as { clientId: string; storeSourceKey: string };
        const id = idOf(clientId);
        if (id === null) return badId(reply, 'clientId');
        return context.api.call(contract.GetUploadFoodSafetyTypeNames, {
          params: { clientId: id, storeSourceKey },
        });
      }),
    );

    app.get(
      '/upload/downloadExcel/:storeId',
      asCaller(async (context, request, reply) => {
        const storeId = idOf((request.params as { storeId: string }).storeId);
        if (storeId === null) return badId(reply, 'storeId');
        return context.api.call(contract.DownloadStoreSetup, { params: { storeId } });
      }),
    );

    // The API checks every body against its contract and answers 400 naming what is wrong.
    post(
      '/upload/store',
      asCaller((context, request, reply) => {
        const job = jobOf(request.query as Record<string, string | undefined>);
        if (typeof job === 'string') return Promise.resolve(reply.code(400).send({ error: job }));
        return storeUpload(context, bodyOf<typeof contract.UploadStore>(request), job, request.log);
      }),
    );
    post(
      '/upload/catmap',
      asCaller((context, request) =>
        context.api.call(contract.UploadCatMap, { body: bodyOf<typeof contract.UploadCatMap>(request) }),
      ),
    );
    post(
      '/upload/users',
      asCaller((context, request) =>
        context.api.call(contract.UploadUsers, { body: bodyOf<typeof contract.UploadUsers>(request) }),
      ),
    );
  };
}

const isJson = (contentType: unknown) =>
  typeof contentType === 'string' && /^application\/json\s*(;|$)/i.test(contentType.trim());

function badId(reply: FastifyReply, name: string): FastifyReply {
  return reply.code(400).send({ error: `${name} must be a positive whole number.` });
}

/** An upload job the store's admins follow: `?jobId=&storeId=`, both or neither; a string says what is wrong. */
function jobOf(query: Record<string, string | undefined>): UploadJob | null | string {
  const { jobId, storeId } = query;
  if (jobId === undefined && storeId === undefined) return null;
  if (jobId === undefined || !UPLOAD_JOB_ID_PATTERN.test(jobId))
    return 'jobId must be 8 to 64 letters, digits or dashes.';
  const id = idOf(storeId ?? '');
  return id === null ? 'storeId must be a positive whole number.' : { jobId, storeId: id };
}

/**
 * Sends a store setup file; once it is stored, the store's open layout screens hear
 * StoreSetupUploaded and read the sections again, so many changes cost one event. With a `jobId`
 * the store's admins also hear the upload's STORING, then DONE or FAILED (StoreSetupUploadProgress).
 * A file the API saves for later (responseCode 2) is answered at once and followed until it ends,
 * its end told the same way.
 */
async function storeUpload(
  context: GatewayContext,
  body: CallInput<typeof contract.UploadStore>['body'],
  job: UploadJob | null,
  log: FastifyBaseLogger,
) {
  const rowCount = Array.isArray(body.data) ? body.data.length : 0;
  // Only the store's writers may tell its admins of an upload, as with reportUploadProgress.
  if (job) await assertCanWriteStoreLayout(context.api, job.storeId);
  const step = (phase: UploadStep['phase'], message: string | null = null) =>
    job
      ? publishUploadProgress(context, job.storeId, {
          jobId: job.jobId,
          phase,
          rowsDone: phase === 'DONE' ? rowCount : 0,
          rowCount,
          message,
        })
      : Promise.resolve();
  await step('STORING');
  let answer;
  try {
    answer = await context.api.call(contract.UploadStore, {
      body: job ? { ...body, jobId: job.jobId } : body,
    });
  } catch (error) {
    await step('FAILED', error instanceof UpstreamError ? error.message : UPLOAD_MESSAGES.unknownError);
    throw error;
  }
  if (answer.responseCode === contract.UPLOAD_RESPONSE_CODES.later && answer.jobId) {
    // Followed as the caller, outside this request's budget of calls.
    const api = context.api.withSession({ token: context.token });
    void followStoreUploadJob(api, answer.jobId, () => step('STORING'))
      .then((ended) =>
        ended === null
          ? step('FAILED', UPLOAD_JOB_MESSAGES.lost)
          : ended && announceEnd(context, ended, step),
      )
      .catch((error: unknown) => log.error({ err: error }, 'following a store setup job failed'));
  } else await announceEnd(context, answer, step);
  return answer;
}

/** Tells the store how an upload ended: StoreSetupUploaded and DONE once stored, FAILED with the reason when refused. */
async function announceEnd(
  context: GatewayContext,
  answer: contract.StoreUploadAnswer,
  step: (phase: UploadStep['phase'], message?: string | null) => Promise<void>,
) {
  if (answer.isSuccess && answer.responseCode === contract.UPLOAD_RESPONSE_CODES.stored && answer.storeId) {
    await publishStoreEvent(context, 'StoreSetupUploaded', answer.storeId, {
      rowCount: answer.rowCount,
      sectionsCreated: answer.sectionsCreated,
      sectionsUpdated: answer.sectionsUpdated,
      sectionsDeleted: answer.sectionsDeleted,
      shelvesCreated: answer.shelvesCreated,
      shelvesUpdated: answer.shelvesUpdated,
      shelvesDeleted: answer.shelvesDeleted,
      zonesWereMerged: answer.zonesWereMerged,
    });
    await step('DONE');
  } else if (!answer.isSuccess) await step('FAILED', answer.error || UPLOAD_MESSAGES.unknownError);
}
