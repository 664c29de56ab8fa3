import type { Method } from '@fulfil/rest-contract';
import { Pool, type Dispatcher } from 'undici';
import { namedCalls, type FulfilmentApi, type SessionContext } from './api.js';
import { contractCall, type Send, type SendRaw } from './contract-call.js';
import { errorFromResponse, unreachable } from './errors.js';

export interface FulfilmentClientOptions extends SessionContext {
  /** Base URL of the REST API, e.g. http://localhost:4001 */
  baseUrl: string;
  /** Milliseconds before a call is abandoned as unavailable. */
  timeoutMs?: number;
  /** Told of every call once it is answered or fails (for metrics). */
  onCallDone?: (call: FinishedCall) => void;
}

/** A call as metrics see it: its route with ids left out, its status (0 when unanswered) and duration. */
export interface FinishedCall {
  method: string;
  route: string;
  status: number;
  seconds: number;
}

interface Transport {
  pool: Dispatcher;
  basePath: string;
  timeoutMs: number;
  onCallDone?: (call: FinishedCall) => void;
}

/** Creates the undici implementation of the REST contract, over one keep-alive connection pool. */
export function createFulfilmentClient(options: FulfilmentClientOptions): FulfilmentApi {
  const base = new URL(options.baseUrl);
  const pool = new Pool(base.origin, { connections: 64, keepAliveTimeout: 30_000 });
  const basePath = base.pathname.replace(/\/$/, '');
  const { timeoutMs = 15_000, onCallDone, ...session } = options;
  return bind({ pool, basePath, timeoutMs, onCallDone }, session);
}

/** A call's path as a route: no query, and every number an `:id`, so metrics keep a bounded set of labels. */
export function routeOf(path: string): string {
  return path.replace(/\?.*$/, '').replace(/\/\d+(?=\/|$)/g, '/:id');
}

function bind(transport: Transport, session: SessionContext): FulfilmentApi {
  const { pool, basePath, timeoutMs, onCallDone } = transport;
  /**
   * Sends one request and reads a successful answer's body with `read`; an answer of 400 or more
   * rejects with the API's error, read as JSON.
   */
  const exchange = async <T>(
    method: Method,
    path: string,
    body: unknown,
    read: (answer: Dispatcher.ResponseData['body']) => Promise<T>,
  ): Promise<T> => {
    session.beforeCall?.(method, path);
    const started = performance.now();
    const done = (status: number) =>
      onCallDone?.({ method, route: routeOf(path), status, seconds: (performance.now() - started) / 1000 });
    const headers: Record<string, string> = {
      accept: 'application/json',
      'fulfiller-clientId': String(session.clientId ?? 0),
      'fulfiller-storeId': String(session.storeId ?? 0),
    };
    if (session.token) headers.authorization = `Bearer ${session.token}`;
    if (session.forwardedFor) headers['x-forwarded-for'] = session.forwardedFor;
    if (session.requestId) headers['x-request-id'] = session.requestId;
    if (body !== undefined) headers['content-type'] = 'application/json';
    let response: Dispatcher.ResponseData;
    try {
      response = await pool.request({
        method,
        path: basePath + path,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        headersTimeout: timeoutMs,
        bodyTimeout: timeoutMs,
      });
    } catch (error) {
      done(0);
      throw unreachable(error);
    }
    if (response.statusCode >= 400) {
      const text = await response.body.text();
      done(response.statusCode);
      throw errorFromResponse(response.statusCode, text ? safeJson(text) : undefined);
    }
    const answer = await read(response.body);
    done(response.statusCode);
    return answer;
  };
  // The API serialised the answer with the route's own response schema.
  const send: Send = <T>(method: Method, path: string, body?: unknown) =>
    exchange(method, path, body, async (answer) => {
      const text = await answer.text();
      return (text ? safeJson(text) : undefined) as T;
    });
  const sendRaw: SendRaw = (method, path, body) =>
    exchange(method, path, body, async (answer) => Buffer.from(await answer.arrayBuffer()));
  const call = contractCall(send, sendRaw);

  return Object.assign(namedCalls(call), {
    call,
    // The hook counts an operation's calls, which go on, for the same request, when it signs in as another session.
    withSession: (next: SessionContext) =>
      bind(transport, { beforeCall: session.beforeCall, requestId: session.requestId, ...next }),
    // The public key set is not a contract route: it answers whoever asks, with no schema of ours.
    checkReachable: async () => {
      await send('GET', '/.well-known/jwks.json');
    },
    close: () => pool.close(),
  });
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return { message: text };
  }
}
