import autocannon from 'autocannon';
import { signIn } from './stack.mjs';

const DURATION_S = 10;
const CONNECTIONS = 10;

function load(options) {
  return autocannon({ duration: DURATION_S, connections: CONNECTIONS, ...options });
}

function row(name, result) {
  const { p50, p99 } = result.latency;
  return `| ${name} | ${p50} | ${p99} | ${Math.round(result.requests.average)} | ${result.non2xx + result.errors} |`;
}

/** The store dashboard through GraphQL against the same data straight from the REST API. */
export async function gatewayOverhead({ gatewayUrl, apiUrl }) {
  const token = await signIn(gatewayUrl, 'sysadmin@demo.test');
  const auth = { authorization: `Bearer ${token}` };
  const stores = await (await fetch(`${apiUrl}/store`, { headers: auth })).json();
  const storeId = stores[0].storeId;

  const rest = await load({ url: `${apiUrl}/dashboard/getStoreDashboard/${storeId}`, headers: auth });
  const graphql = await load({
    url: `${gatewayUrl}/graphql`,
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify({
      query: `query { storeDashboard(storeId: "${storeId}") { userCount shopperCount merchandiseSectionsCount carryoutSectionsCount itemCategoriesCount foodSafetyTypesCount } }`,
    }),
  });

  return [
    '## Gateway overhead: the store dashboard',
    '',
    `${CONNECTIONS} connections for ${DURATION_S} s each, one after the other, against store ${storeId}.`,
    '',
    '| path | p50 ms | p99 ms | requests/s | failures |',
    '| --- | ---: | ---: | ---: | ---: |',
    row('REST `GET /dashboard/getStoreDashboard/{id}`', rest),
    row('GraphQL `storeDashboard` via the gateway', graphql),
    '',
    `GraphQL/REST p50 ratio: ${(graphql.latency.p50 / Math.max(rest.latency.p50, 1)).toFixed(2)}; throughput ratio: ${(graphql.requests.average / rest.requests.average).toFixed(2)}.`,
    '',
  ].join('\n');
}
