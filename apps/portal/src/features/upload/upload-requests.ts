import { UPLOAD_MESSAGES, type RowError } from '@fulfil/domain';
import { bearer } from '../../lib/endpoint';

/** The gateway's upload routes, which forward to the API's upload calls as the signed-in person. */
const UPLOAD_PATH = '/upload';

/** A refused or failed request, with the gateway's words or 'Unknown Error'. */
export class UploadRequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** GETs when there is no body, else POSTs it as JSON (the route refuses anything else). */
export async function uploadRequest<Answer>(path: string, body?: unknown): Promise<Answer> {
  const headers: Record<string, string> = {};
  const authorization = bearer();
  if (authorization) headers.authorization = authorization;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${UPLOAD_PATH}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = (await response.json().catch(() => ({}))) as { error?: unknown };
  if (!response.ok)
    throw new UploadRequestError(
      response.status,
      typeof answer.error === 'string' && answer.error ? answer.error : UPLOAD_MESSAGES.unknownError,
    );
  return answer as Answer;
}

/** The store setup answer's counts, as the statistics show them. */
export interface StoreSetupCounts {
  rowCount: number;
  sectionsCreated: number;
  sectionsUpdated: number;
  sectionsDeleted: number;
  shelvesCreated: number;
  shelvesUpdated: number;
  shelvesDeleted: number;
  zonesWereMerged: boolean;
}

export interface StoreUploadAnswer extends StoreSetupCounts {
  isSuccess: boolean;
  responseCode: number;
  error: string | null;
  rowErrors: RowError[];
}

export interface CatMapUploadAnswer {
  isSuccess: boolean;
  responseMessage: string;
  rowErrors: RowError[];
}

export interface UsersUploadAnswer {
  isSuccess: boolean;
  rowCount: number;
  createdUsers: number;
  updatedUsers: number;
  errorCount: number;
  errors: { rowIndex: number; username: string; reasonCode: string; errorMessage: string }[];
  error: string | null;
}
