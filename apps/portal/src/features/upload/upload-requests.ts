import { UPLOAD_MESSAGES, type RowError, type StoreSetupCounts } from '@fulfil/domain';
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

/** What a request's progress is told: the share of its body sent so far, 0 to 1. */
export type OnSent = (share: number) => void;

/**
 * A JSON body of `fields` whose `data` is JSON already written (the rows, as the parse worker
 * serialised them): a 100,000-row body is not built again as one string on the page.
 */
export function bodyWithRows(fields: Record<string, unknown>, data: Uint8Array<ArrayBuffer>): Blob {
  const head = JSON.stringify(fields).slice(0, -1);
  return new Blob([head, head === '{' ? '"data":' : ',"data":', data, '}'], { type: 'application/json' });
}

/**
 * GETs when there is no body, else POSTs it as JSON (the route refuses anything else); a Blob is
 * JSON already. With
 * `onSent` the request goes by XMLHttpRequest, whose upload events say how much of a large body has
 * left; fetch cannot tell.
 */
export async function uploadRequest<Answer>(path: string, body?: unknown, onSent?: OnSent): Promise<Answer> {
  const headers: Record<string, string> = {};
  const authorization = bearer();
  if (authorization) headers.authorization = authorization;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const method = body === undefined ? 'GET' : 'POST';
  const text = body === undefined || body instanceof Blob ? body : JSON.stringify(body);
  const { ok, status, json } = onSent
    ? await sentWithProgress(`${UPLOAD_PATH}${path}`, method, headers, text, onSent)
    : await fetch(`${UPLOAD_PATH}${path}`, { method, headers, body: text }).then(async (response) => ({
        ok: response.ok,
        status: response.status,
        json: (await response.json().catch(() => ({}))) as unknown,
      }));
  const answer = (json ?? {}) as { error?: unknown };
  if (!ok)
    throw new UploadRequestError(
      status,
      typeof answer.error === 'string' && answer.error ? answer.error : UPLOAD_MESSAGES.unknownError,
    );
  return answer as Answer;
}

function sentWithProgress(
  url: string,
  method: string,
  headers: Record<string, string>,
  body: string | Blob | undefined,
  onSent: OnSent,
): Promise<{ ok: boolean; status: number; json: unknown }> {
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open(method, url);
    Object.entries(headers).forEach(([name, value]) => request.setRequestHeader(name, value));
    request.responseType = 'json';
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onSent(event.loaded / event.total);
    };
    const done = () =>
      resolve({
        ok: request.status >= 200 && request.status < 300,
        status: request.status,
        json: request.response,
      });
    request.onload = done;
    // Status 0: the gateway could not be reached; the answer is then 'Unknown Error'.
    request.onerror = done;
    request.send(body);
  });
}

export interface StoreUploadAnswer extends StoreSetupCounts {
  isSuccess: boolean;
  responseCode: number;
  error: string | null;
  rowErrors: RowError[];
  /** Where the end of a file saved for later is mailed. */
  emailAddress: string | null;
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
