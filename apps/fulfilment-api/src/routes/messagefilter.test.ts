import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, MANAGER, OTHER_ADMIN, SYSADMIN } from '../testing/layout.js';
import { idsByName, startTestApi, type TestApi } from '../testing/test-api.js';
import { ifStarted } from '@fulfil/test-fixtures';

let api: TestApi;
let demo: number;

beforeAll(async () => {
  api = await startTestApi();
  demo = (await idsByName(api)).client('Demo Grocers');
});
afterAll(() => ifStarted(api)?.close());

interface MessageFilter {
  messageFilterId: number;
  word: string;
  allow: boolean;
  version: number;
}
interface Page {
  messageFilters: MessageFilter[];
  totalCount: number;
}

/** The read as the contract makes it: the client named by the fulfiller-clientId header. */
async function read(as: string, query = '', clientId = demo) {
  const { token } = await api.signIn(as);
  return api.app.inject({
    method: 'GET',
    url: `/messagefilter/get${query}`,
    headers: { authorization: `Bearer ${token}`, 'fulfiller-clientid': String(clientId) },
  });
}
const page = async (query = '') => (await read(ADMIN, query)).json<Page>();
const create = (as: string, word: string, clientId = demo) =>
  api.call('POST', '/messagefilter/create', { as, body: { word, clientId, allow: true } });

describe('message filters', () => {
  it('reads ten words a page, ascending by default, with the count of all pages', async () => {
    const first = await page();
    expect(first.messageFilters).toHaveLength(10);
    expect(first.totalCount).toBeGreaterThanOrEqual(25);
    const words = first.messageFilters.map((filter) => filter.word);
    expect(words).toEqual([...words].sort((a, b) => a.localeCompare(b)));
    const second = await page('?skip=10&take=10');
    expect(second.messageFilters[0]!.word.localeCompare(words[9]!)).toBeGreaterThan(0);
    const descending = await page('?sortingRequest=Descending&sortField=MessageFilter');
    expect(descending.messageFilters[0]!.word.localeCompare(words[0]!)).toBeGreaterThan(0);
  });

  it('searches words containing the text, letter case ignored, and treats % as a letter', async () => {
    const found = await page('?filterRequest=RA');
    expect(found.messageFilters.map((filter) => filter.word)).toEqual(
      expect.arrayContaining(['rats', 'drat']),
    );
    expect(found.messageFilters.every((filter) => filter.word.toLowerCase().includes('ra'))).toBe(true);
    expect((await page('?filterRequest=%25')).totalCount).toBe(0);
  });

  it('creates a trimmed word with allow false and refuses it twice, letter case ignored', async () => {
    const response = await create(ADMIN, '  Fiddlesticks ');
    expect(response.json()).toMatchObject({
      isSuccess: true,
      messageFilter: { word: 'Fiddlesticks', allow: false },
    });
    expect((await create(SYSADMIN, 'fiddlesticks')).json()).toEqual({
      isSuccess: false,
      errors: [{ errorMessage: '"fiddlesticks" is already filtered.' }],
    });
  });

  it('refuses an empty word, a long one and one with control characters, saying why', async () => {
    const refusal = async (word: string) =>
      (await create(ADMIN, word)).json<{ errors: { errorMessage: string }[] }>().errors[0]?.errorMessage;
    expect(await refusal('   ')).toBe('Enter the word to filter.');
    expect(await refusal('x'.repeat(101))).toBe('A filtered word can be at most 100 characters.');
    expect(await refusal('two\nlines')).toBe(
      'A filtered word cannot contain tabs, line breaks or other control characters.',
    );
  });

  it('updates over the version and answers a stale version with 409', async () => {
    const { messageFilter } = (await create(ADMIN, 'flapdoodle')).json<{ messageFilter: MessageFilter }>();
    const body = {
      messageFilterId: messageFilter.messageFilterId,
      clientId: demo,
      version: 1,
      word: 'balderdash',
    };
    expect((await api.call('POST', '/messagefilter/update', { as: SYSADMIN, body })).json()).toMatchObject({
      messageFilter: { word: 'balderdash', version: 2 },
    });
    const stale = await api.call('POST', '/messagefilter/update', {
      as: ADMIN,
      body: { ...body, word: 'poppycock' },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ changedBy: SYSADMIN, current: { word: 'balderdash' } });
  });

  it("deletes a word, and says 'Message Filter could not be deleted' for one already gone", async () => {
    const { messageFilter } = (await create(ADMIN, 'codswallop')).json<{ messageFilter: MessageFilter }>();
    const body = { messageFilterId: messageFilter.messageFilterId, clientId: demo };
    expect((await api.call('POST', '/messagefilter/delete', { as: ADMIN, body })).json()).toEqual({
      isSuccess: true,
      errors: [],
    });
    expect((await api.call('POST', '/messagefilter/delete', { as: ADMIN, body })).json()).toEqual({
      isSuccess: false,
      errors: [{ errorMessage: 'Message Filter could not be deleted' }],
    });
  });

  it('keeps each client’s words to its managers', async () => {
    expect((await read(OTHER_ADMIN)).statusCode).toBe(403);
    expect((await read(MANAGER)).statusCode).toBe(403);
    expect((await create(OTHER_ADMIN, 'intruder')).statusCode).toBe(403);
    expect((await create(MANAGER, 'intruder')).statusCode).toBe(403);
    const [first] = (await page()).messageFilters;
    const body = { messageFilterId: first!.messageFilterId, clientId: demo };
    expect((await api.call('POST', '/messagefilter/delete', { as: OTHER_ADMIN, body })).statusCode).toBe(403);
    expect((await api.call('POST', '/messagefilter/delete', { as: MANAGER, body })).statusCode).toBe(403);
    // Naming its own client does not reach another client's word.
    const other = (await idsByName(api)).client('Other Foods');
    const foreign = await api.call('POST', '/messagefilter/delete', {
      as: OTHER_ADMIN,
      body: { ...body, clientId: other },
    });
    expect(foreign.json()).toMatchObject({ isSuccess: false });
    expect((await page()).messageFilters[0]!.messageFilterId).toBe(first!.messageFilterId);
  });
});
