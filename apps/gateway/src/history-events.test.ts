import { randomUUID } from 'node:crypto';
import { ifStarted } from '@fulfil/test-fixtures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  execute,
  signIn,
  startApi,
  startGateway,
  subscribe,
  type AnswerTree,
  type LiveSubscription,
} from './testing/stack.js';

/*
 * The history notices between two gateways over the real Redis bus: an admin writes through one,
 * the readers of the store and of its client hear of it on the other and read the entry with their
 * own history query; a reader of another client, and a shopper for a change only writers read, hear nothing.
 */
const redisUrl = process.env.REDIS_URL;
const livePrefix = `history-${randomUUID()}`;
/** Downtown Hub of Demo Grocers. */
const STORE = '1';

let api: Awaited<ReturnType<typeof startApi>>;
let writing: Awaited<ReturnType<typeof startGateway>>;
let reading: Awaited<ReturnType<typeof startGateway>>;
const subscriptions: LiveSubscription[] = [];
let clientadmin: string;
let sysadmin: string;
let shopper: string;
let otheradmin: string;
let clientId: string;

const STORE_NOTICES = `subscription ($storeId: ID!) {
  storeEvents(storeId: $storeId) {
    __typename
    ... on StoreHistoryRecorded { scope storeId actor { userName } }
  }
}`;
const CLIENT_NOTICES = `subscription ($clientId: ID!) {
  clientEvents(clientId: $clientId) {
    __typename
    ... on ClientHistoryRecorded { scope clientId actor { userName } }
  }
}`;
const HISTORY = `query ($filter: HistoryFilterInput) {
  history(filter: $filter, pageSize: 5) { entries { entityType entityId action changes { field before after } } }
}`;

async function run(url: string, query: string, variables: Record<string, unknown>, token: string) {
  const answer = await execute<Record<string, AnswerTree>>(url, query, variables, token);
  expect(answer.errors).toBeUndefined();
  return answer.data!;
}

async function listen(token: string, query: string, variables: Record<string, unknown>) {
  const subscription = await subscribe(reading.wsUrl, token, query, variables);
  subscriptions.push(subscription);
  return subscription;
}

const notices = (subscription: LiveSubscription, type: string) =>
  subscription.events.filter((event) => Object.values(event)[0].__typename === type);

beforeAll(async () => {
  if (!redisUrl) throw new Error('REDIS_URL is required: the history notices travel over the Redis bus');
  api = await startApi();
  writing = await startGateway(api.url, { redisUrl, livePrefix });
  reading = await startGateway(api.url, { redisUrl, livePrefix });
  clientadmin = await signIn(writing.url, 'clientadmin@demo.test');
  sysadmin = await signIn(reading.url, 'sysadmin@demo.test');
  shopper = await signIn(reading.url, 'shopper@demo.test');
  otheradmin = await signIn(reading.url, 'otheradmin@demo.test');
  clientId = (await run(writing.url, '{ me { clientId } }', {}, clientadmin)).me.clientId;
});

afterAll(async () => {
  await Promise.all(subscriptions.map((subscription) => subscription.dispose()));
  await ifStarted(writing)?.app.close();
  await ifStarted(reading)?.app.close();
  await ifStarted(api)?.app.close();
});

describe('history notices', () => {
  it("tell the store's and the client's readers on another gateway, never another client's", async () => {
    const storeWatcher = await listen(sysadmin, STORE_NOTICES, { storeId: STORE });
    const clientWatcher = await listen(sysadmin, CLIENT_NOTICES, { clientId });
    const shopperWatcher = await listen(shopper, STORE_NOTICES, { storeId: STORE });
    const otherClientId = (await run(reading.url, '{ me { clientId } }', {}, otheradmin)).me.clientId;
    expect(otherClientId).not.toBe(clientId);
    const otherWatcher = await listen(otheradmin, CLIENT_NOTICES, { clientId: otherClientId });

    // Store attributes are their writers' alone: the shopper hears no notice of this one.
    const attribute = (
      await run(
        writing.url,
        `mutation ($s: ID!, $input: StoreAttributeInput!) {
          createStoreAttribute(storeId: $s, input: $input) { storeAttribute { id } errors { message } } }`,
        { s: STORE, input: { name: 'WebHookUrl', value: '[]' } },
        clientadmin,
      )
    ).createStoreAttribute;
    expect(attribute.errors).toEqual([]);

    const { sections } = await run(
      writing.url,
      'query ($s: ID!) { sections(storeId: $s) { id name version sectionSourceKey foodSafetyTypeId preparedItemsMode prepOptionId } }',
      { s: STORE },
      clientadmin,
    );
    const { id, version, name, ...kept } = sections[0];
    const renamed = await run(
      writing.url,
      `mutation ($id: ID!, $v: Int!, $input: SectionInput!) {
        updateSection(id: $id, version: $v, input: $input) { errors { message } } }`,
      { id, v: version, input: { ...kept, name: `${name} renamed` } },
      clientadmin,
    );
    expect(renamed.updateSection.errors).toEqual([]);

    await storeWatcher.waitFor(() => notices(storeWatcher, 'StoreHistoryRecorded').length === 2);
    expect(notices(storeWatcher, 'StoreHistoryRecorded')[1]!.storeEvents).toEqual({
      __typename: 'StoreHistoryRecorded',
      scope: `store:${STORE}`,
      storeId: STORE,
      actor: { userName: 'clientadmin@demo.test' },
    });
    await clientWatcher.waitFor(() => notices(clientWatcher, 'ClientHistoryRecorded').length === 2);
    expect(notices(clientWatcher, 'ClientHistoryRecorded')[1]!.clientEvents).toEqual({
      __typename: 'ClientHistoryRecorded',
      scope: `client:${clientId}`,
      clientId,
      actor: { userName: 'clientadmin@demo.test' },
    });

    // The section's notice reaches the shopper, the attribute's never did (same scope, in order).
    await shopperWatcher.waitFor(() => notices(shopperWatcher, 'StoreHistoryRecorded').length > 0);
    expect(notices(shopperWatcher, 'StoreHistoryRecorded')).toHaveLength(1);
    expect(notices(otherWatcher, 'ClientHistoryRecorded')).toEqual([]);

    // The notice carries no entry; the reader's own query, sent on hearing it, has it already.
    const { history } = await run(
      reading.url,
      HISTORY,
      { filter: { entityType: 'Section', entityId: id } },
      shopper,
    );
    expect(history.entries[0]).toMatchObject({ action: 'updated' });
    expect(history.entries[0].changes).toContainEqual({
      field: 'name',
      before: JSON.stringify(name),
      after: JSON.stringify(`${name} renamed`),
    });
  });

  it("refuses another client's notices to its reader", async () => {
    const answer = await subscribe(reading.wsUrl, otheradmin, CLIENT_NOTICES, { clientId });
    subscriptions.push(answer);
    expect(JSON.stringify(answer.errors)).toContain('FORBIDDEN');
  });
});
