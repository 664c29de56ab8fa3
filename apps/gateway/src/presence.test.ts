import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  execute,
  startStackFor,
  STORE_EVENTS,
  subscribe,
  type AnswerTree,
  type SignedInStack,
} from './testing/stack.js';
import { ifStarted } from '@fulfil/test-fixtures';

const USERS = [
  'sysadmin@demo.test',
  'clientadmin@demo.test',
  'otheradmin@demo.test',
  'manager@demo.test',
  'shopper@demo.test',
  'lead@demo.test',
] as const;

let stack: SignedInStack;
let sysadmin: string;
let clientadmin: string;
let otheradmin: string;
let manager: string;
let shopper: string;
let lead: string;
/** Downtown Hub: the store of the shopper and the lead shopper, managed by the manager. */
let store: string;

beforeAll(async () => {
  const started = await startStackFor(USERS);
  stack = started;
  [sysadmin, clientadmin, otheradmin, manager, shopper, lead] = started.tokens;
  const { stores } = await stack.run('{ stores { id name } }', {}, shopper);
  store = stores.find((row: { name: string }) => row.name === 'Downtown Hub').id;
});

afterAll(() => ifStarted(stack)?.close());

const REPORT = `mutation ($s: ID!, $screen: String!, $item: ID, $tab: ID) {
  reportPresence(storeId: $s, screen: $screen, openItemId: $item, tabId: $tab)
}`;
const LEAVE = 'mutation ($s: ID!, $tab: ID) { leavePresence(storeId: $s, tabId: $tab) }';
const PRESENT = 'query ($s: ID!) { presence(storeId: $s) { actor { userName } screen } }';

const report = (token: string, variables: Record<string, unknown> = {}) =>
  execute(stack.url, REPORT, { s: store, screen: 'merchandise', tab: 'tab-1', ...variables }, token);

const errorOf = (answer: { errors?: { message: string; extensions?: Record<string, unknown> }[] }) =>
  answer.errors?.[0];

const isPresence = (data: Record<string, AnswerTree>) => data.storeEvents.__typename === 'PresenceChanged';

describe('who may report presence', () => {
  it('refuses a shopper, a lead shopper and another client’s admin, reporting and leaving', async () => {
    // The shopper and the lead shopper may see the store and who is on it; they may not appear on it.
    expect((await stack.run(PRESENT, { s: store }, shopper)).presence).toEqual([]);
    for (const token of [shopper, lead, otheradmin]) {
      expect(errorOf(await report(token))?.extensions?.code).toBe('FORBIDDEN');
      const leave = await execute(stack.url, LEAVE, { s: store, tab: 'tab-1' }, token);
      expect(errorOf(leave)?.extensions?.code).toBe('FORBIDDEN');
    }
    expect((await stack.run(PRESENT, { s: store }, sysadmin)).presence).toEqual([]);
  });

  it('lets the systemAdmin, the client’s admin and the store’s manager report and leave', async () => {
    for (const token of [sysadmin, clientadmin, manager]) {
      expect(errorOf(await report(token, { tab: 'allowed' }))).toBeUndefined();
    }
    const present = (await stack.run(PRESENT, { s: store }, sysadmin)).presence;
    expect(present.map((entry: { actor: { userName: string } }) => entry.actor.userName).sort()).toEqual([
      'clientadmin@demo.test',
      'manager@demo.test',
      'sysadmin@demo.test',
    ]);
    for (const token of [sysadmin, clientadmin, manager]) {
      await stack.run(LEAVE, { s: store, tab: 'allowed' }, token);
    }
    expect((await stack.run(PRESENT, { s: store }, sysadmin)).presence).toEqual([]);
  });
});

describe('what a report may carry', () => {
  it('refuses a screen or a tab id over its limit with BAD_USER_INPUT and a message naming it', async () => {
    const screen = errorOf(await report(manager, { screen: 'x'.repeat(201) }));
    expect(screen).toMatchObject({
      message: 'screen must be at most 200 characters.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const tab = errorOf(await report(manager, { tab: 't'.repeat(101) }));
    expect(tab).toMatchObject({
      message: 'tabId must be at most 100 characters.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect((await stack.run(PRESENT, { s: store }, sysadmin)).presence).toEqual([]);
  });

  it('answers a flood of reports with RATE_LIMITED and a message saying to wait', async () => {
    // One person, any tab ids: twenty at once pass, the next is refused.
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, index) => report(clientadmin, { tab: `flood-${index}` })),
    );
    const refused = answers.map(errorOf).filter((error) => error !== undefined);
    expect(refused.length).toBeGreaterThanOrEqual(5);
    for (const error of refused) {
      expect(error).toMatchObject({
        message: 'Too many presence reports; wait a few seconds and try again.',
        extensions: { code: 'RATE_LIMITED' },
      });
    }
    // Others are not slowed down by one person's flood.
    expect(errorOf(await report(manager, { tab: 'calm' }))).toBeUndefined();
    await stack.run(LEAVE, { s: store, tab: 'calm' }, manager);
  });
});

describe('a closed browser', () => {
  it('leaves when its socket closes: a watcher sees it go within a second', async () => {
    const watcher = await stack.subscribe(sysadmin, STORE_EVENTS, { storeId: store });
    // The portal's socket carries its tab id; its reports go over HTTP.
    const tab = await subscribe(stack.wsUrl, manager, STORE_EVENTS, { storeId: store }, { tabId: 'closing' });
    await stack.run(REPORT, { s: store, screen: 'zones', tab: 'closing' }, manager);
    await watcher.waitFor(
      (data) =>
        isPresence(data) &&
        data.storeEvents.present.some((entry: AnswerTree) => entry.actor.userName === 'manager@demo.test'),
    );
    const seen = watcher.events.length;

    await tab.dispose();
    const left = await watcher.waitFor(
      (data) => watcher.events.indexOf(data) >= seen && isPresence(data),
      1000,
    );
    expect(left.storeEvents.actor).toEqual({ userName: 'manager@demo.test' });
    const managers = left.storeEvents.present.filter(
      (entry: AnswerTree) => entry.actor.userName === 'manager@demo.test',
    );
    expect(managers).toEqual([]);
  });
});
