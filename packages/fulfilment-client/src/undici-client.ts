import { Pool, type Dispatcher } from 'undici';
import type { FulfilmentApi, SessionContext } from './api.js';
import { errorFromResponse, unreachable } from './errors.js';
import { layoutCalls, type Call } from './layout-calls.js';
import { peopleCalls } from './people-calls.js';
import { storeCalls } from './store-calls.js';
import { storeSettingsCalls } from './store-settings-calls.js';
import { integrationsCalls } from './integrations-calls.js';
import { appAttributesCalls } from './app-attributes-calls.js';
import { brandingCalls } from './branding-calls.js';
import { clientSettingsCalls } from './client-settings-calls.js';

export interface FulfilmentClientOptions extends SessionContext {
  /** Base URL of the REST API, e.g. http://localhost:4001 */
  baseUrl: string;
  /** Milliseconds before a call is abandoned as unavailable. */
  timeoutMs?: number;
}

/** Creates the undici implementation of the REST contract, over one keep-alive connection pool. */
export function createFulfilmentClient(options: FulfilmentClientOptions): FulfilmentApi {
  const base = new URL(options.baseUrl);
  const pool = new Pool(base.origin, { connections: 64, keepAliveTimeout: 30_000 });
  const basePath = base.pathname.replace(/\/$/, '');
  return bind(pool, basePath, options.timeoutMs ?? 15_000, options);
}

function bind(pool: Dispatcher, basePath: string, timeoutMs: number, session: SessionContext): FulfilmentApi {
  const call: Call = async <T>(method: Parameters<Call>[0], path: string, body?: unknown): Promise<T> => {
    const headers: Record<string, string> = {
      accept: 'application/json',
      'fulfiller-clientId': String(session.clientId ?? 0),
      'fulfiller-storeId': String(session.storeId ?? 0),
    };
    if (session.token) headers.authorization = `Bearer ${session.token}`;
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
      throw unreachable(error);
    }
    const text = await response.body.text();
    const parsed: unknown = text ? safeJson(text) : undefined;
    if (response.statusCode >= 400) throw errorFromResponse(response.statusCode, parsed);
    return parsed as T;
  };

  return {
    withSession: (next) => bind(pool, basePath, timeoutMs, next),
    checkReachable: async () => {
      await call('GET', '/.well-known/jwks.json');
    },
    loginWithEmail: (email, password) =>
      call('POST', '/user/LoginWithEmail', { Email: email, Password: password }),
    refreshToken: () => call('POST', '/user/RefreshToken'),
    roles: () => call('GET', '/user/Roles'),
    userById: (id) => call('GET', `/user/ById/${id}`),
    clients: () => call('GET', '/client'),
    client: (id) => call('GET', `/client/${id}`),
    createClient: (body) => call('POST', '/client/Create', body),
    updateClient: (body) => call('PUT', '/client/Update', body),
    deleteClient: (clientId) => call('PUT', '/client/Delete', { clientId }),
    stores: () => call('GET', '/store'),
    store: (id) => call('GET', `/store/${id}`),
    storesOfClient: (clientId) => call('GET', `/store/client/${clientId}`),
    storesOfUser: (userId) => call('GET', `/store/userId/${userId}`),
    adminDashboard: () => call('GET', '/dashboard/getAdminDashboard'),
    clientDashboard: (clientId) => call('GET', `/dashboard/getClientDashboard/${clientId}`),
    storeDashboard: (storeId) => call('GET', `/dashboard/getStoreDashboard/${storeId}`),
    ...layoutCalls(call),
    ...peopleCalls(call),
    ...storeSettingsCalls(call),
    ...integrationsCalls(call),
    ...appAttributesCalls(call),
    ...brandingCalls(call),
    ...clientSettingsCalls(call),
    ...storeCalls(call),
    close: () => pool.close(),
  };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return { message: text };
  }
}
