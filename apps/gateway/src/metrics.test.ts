import type { IncomingMessage, ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  signIn,
  startApi,
  startGateway,
  STORE_EVENTS,
  subscribe,
  type LiveSubscription,
} from './testing/stack.js';
import { ifStarted } from '@fulfil/test-fixtures';

let api: Awaited<ReturnType<typeof startApi>>;
let gateway: Awaited<ReturnType<typeof startGateway>>;
let token: string;
let live: LiveSubscription | undefined;
/** Each call the API answered, with the request id it logged it under. */
const answered: { call: string; requestId: unknown }[] = [];

beforeAll(async () => {
  api = await startApi();
  api.app.server.on('request', (request: IncomingMessage, response: ServerResponse) =>
    response.on('finish', () =>
      answered.push({
        call: `${request.method} ${request.url}`,
        requestId: response.getHeader('x-request-id'),
      }),
    ),
  );
  gateway = await startGateway(api.url);
  token = await signIn(gateway.url, 'clientadmin@demo.test');
});

afterAll(async () => {
  await live?.dispose();
  await ifStarted(gateway)?.app.close();
  await ifStarted(api)?.app.close();
});

const post = (query: string, variables: Record<string, unknown>, headers: Record<string, string> = {}) =>
  fetch(`${gateway.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, ...headers },
    body: JSON.stringify({ query, variables }),
  });

/** The value of one sample of a Prometheus text page, or undefined when it is absent. */
function sample(page: string, name: string, labels = ''): number | undefined {
  const line = page.split('\n').find((row) => row.startsWith(labels ? `${name}{${labels}} ` : `${name} `));
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1));
}

const metricsOf = async (url: string) => (await fetch(`${url}/metrics`)).text();

describe('request ids', () => {
  it('names a request the same at the gateway and on every API call it makes', async () => {
    const before = answered.length;
    const answer = await post('{ stores { id name } }', {}, { 'x-request-id': 'ticket-4711' });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('x-request-id')).toBe('ticket-4711');
    // The public key set is read once for every request the gateway checks tokens of, not for this one.
    const calls = answered.slice(before).filter(({ call }) => call !== 'GET /.well-known/jwks.json');
    expect(calls.length).toBeGreaterThan(0);
    expect(calls).toEqual(calls.map(({ call }) => ({ call, requestId: 'ticket-4711' })));
  });

  it('gives a request without one an id of its own, which its API calls carry', async () => {
    const before = answered.length;
    const answer = await post('{ stores { id } }', {});
    const id = answer.headers.get('x-request-id');
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(answered.slice(before).map((call) => call.requestId)).toContain(id);
  });
});

describe('/metrics', () => {
  it('counts operations, their REST calls, sockets, subscriptions and the bus’s delivery', async () => {
    const { data } = (await (await post('{ stores { id name } }', {})).json()) as {
      data: { stores: { id: string; name: string }[] };
    };
    const storeId = data.stores.find((store) => store.name === 'Downtown Hub')?.id;
    live = await subscribe(gateway.wsUrl, token, STORE_EVENTS, { storeId });
    const report = await post(
      'mutation ($s: ID!) { reportPresence(storeId: $s, screen: "merchandise", tabId: "tab-m") }',
      { s: storeId },
    );
    expect(report.status).toBe(200);
    await live.waitFor((event) => event.storeEvents.__typename === 'PresenceChanged');

    const page = await metricsOf(gateway.url);
    expect(
      sample(page, 'graphql_operation_duration_seconds_count', 'type="query",field="stores",outcome="ok"'),
    ).toBe(3);
    expect(
      sample(
        page,
        'graphql_operation_duration_seconds_count',
        'type="mutation",field="reportPresence",outcome="ok"',
      ),
    ).toBe(1);
    expect(page).toMatch(
      /^upstream_call_duration_seconds_count\{method="GET",route="\/store[^"]*",status="200"\} [1-9]/m,
    );
    expect(
      sample(page, 'http_request_duration_seconds_count', 'method="POST",route="/graphql",status="200"'),
    ).toBeGreaterThanOrEqual(4);
    expect(sample(page, 'live_sockets')).toBe(1);
    expect(sample(page, 'live_subscriptions')).toBe(1);
    expect(sample(page, 'live_bus_lag_seconds_count')).toBeGreaterThanOrEqual(1);
    expect(sample(page, 'live_bus_resyncs_total')).toBeUndefined();

    const apiPage = await metricsOf(api.url);
    expect(apiPage).toMatch(
      /^http_request_duration_seconds_count\{method="GET",route="\/store[^"]*",status="200"\} [1-9]/m,
    );
  });

  it('labels a query that does not parse without growing the label set', async () => {
    await post('{ stores { id ', {});
    await post('query Anything_A_Caller_Types { stores { id } }', {});
    const page = await metricsOf(gateway.url);
    expect(
      sample(page, 'graphql_operation_duration_seconds_count', 'type="invalid",field="none",outcome="error"'),
    ).toBe(1);
    expect(page).not.toContain('Anything_A_Caller_Types');
  });
});
