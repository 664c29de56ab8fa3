// Live fan-out: one API on a large store, two gateways on one Redis, 200 storeEvents subscribers.
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import autocannon from 'autocannon';
import WebSocket from 'ws';
import { percentile, root, signIn, startProcess as start, waitFor } from './stack.mjs';

const SUBSCRIBERS = 200;
const MOVES = 50;
const SECTIONS = 300;
const SHELVES = 20;
const DURATION_S = 10;
const CONNECTIONS = 2;
const EVENT_TIMEOUT_MS = 5000;
// The first moves warm up JIT, connection pools and Redis; they are sent but not measured.
const WARM_UP = 3;

const STORE_EVENTS = `subscription ($storeId: ID!) {
  storeEvents(storeId: $storeId) { __typename ... on SectionsMoved { eventId sectionId position listVersion } }
}`;
const SECTIONS_QUERY = `query ($storeId: ID!) { sections(storeId: $storeId) {
  id storeId name sectionSourceKey sequenceId foodSafetyTypeId foodSafetyTypeName preparedItemsMode prepOptionId
  version updatedBy zones { zoneId zoneName }
  shelves { id sectionId name sequenceId foodSafetyTypeId preparedItemsMode prepOptionId version updatedBy } } }`;
// What the merchandise screen asks for its list: each section's shelf count, not its shelves.
const SECTION_LIST_QUERY = `query ($storeId: ID!) { sections(storeId: $storeId) {
  id storeId name sectionSourceKey sequenceId foodSafetyTypeId foodSafetyTypeName preparedItemsMode prepOptionId
  version updatedBy zones { zoneId zoneName } shelfCount } }`;

const ms = (value) => value.toFixed(1);

/** One graphql-transport-ws subscriber; calls onNext with the arrival time of each event. */
function subscriber(wsUrl, token, variables, onNext) {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(wsUrl, 'graphql-transport-ws');
    socket.on('open', () =>
      socket.send(JSON.stringify({ type: 'connection_init', payload: { authorization: `Bearer ${token}` } })),
    );
    socket.on('message', (raw) => {
      const message = JSON.parse(raw.toString());
      if (message.type === 'connection_ack') {
        socket.send(
          JSON.stringify({ id: '1', type: 'subscribe', payload: { query: STORE_EVENTS, variables } }),
        );
        resolve(socket);
      } else if (message.type === 'next') {
        onNext(performance.now(), message.payload);
      } else if (message.type === 'error') {
        reject(new Error(JSON.stringify(message.payload)));
      }
    });
    socket.on('error', reject);
  });
}

/**
 * Fan-out latency over two gateways sharing Redis, and the gateway's overhead on the largest read
 * of the layout screens. Needs REDIS_URL (default redis://127.0.0.1:6379); loopback only.
 */
export async function fanout({ port = 4600 } = {}) {
  const redisUrl = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
  const apiUrl = `http://127.0.0.1:${port}`;
  const gateways = [port + 1, port + 2].map((p) => `http://127.0.0.1:${p}`);
  const dataDir = mkdtempSync(join(tmpdir(), 'fulfil-fanout-'));
  const apiEnv = { DATA_DIR: dataDir, DATABASE_URL: '', DEMO_DATA: '1', LOG_LEVEL: 'warn' };

  // The seed writes the PGlite folder before the API opens it (PGlite allows one process).
  const seeded = await promisify(execFile)(
    process.execPath,
    [
      'apps/fulfilment-api/dist/db/seed-large-store-cli.js',
      '--sections',
      String(SECTIONS),
      '--shelves',
      String(SHELVES),
    ],
    { cwd: root, env: { ...process.env, ...apiEnv } },
  );
  const storeId = seeded.stdout.trim().split('\n').at(-1);
  const stops = [
    start('apps/fulfilment-api/dist/server.js', { ...apiEnv, API_PORT: String(port), API_HOST: '127.0.0.1' }),
  ];
  try {
    await waitFor(`${apiUrl}/.well-known/jwks.json`);
    const livePrefix = `bench-${randomUUID()}`;
    for (const url of gateways) {
      stops.push(
        start('apps/gateway/dist/server.js', {
          NODE_ENV: 'production',
          PORT: new URL(url).port,
          HOST: '127.0.0.1',
          FULFILMENT_API_URL: apiUrl,
          REDIS_URL: redisUrl,
          LIVE_PREFIX: livePrefix,
        }),
      );
    }
    await Promise.all(gateways.map((url) => waitFor(`${url}/readyz`)));
    const token = await signIn(gateways[0], 'sysadmin@demo.test');

    let pending = null;
    const arrivals = [];
    const sockets = await Promise.all(
      Array.from({ length: SUBSCRIBERS }, (_, index) =>
        subscriber(
          `${gateways[index % 2].replace(/^http/, 'ws')}/graphql`,
          token,
          { storeId },
          (at, payload) => {
            if (pending && payload.data?.storeEvents?.__typename === 'SectionsMoved') pending.arrived(at);
          },
        ),
      ),
    );
    // graphql-ws has no acknowledgement of a subscription: give the gateways time to register them.
    await new Promise((resolve) => setTimeout(resolve, 1000));

    const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const graphql = (url, query, variables) =>
      fetch(`${url}/graphql`, {
        method: 'POST',
        headers: auth,
        body: JSON.stringify({ query, variables }),
      }).then((r) => r.json());
    const ids = (
      await graphql(gateways[0], 'query ($s: ID!) { sections(storeId: $s) { id } }', { s: storeId })
    ).data.sections.map((section) => section.id);

    let missed = 0;
    const answered = [];
    for (let move = 0; move < WARM_UP + MOVES; move++) {
      let count = 0;
      const done = new Promise((resolve) => {
        const timer = setTimeout(resolve, EVENT_TIMEOUT_MS);
        pending = {
          sentAt: performance.now(),
          arrived: (at) => {
            if (move >= WARM_UP) arrivals.push(at - pending.sentAt);
            if (++count === SUBSCRIBERS) {
              clearTimeout(timer);
              resolve();
            }
          },
        };
      });
      const source = ids[move % ids.length];
      const target = ids[(move + SECTIONS / 2) % ids.length];
      const sentAt = performance.now();
      const answer = await graphql(
        gateways[0],
        'mutation ($sectionId: ID!, $direction: MoveDirection!, $targetSectionId: ID!, $storeId: ID) { moveSection(sectionId: $sectionId, direction: $direction, targetSectionId: $targetSectionId, storeId: $storeId) { errors { message } } }',
        { sectionId: source, direction: 'AFTER', targetSectionId: target, storeId },
      );
      if (answer.errors || answer.data.moveSection.errors.length) throw new Error(JSON.stringify(answer));
      if (move >= WARM_UP) answered.push(performance.now() - sentAt);
      await done;
      if (move >= WARM_UP) missed += SUBSCRIBERS - count;
      pending = null;
    }
    sockets.forEach((socket) => socket.close());
    arrivals.sort((a, b) => a - b);
    answered.sort((a, b) => a - b);

    const rest = await autocannon({
      url: `${apiUrl}/section/detail/store/${storeId}`,
      headers: { authorization: auth.authorization },
      connections: CONNECTIONS,
      duration: DURATION_S,
    });
    const graphqlLoad = (query) =>
      autocannon({
        url: `${gateways[0]}/graphql`,
        method: 'POST',
        headers: auth,
        body: JSON.stringify({ query, variables: { storeId } }),
        connections: CONNECTIONS,
        duration: DURATION_S,
      });
    const gateway = await graphqlLoad(SECTIONS_QUERY);
    const list = await graphqlLoad(SECTION_LIST_QUERY);
    const line = (name, result) =>
      `| ${name} | ${result.latency.p50} | ${result.latency.p99} | ${Math.round(result.requests.average)} | ${result.non2xx + result.errors} |`;

    return [
      '## Live fan-out: a move on one gateway reaching 200 subscribers on two',
      '',
      `One API (PGlite) with a store of ${SECTIONS} sections × ${SHELVES} shelves (store ${storeId}), two gateways on one`,
      `Redis, ${SUBSCRIBERS} graphql-ws subscribers of \`storeEvents\` split evenly over them, and ${MOVES} \`moveSection\``,
      `mutations sent one after another to gateway 1 (after ${WARM_UP} unmeasured ones). Latency is from`,
      'sending the mutation to a subscriber receiving SectionsMoved (the section, its position and the list version), measured in',
      'the one process that also runs the subscribers, so it includes their JSON parsing.',
      '',
      '| measured | count | missed | p50 ms | p99 ms | max ms |',
      '| --- | ---: | ---: | ---: | ---: | ---: |',
      `| mutation sent → event received | ${arrivals.length} | ${missed} | ${ms(percentile(arrivals, 50))} | ${ms(percentile(arrivals, 99))} | ${ms(arrivals.at(-1))} |`,
      `| mutation sent → mutation answered | ${answered.length} | | ${ms(percentile(answered, 50))} | ${ms(percentile(answered, 99))} | ${ms(answered.at(-1))} |`,
      '',
      'The move itself (the API renumbering 300 sections in one PGlite transaction) is most of the first',
      'row; the second row is that part alone.',
      '',
      `### The layout read of that store: \`sections(storeId)\` against \`GET /section/detail/store/{id}\``,
      '',
      `${CONNECTIONS} connections, ${DURATION_S} s each; the first GraphQL query selects every field of every section and shelf.`,
      '',
      '| path | p50 ms | p99 ms | requests/s | failures |',
      '| --- | ---: | ---: | ---: | ---: |',
      line('REST `GET /section/detail/store/{id}`', rest),
      line('GraphQL `sections` via the gateway', gateway),
      line('GraphQL `sections` as the merchandise list asks (`shelfCount`, no shelves)', list),
      '',
      `- GraphQL/REST p50 ratio ${(gateway.latency.p50 / Math.max(rest.latency.p50, 1)).toFixed(2)}, throughput ratio ${(gateway.requests.average / rest.requests.average).toFixed(2)}`,
      '',
    ].join('\n');
  } finally {
    await Promise.all(stops.reverse().map((stop) => stop()));
  }
}

// `node bench/fanout.mjs` runs this section alone and prints it.
if (process.argv[1] === fileURLToPath(import.meta.url)) console.log(await fanout());
