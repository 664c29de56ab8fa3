import { randomUUID } from 'node:crypto';
import { reapplyMove, type ListMove } from '@fulfil/domain';
import {
  execute,
  expectNoGraphQLErrors,
  signIn,
  startApi,
  startGateway,
  type GraphQLAnswer,
} from '@fulfil/gateway/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ifStarted } from '@fulfil/test-fixtures';

const redisUrl = process.env.REDIS_URL;
const livePrefix = `reorder-${randomUUID()}`;
const STORE = '1';

type Started = Awaited<ReturnType<typeof startGateway>>;
let api: Awaited<ReturnType<typeof startApi>>;
let gateways: Started[] = [];

beforeAll(async () => {
  if (!redisUrl) throw new Error('REDIS_URL is required for the multi-instance test');
  api = await startApi();
  gateways = await Promise.all([1, 2].map(() => startGateway(api.url, { redisUrl, livePrefix })));
});

afterAll(async () => {
  await Promise.all(gateways.map((gateway) => gateway.app.close()));
  await ifStarted(api)?.app.close();
});

interface StoredOrder {
  orderedIds: string[];
  listVersion: number;
}

const REORDER = `mutation ($storeId: ID!, $orderedIds: [ID!]!, $listVersion: Int) {
  reorderItemCategories(storeId: $storeId, orderedIds: $orderedIds, listVersion: $listVersion) {
    orderedIds listVersion errors { message }
  }
}`;

const reorder = (url: string, token: string, orderedIds: readonly string[], listVersion: number) =>
  execute<{ reorderItemCategories: StoredOrder }>(
    url,
    REORDER,
    { storeId: STORE, orderedIds, listVersion },
    token,
  );

/** The stored order a CONFLICT carries, when the answer is one. */
function staleList(answer: GraphQLAnswer): StoredOrder | undefined {
  const conflict = answer.errors?.find((error) => error.extensions?.code === 'CONFLICT');
  return conflict?.extensions?.current as StoredOrder | undefined;
}

/** One admin's drag as the portal sends it: the move on the list it shows, re-applied on a refusal. */
async function drag(url: string, token: string, start: StoredOrder, move: ListMove<string>) {
  let base = start;
  for (let attempt = 0; attempt < 3; attempt++) {
    const answer = await reorder(url, token, reapplyMove(base.orderedIds, move), base.listVersion);
    const stale = staleList(answer);
    if (!stale) return expectNoGraphQLErrors(answer).reorderItemCategories;
    base = stale;
  }
  throw new Error('the reorder was refused three times');
}

describe('two admins reordering item categories on two gateways at once', () => {
  it('keeps both moves', async () => {
    const [first, second] = gateways as [Started, Started];
    const [clientAdmin, sysAdmin] = await Promise.all([
      signIn(first.url, 'clientadmin@demo.test'),
      signIn(second.url, 'sysadmin@demo.test'),
    ]);
    const listed = expectNoGraphQLErrors(
      await execute<{ itemCategories: { id: string }[] }>(
        first.url,
        `{ itemCategories(storeId: ${STORE}) { id } }`,
        {},
        clientAdmin,
      ),
    ).itemCategories.map((row) => row.id);
    // A tab that has seen no version sends 0 and learns the stored list from the refusal.
    const start = staleList(await reorder(first.url, clientAdmin, listed, 0));
    expect(start?.orderedIds).toEqual(listed);
    const [a, b, c, , , f] = listed as [string, string, string, string, string, string];

    const answers = await Promise.all([
      drag(first.url, clientAdmin, start!, { sourceId: a, direction: 'After', targetId: c }),
      drag(second.url, sysAdmin, start!, { sourceId: f, direction: 'Before', targetId: b }),
    ]);

    const stored = expectNoGraphQLErrors(
      await execute<{ itemCategories: { id: string }[] }>(
        second.url,
        `{ itemCategories(storeId: ${STORE}) { id } }`,
        {},
        sysAdmin,
      ),
    ).itemCategories.map((row) => row.id);
    // a landed after c, and f before b: whichever was stored first, the other was re-applied on it.
    expect(stored.indexOf(a)).toBe(stored.indexOf(c) + 1);
    expect(stored.indexOf(f)).toBe(stored.indexOf(b) - 1);
    expect([...stored].sort()).toEqual([...listed].sort());
    expect(answers.map((answer) => answer.listVersion).sort()).toEqual([
      start!.listVersion + 1,
      start!.listVersion + 2,
    ]);
  });
});
