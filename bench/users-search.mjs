// The users search over 100,000 users of one client: a page through the gateway and straight from REST.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import autocannon from 'autocannon';
import { root, signIn, startStack } from './stack.mjs';

const USERS = 100_000;
const DURATION_S = 5;
const PAGE = 30;

/** The searches of the users screens, as the portal asks them (GraphQL) and as REST answers them. */
const SEARCHES = [
  ['first page, user name ascending', { skip: 0, take: PAGE }],
  ['page 1,000', { skip: 999 * PAGE, take: PAGE }],
  ['e-mail descending', { skip: 0, take: PAGE, sortField: 'EMAIL', sortDirection: 'DESCENDING' }],
  ['role name ascending', { skip: 0, take: PAGE, sortField: 'ROLE_NAME' }],
  ['user name contains "04217"', { skip: 0, take: PAGE, filters: [{ field: 'USER_NAME', text: '04217' }] }],
  ['e-mail contains "9999."', { skip: 0, take: PAGE, filters: [{ field: 'EMAIL', text: '9999.' }] }],
];

const USERS_QUERY = `query ($scope: UserScopeInput, $search: UserSearchInput!) {
  users(scope: $scope, search: $search) { id userName email firstName lastName role roleName clientName version }
}`;

const REST_FIELDS = {
  USER_NAME: 'UserName',
  EMAIL: 'EmailAddress',
  CLIENT_NAME: 'ClientName',
  ROLE_NAME: 'RoleName',
};

/** The same search in the REST contract's words. */
function restSearch({ skip, take, filters = [], sortField = 'USER_NAME', sortDirection = 'ASCENDING' }) {
  return {
    pagingRequest: { skip, take },
    filterRequest: filters.map(({ field, text }) => ({
      field: REST_FIELDS[field],
      operation: 'Contains',
      values: [text],
    })),
    sortingRequest: {
      field: REST_FIELDS[sortField],
      direction: sortDirection === 'ASCENDING' ? 'Ascending' : 'Descending',
    },
  };
}

const load = (options) => autocannon({ method: 'POST', duration: DURATION_S, connections: 1, ...options });

function row(name, path, result) {
  const { p50, p99 } = result.latency;
  return `| ${name} | ${path} | ${p50} | ${p99} | ${Math.round(result.requests.average)} | ${result.non2xx + result.errors} |`;
}

/** Seeds a PGlite folder with the demo data and 100,000 users, then measures each search both ways. */
export async function usersSearch({ port = 4700 } = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'fulfil-users-'));
  const started = performance.now();
  // The seed writes the PGlite folder before the API opens it (PGlite allows one process).
  const seeded = await promisify(execFile)(
    process.execPath,
    ['apps/fulfilment-api/dist/db/seed-users-cli.js', '--users', String(USERS)],
    {
      cwd: root,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', DEMO_DATA: '1', LOG_LEVEL: 'warn' },
    },
  );
  const seedSeconds = (performance.now() - started) / 1000;
  const clientId = seeded.stdout.trim().split('\n').at(-1);
  const stack = await startStack({ port, dataDir });
  try {
    const token = await signIn(stack.gatewayUrl, 'sysadmin@demo.test');
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const rows = [];
    for (const [name, search] of SEARCHES) {
      const body = JSON.stringify({ query: USERS_QUERY, variables: { scope: { clientId }, search } });
      const answer = await (
        await fetch(`${stack.gatewayUrl}/graphql`, { method: 'POST', headers, body })
      ).json();
      if (answer.errors || answer.data.users.length === 0)
        throw new Error(`${name}: ${JSON.stringify(answer)}`);
      const graphql = await load({ url: `${stack.gatewayUrl}/graphql`, headers, body });
      const rest = await load({
        url: `${stack.apiUrl}/user/search/ByClientId/${clientId}`,
        headers,
        body: JSON.stringify(restSearch(search)),
      });
      rows.push(row(name, 'GraphQL `users`', graphql), row(name, 'REST `user/search/ByClientId`', rest));
    }
    return [
      '## Users search over 100,000 users',
      '',
      `One client of ${USERS.toLocaleString('en')} users on PGlite, seeded by \`seed-users-cli.js\` in`,
      `${seedSeconds.toFixed(1)} s; one gateway. Each row runs ${DURATION_S} s on one connection, pages of ${PAGE}.`,
      'Contains filters use trigram indexes, sorts use expression indexes on the lower-cased columns',
      '(the role name sort has none).',
      '',
      '| search | path | p50 ms | p99 ms | requests/s | failures |',
      '| --- | --- | ---: | ---: | ---: | ---: |',
      ...rows,
      '',
    ].join('\n');
  } finally {
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
