import autocannon from 'autocannon';
import { signIn } from './stack.mjs';

const DURATION_S = 10;
// One connection shows the latency each layer adds; ten show behaviour under concurrent load.
const CONNECTION_COUNTS = [1, 10];

function row(name, connections, result) {
  const { p50, p99 } = result.latency;
  return `| ${name} | ${connections} | ${p50} | ${p99} | ${Math.round(result.requests.average)} | ${result.non2xx + result.errors} |`;
}

/** The store dashboard through GraphQL against the same data straight from the REST API. */
export async function gatewayOverhead({ gatewayUrl, apiUrl }) {
  const token = await signIn(gatewayUrl, 'sysadmin@demo.test');
  const auth = { authorization: `Bearer ${token}` };
  const stores = await (await fetch(`${apiUrl}/store`, { headers: auth })).json();
  const storeId = stores[0].storeId;

  const restRequest = { url: `${apiUrl}/dashboard/getStoreDashboard/${storeId}`, headers: auth };
  const graphqlRequest = {
    url: `${gatewayUrl}/graphql`,
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify({
      query: `query { storeDashboard(storeId: "${storeId}") { userCount shopperCount merchandiseSectionsCount carryoutSectionsCount itemCategoriesCount foodSafetyTypesCount } }`,
    }),
  };

  const rows = [];
  const ratios = [];
  for (const connections of CONNECTION_COUNTS) {
    const rest = await autocannon({ ...restRequest, duration: DURATION_S, connections });
    const graphql = await autocannon({ ...graphqlRequest, duration: DURATION_S, connections });
    rows.push(row('REST `GET /dashboard/getStoreDashboard/{id}`', connections, rest));
    rows.push(row('GraphQL `storeDashboard` via the gateway', connections, graphql));
    ratios.push(
      `- ${connections} connection(s): GraphQL/REST p50 ratio ${(graphql.latency.p50 / Math.max(rest.latency.p50, 1)).toFixed(2)}, throughput ratio ${(graphql.requests.average / rest.requests.average).toFixed(2)}`,
    );
  }

  return [
    '## Gateway overhead: the store dashboard',
    '',
    `Each row runs ${DURATION_S} s, one after the other, against store ${storeId}.`,
    '',
    '| path | connections | p50 ms | p99 ms | requests/s | failures |',
    '| --- | ---: | ---: | ---: | ---: | ---: |',
    ...rows,
    '',
    ...ratios,
    '',
    'The embedded PGlite database runs one query at a time, so under ten connections the REST API',
    'queues and the gateway, which keeps a bounded keep-alive pool to it, sees about the same latency.',
    '',
  ].join('\n');
}
