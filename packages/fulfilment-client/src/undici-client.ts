import { Pool, type Dispatcher } from 'undici';
import type { FulfilmentApi, SessionContext } from './api.js';
import { errorFromResponse, unreachable } from './errors.js';
import { layoutCalls, type Call } from './layout-calls.js';
import { peopleCalls } from './people-calls.js';
import { storeCalls } from './store-calls.js';
import { storeSettingsCalls } from './store-settings-calls.js';
import { apiKeysCalls } from './api-keys.js';
import { integrationsCalls } from './integrations-calls.js';
import { appAttributesCalls } from './app-attributes-calls.js';
import { brandingCalls } from './branding-calls.js';
import { clientSettingsCalls } from './client-settings-calls.js';

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
  const call: Call = async <T>(method: Parameters<Call>[0], path: string, body?: unknown): Promise<T> => {
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
    const text = await response.body.text();
    done(response.statusCode);
    const parsed: unknown = text ? safeJson(text) : undefined;
    if (response.statusCode >= 400) throw errorFromResponse(response.statusCode, parsed);
    return parsed as T;
  };

  return {
    // The hook counts an operation's calls, which go on, for the same request, when it signs in as another session.
    withSession: (next) =>
      bind(transport, { beforeCall: session.beforeCall, requestId: session.requestId, ...next }),
    checkReachable: async () => {
      await call('GET', '/.well-known/jwks.json');
    },
    loginWithEmail: (email, password) =>
      call('POST', '/user/LoginWithEmail', { Email: email, Password: password }),
    refreshToken: () => call('POST', '/user/RefreshToken'),
    session: () => call('GET', '/user/session'),
    roles: () => call('GET', '/user/Roles'),
    userById: (id) => call('GET', `/user/ById/${id}`),
    clients: () => call('GET', '/client'),
    client: (id) => call('GET', `/client/${id}`),
    clientsByIds: (ids) => call('GET', `/client/ByIds?${idsQuery(ids)}`),
    createClient: (body) => call('POST', '/client/Create', body),
    updateClient: (body) => call('PUT', '/client/Update', body),
    deleteClient: (clientId) => call('PUT', '/client/Delete', { clientId }),
    stores: () => call('GET', '/store'),
    store: (id) => call('GET', `/store/${id}`),
    storesOfClient: (clientId) => call('GET', `/store/client/${clientId}`),
    storesOfUser: (userId) => call('GET', `/store/userId/${userId}`),
    storesOfClients: (clientIds) => call('GET', `/store/ByClientIds?${idsQuery(clientIds)}`),
    storesOfUsers: (userIds) => call('GET', `/store/ByUserIds?${idsQuery(userIds)}`),
    adminDashboard: () => call('GET', '/dashboard/getAdminDashboard'),
    clientDashboard: (clientId) => call('GET', `/dashboard/getClientDashboard/${clientId}`),
    storeDashboard: (storeId) => call('GET', `/dashboard/getStoreDashboard/${storeId}`),
    ...layoutCalls(call),
    ...peopleCalls(call),
    ...storeSettingsCalls(call),
    ...integrationsCalls(call),
    ...apiKeysCalls(call),
    ...appAttributesCalls(call),
    ...brandingCalls(call),
    ...clientSettingsCalls(call),
    ...storeCalls(call),
    close: () => pool.close(),
  };
}

/** The `ids=1&ids=2` query of a batch read. */
function idsQuery(ids: readonly number[]): string {
  return ids.map((id) => `ids=${id}`).join('&');
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return { message: text };
  }
}
