import { placeAt } from '@fulfil/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SharedExecution } from './live/shared-execution.js';
import {
  execute,
  signIn,
  startStackFor,
  STORE_EVENTS,
  type AnswerTree,
  type SignedInStack,
} from './testing/stack.js';
import { ifStarted } from '@fulfil/test-fixtures';

let stack: SignedInStack;
const shared = new SharedExecution();
let sysadmin: string;
let clientadmin: string;
let otheradmin: string;
const STORE = '1';

beforeAll(async () => {
  [sysadmin, clientadmin, otheradmin] = (stack = await startStackFor(
    ['sysadmin@demo.test', 'clientadmin@demo.test', 'otheradmin@demo.test'],
    {
      sharedExecution: shared,
    },
  )).tokens;
});

afterAll(() => ifStarted(stack)?.close());

const listen = (token: string, storeId = STORE) => stack.subscribe(token, STORE_EVENTS, { storeId });

const run = (query: string, variables: Record<string, unknown>, token = sysadmin) =>
  stack.run(query, variables, token);

const listOrder = async () =>
  (
    await run('query ($s: ID!) { listOrder(list: SECTIONS, parentId: $s) { orderedIds listVersion } }', {
      s: STORE,
    })
  ).listOrder as { orderedIds: string[]; listVersion: number };

const sectionIds = async () =>
  (await run('query ($s: ID!) { sections(storeId: $s) { id } }', { s: STORE })).sections.map(
    (section: { id: string }) => section.id,
  ) as string[];

const moveFirstToEnd = async (ids: string[], token = sysadmin) =>
  run(
    'mutation ($sectionId: ID!, $direction: MoveDirection!, $targetSectionId: ID!, $storeId: ID) { moveSection(sectionId: $sectionId, direction: $direction, targetSectionId: $targetSectionId, storeId: $storeId) { section { id } errors { message } } }',
    { sectionId: ids[0], direction: 'AFTER', targetSectionId: ids[ids.length - 1] },
    token,
  );

const isMove = (data: Record<string, AnswerTree>) => data.storeEvents.__typename === 'SectionsMoved';
const isNotice = (data: Record<string, AnswerTree>) => data.storeEvents.__typename === 'StoreHistoryRecorded';

describe('storeEvents', () => {
  it('delivers SectionsMoved with where the section landed and the list version to an admin of the store', async () => {
    const subscriber = await listen(clientadmin);
    const before = await listOrder();
    const ids = before.orderedIds;
    await moveFirstToEnd(ids);
    const event = await subscriber.waitFor(isMove);
    expect(event.storeEvents).toEqual({
      __typename: 'SectionsMoved',
      eventId: expect.any(String),
      scope: `store:${STORE}`,
      actor: { userName: 'sysadmin@demo.test' },
      sectionId: ids[0],
      position: ids.length,
      listVersion: before.listVersion + 1,
    });
    // Placed on the order of the version before, the move gives the stored order.
    expect(await listOrder()).toEqual({
      orderedIds: placeAt(ids, event.storeEvents.sectionId, event.storeEvents.position),
      listVersion: event.storeEvents.listVersion,
    });
  });

  it('still answers the deprecated orderedIds of SectionsMoved, read when asked', async () => {
    const subscriber = await stack.subscribe(
      clientadmin,
      'subscription ($storeId: ID!) { storeEvents(storeId: $storeId) { __typename ... on SectionsMoved { orderedIds listVersion } } }',
      { storeId: STORE },
    );
    await moveFirstToEnd(await sectionIds());
    const event = await subscriber.waitFor(isMove);
    const stored = await listOrder();
    // Its own operation executes apart from the others', which the count below must not see.
    await subscriber.dispose();
    expect(event.storeEvents).toEqual({ __typename: 'SectionsMoved', ...stored });
  });

  it('refuses the admin of another client and sends it nothing', async () => {
    const stranger = await listen(otheradmin);
    await moveFirstToEnd(await sectionIds());
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(stranger.events).toEqual([]);
    expect(stranger.errors).toMatchObject([{ extensions: { code: 'FORBIDDEN' } }]);
  });

  it('carries a shelf change with the section and its shelves as stored', async () => {
    const subscriber = await listen(sysadmin);
    const [sectionId] = await sectionIds();
    const created = await run(
      'mutation ($id: ID!) { createShelf(sectionId: $id, input: { name: "Live shelf" }) { shelf { id } } }',
      { id: sectionId },
    );
    const event = await subscriber.waitFor((data) => data.storeEvents.__typename === 'ShelvesChanged');
    expect(event.storeEvents.section.id).toBe(sectionId);
    expect(event.storeEvents.section.shelves.at(-1)).toMatchObject({
      id: created.createShelf.shelf.id,
      name: 'Live shelf',
    });
  });

  it('runs the event resolvers once for every kind of viewer with the same operation', async () => {
    // The systemAdmin and the clientAdmin may read different things, so each kind executes once.
    const subscribers = await Promise.all(
      [sysadmin, clientadmin].flatMap((token) => Array.from({ length: 6 }, () => listen(token))),
    );
    // Once every subscriber has its first move, all it received before (a resync, if the store had
    // just changed) has been executed too: a stream delivers in order.
    await moveFirstToEnd(await sectionIds());
    await Promise.all(subscribers.map((subscriber) => subscriber.waitFor(isMove)));
    await Promise.all(subscribers.map((subscriber) => subscriber.waitFor(isNotice)));
    const before = shared.executions;
    const seen = subscribers.map((subscriber) => subscriber.events.length);
    await moveFirstToEnd(await sectionIds());
    const after = (index: number, test: (data: AnswerTree) => boolean) =>
      subscribers[index]!.waitFor(
        (data) => subscribers[index]!.events.indexOf(data) >= seen[index]! && test(data),
      );
    const received = await Promise.all(subscribers.map((_subscriber, index) => after(index, isMove)));
    // The move's history notice follows it: the notice is one execution per kind of viewer too.
    await Promise.all(subscribers.map((_subscriber, index) => after(index, isNotice)));
    expect(new Set(received.map((data) => data.storeEvents.eventId)).size).toBe(1);
    expect(shared.executions - before).toBe(4);
  });
});

describe('presence', () => {
  const REPORT =
    'mutation ($s: ID!, $item: ID) { reportPresence(storeId: $s, screen: "merchandise", openItemId: $item) }';

  it('shows an admin on the layout screens to another subscriber and to the presence query', async () => {
    const watcher = await listen(sysadmin);
    await run(REPORT, { s: STORE, item: '3' }, clientadmin);
    const event = await watcher.waitFor((data) => data.storeEvents.__typename === 'PresenceChanged');
    expect(event.storeEvents).toMatchObject({
      actor: { userName: 'clientadmin@demo.test' },
      present: [{ actor: { userName: 'clientadmin@demo.test' }, screen: 'merchandise', openItemId: '3' }],
    });
    const present = await run('query ($s: ID!) { presence(storeId: $s) { actor { userName } screen } }', {
      s: STORE,
    });
    expect(present.presence).toEqual([
      { actor: { userName: 'clientadmin@demo.test' }, screen: 'merchandise' },
    ]);
    await run('mutation ($s: ID!) { leavePresence(storeId: $s) }', { s: STORE }, clientadmin);
    const left = await watcher.waitFor(
      (data) => data.storeEvents.__typename === 'PresenceChanged' && data.storeEvents.present.length === 0,
    );
    expect(left.storeEvents.actor).toEqual({ userName: 'clientadmin@demo.test' });
  });

  it('counts an admin with two tabs open once, named by first and last name, until both tabs leave', async () => {
    const REPORT_TAB =
      'mutation ($s: ID!, $item: ID, $tab: ID) { reportPresence(storeId: $s, screen: "merchandise", openItemId: $item, tabId: $tab) }';
    const LEAVE_TAB = 'mutation ($s: ID!, $tab: ID) { leavePresence(storeId: $s, tabId: $tab) }';
    const PRESENT = 'query ($s: ID!) { presence(storeId: $s) { actor { userName displayName } openItemId } }';
    const secondSignIn = await signIn(stack.url, 'clientadmin@demo.test');
    await run(REPORT_TAB, { s: STORE, item: null, tab: 'first' }, clientadmin);
    await run(REPORT_TAB, { s: STORE, item: '4', tab: 'second' }, secondSignIn);
    expect((await run(PRESENT, { s: STORE })).presence).toEqual([
      { actor: { userName: 'clientadmin@demo.test', displayName: 'Casey Clientadmin' }, openItemId: '4' },
    ]);

    await run(LEAVE_TAB, { s: STORE, tab: 'second' }, secondSignIn);
    expect((await run(PRESENT, { s: STORE })).presence).toEqual([
      { actor: { userName: 'clientadmin@demo.test', displayName: 'Casey Clientadmin' }, openItemId: null },
    ]);
    await run(LEAVE_TAB, { s: STORE, tab: 'first' }, clientadmin);
    expect((await run(PRESENT, { s: STORE })).presence).toEqual([]);
  });

  it('refuses presence on a store the caller may not see', async () => {
    const answer = await execute(stack.url, REPORT, { s: STORE }, otheradmin);
    expect(answer.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
