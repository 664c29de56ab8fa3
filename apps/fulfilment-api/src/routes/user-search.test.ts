import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, MANAGER, OTHER_ADMIN, SHOPPER, SYSADMIN } from '../testing/layout.js';
import { idsByName, startTestApi, type TestApi } from '../testing/test-api.js';
import { ifStarted } from '@fulfil/test-fixtures';

let api: TestApi;
let ids: Awaited<ReturnType<typeof idsByName>>;

beforeAll(async () => {
  api = await startTestApi();
  ids = await idsByName(api);
});
afterAll(() => ifStarted(api)?.close());

interface Row {
  id: number;
  userName: string;
  emailAddress: string;
  clientName: string | null;
  roleName: string;
  zoneUsers?: { zoneId: number; name: string }[];
}

type Filter = { field: string; operation: 'Contains'; values: string[] };

function search(
  path: string,
  as: string,
  options: {
    skip?: number;
    take?: number;
    filters?: Filter[];
    sort?: [string, 'Ascending' | 'Descending'];
  } = {},
) {
  return api.call('POST', path, {
    as,
    body: {
      pagingRequest: { skip: options.skip ?? 0, take: options.take ?? 100 },
      filterRequest: options.filters ?? [],
      ...(options.sort && { sortingRequest: { field: options.sort[0], direction: options.sort[1] } }),
    },
  });
}

async function rows(path: string, as: string, options: Parameters<typeof search>[2] = {}): Promise<Row[]> {
  const response = await search(path, as, options);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: Row[] }>().data;
}

const contains = (field: string, ...values: string[]): Filter => ({ field, operation: 'Contains', values });
const names = (list: Row[]) => list.map((row) => row.userName);

/** Every page of a search, `take` rows at a time. */
async function allPages(path: string, as: string, take: number, sort?: [string, 'Ascending' | 'Descending']) {
  const pages: Row[][] = [];
  for (let skip = 0; ; skip += take) {
    const page = await rows(path, as, { skip, take, sort });
    pages.push(page);
    if (page.length < take) return pages;
  }
}

describe('POST /user/search/all', () => {
  it('lists every user sorted by user name by default, in pages that neither overlap nor skip', async () => {
    const everyone = await rows('/user/search/all', SYSADMIN);
    expect(everyone).toHaveLength(18);
    expect(names(everyone)).toEqual([...names(everyone)].sort());
    const pages = await allPages('/user/search/all', SYSADMIN, 5);
    expect(pages.map((page) => page.length)).toEqual([5, 5, 5, 3]);
    expect(pages.flat().map((row) => row.id)).toEqual(everyone.map((row) => row.id));
  });

  it('answers the user record of each row, without stores', async () => {
    const [manager] = await rows('/user/search/all', SYSADMIN, {
      filters: [contains('UserName', 'manager@')],
    });
    expect(manager).toMatchObject({
      userName: 'manager@demo.test',
      emailAddress: 'manager@demo.test',
      firstname: 'Morgan',
      client: ids.client('Demo Grocers'),
      clientName: 'Demo Grocers',
      role: 'storeManager',
      roleName: 'Store Manager',
      version: 1,
    });
    expect(manager).not.toHaveProperty('stores');
  });

  it('filters with Contains on user name, e-mail, client name and role name, ignoring case', async () => {
    expect(
      names(await rows('/user/search/all', SYSADMIN, { filters: [contains('UserName', 'SHOPPER1.')] })),
    ).toEqual([
      'shopper1.downtown@demo.test',
      'shopper1.harbor@demo.test',
      'shopper1.lakeside@demo.test',
      'shopper1.riverside@demo.test',
    ]);
    expect(
      names(await rows('/user/search/all', SYSADMIN, { filters: [contains('EmailAddress', 'Harbor')] })),
    ).toEqual(['shopper1.harbor@demo.test', 'shopper2.harbor@demo.test']);
    expect(
      names(await rows('/user/search/all', SYSADMIN, { filters: [contains('ClientName', 'other f')] })),
    ).toEqual(['otheradmin@demo.test', 'shopper1.harbor@demo.test', 'shopper2.harbor@demo.test']);
    expect(
      names(await rows('/user/search/all', SYSADMIN, { filters: [contains('RoleName', 'lead shop')] })),
    ).toEqual(['lead@demo.test']);
  });

  it('matches any value of one filter and every filter together', async () => {
    const admins = await rows('/user/search/all', SYSADMIN, {
      filters: [contains('RoleName', 'System Admin', 'Client Admin')],
    });
    expect(names(admins)).toEqual(['clientadmin@demo.test', 'otheradmin@demo.test', 'sysadmin@demo.test']);
    const both = await rows('/user/search/all', SYSADMIN, {
      filters: [contains('RoleName', 'Client Admin'), contains('ClientName', 'Demo')],
    });
    expect(names(both)).toEqual(['clientadmin@demo.test']);
  });

  it('takes the search text literally', async () => {
    expect(await rows('/user/search/all', SYSADMIN, { filters: [contains('UserName', '%')] })).toEqual([]);
    expect(await rows('/user/search/all', SYSADMIN, { filters: [contains('UserName', '_')] })).toEqual([]);
  });

  it('sorts by any column in either direction, breaking ties by user id so that pages stay stable', async () => {
    const byEmail = await rows('/user/search/all', SYSADMIN, { sort: ['EmailAddress', 'Descending'] });
    expect(byEmail.map((row) => row.emailAddress)).toEqual(
      byEmail
        .map((row) => row.emailAddress)
        .sort()
        .reverse(),
    );
    const byRole = await rows('/user/search/all', SYSADMIN, { sort: ['RoleName', 'Ascending'] });
    expect(byRole[0]!.roleName).toBe('Client Admin');
    expect(byRole.at(-1)!.roleName).toBe('System Admin');
    const shoppers = byRole.filter((row) => row.roleName === 'Shopper').map((row) => row.id);
    expect(shoppers).toEqual([...shoppers].sort((a, b) => a - b));
    const pages = await allPages('/user/search/all', SYSADMIN, 4, ['ClientName', 'Descending']);
    const byClient = await rows('/user/search/all', SYSADMIN, { sort: ['ClientName', 'Descending'] });
    expect(pages.flat().map((row) => row.id)).toEqual(byClient.map((row) => row.id));
  });

  it('refuses anyone but a systemAdmin with 403 and no data', async () => {
    for (const as of [ADMIN, MANAGER]) {
      const response = await search('/user/search/all', as);
      expect(response.statusCode).toBe(403);
      expect(response.json()).not.toHaveProperty('data');
    }
  });

  it('answers 400 for a page size above 100, an unknown field or another operation', async () => {
    expect((await search('/user/search/all', SYSADMIN, { take: 101 })).statusCode).toBe(400);
    expect((await search('/user/search/all', SYSADMIN, { take: 0 })).statusCode).toBe(400);
    expect((await search('/user/search/all', SYSADMIN, { sort: ['Password', 'Ascending'] })).statusCode).toBe(
      400,
    );
    const response = await api.call('POST', '/user/search/all', {
      as: SYSADMIN,
      body: {
        pagingRequest: { skip: 0, take: 10 },
        filterRequest: [{ field: 'UserName', operation: 'Equals', values: ['x'] }],
      },
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('POST /user/search/ByClientId/{clientId}', () => {
  it('lists the users of the client to its clientAdmin and to a systemAdmin', async () => {
    const demo = ids.client('Demo Grocers');
    for (const as of [ADMIN, SYSADMIN]) {
      const list = await rows(`/user/search/ByClientId/${demo}`, as);
      expect(list).toHaveLength(13);
      expect(list.every((row) => row.clientName === 'Demo Grocers')).toBe(true);
    }
  });

  it('shows a store-level user only the users sharing one of its stores', async () => {
    const list = names(await rows(`/user/search/ByClientId/${ids.client('Demo Grocers')}`, MANAGER));
    expect(list).toContain('shopper1.riverside@demo.test');
    expect(list).toContain('lead@demo.test');
    expect(list).not.toContain('shopper1.lakeside@demo.test');
    expect(list).not.toContain('clientadmin@demo.test');
    const shopperSees = names(await rows(`/user/search/ByClientId/${ids.client('Demo Grocers')}`, SHOPPER));
    expect(shopperSees).not.toContain('shopper1.riverside@demo.test');
  });

  it('refuses a clientAdmin of another client with 403 and no data', async () => {
    const response = await search(`/user/search/ByClientId/${ids.client('Demo Grocers')}`, OTHER_ADMIN);
    expect(response.statusCode).toBe(403);
    expect(response.json()).not.toHaveProperty('data');
  });
});

describe('POST /user/search/detail/ByStoreId/{storeId}', () => {
  it('lists the store’s users with the zones each belongs to in that store', async () => {
    const list = await rows(`/user/search/detail/ByStoreId/${ids.store('Downtown Hub')}`, MANAGER);
    expect(names(list)).toContain('shopper@demo.test');
    expect(names(list)).not.toContain('shopper1.riverside@demo.test');
    const shopper = list.find((row) => row.userName === 'shopper@demo.test')!;
    expect(shopper.zoneUsers!.map((zone) => zone.name)).toContain('Front of Store');
    const riverside = await rows(`/user/search/detail/ByStoreId/${ids.store('Riverside Spoke')}`, MANAGER);
    const manager = riverside.find((row) => row.userName === 'manager@demo.test')!;
    expect(
      manager.zoneUsers!.every((zone) => !shopper.zoneUsers!.some((z) => z.zoneId === zone.zoneId)),
    ).toBe(true);
  });

  it('filters and pages like the other searches', async () => {
    const store = `/user/search/detail/ByStoreId/${ids.store('Downtown Hub')}`;
    expect(names(await rows(store, ADMIN, { filters: [contains('UserName', 'shopper')], take: 2 }))).toEqual([
      'shopper1.downtown@demo.test',
      'shopper2.downtown@demo.test',
    ]);
  });

  it('refuses a store the caller may not read with 403 and no data', async () => {
    for (const [as, store] of [
      [MANAGER, 'Lakeside Market'],
      [OTHER_ADMIN, 'Downtown Hub'],
    ] as const) {
      const response = await search(`/user/search/detail/ByStoreId/${ids.store(store)}`, as);
      expect(response.statusCode).toBe(403);
      expect(response.json()).not.toHaveProperty('data');
    }
  });
});

describe('GET /orderusergroups/user/store/{storeId}', () => {
  it('groups the store’s users by role, managers first', async () => {
    const response = await api.call('GET', `/orderusergroups/user/store/${ids.store('Downtown Hub')}`, {
      as: MANAGER,
    });
    expect(response.statusCode).toBe(200);
    const { storeId, groups } = response.json<{
      storeId: number;
      groups: { role: string; roleName: string; users: { userName: string; fullName: string }[] }[];
    }>();
    expect(storeId).toBe(ids.store('Downtown Hub'));
    expect(groups.map((group) => group.role)).toEqual([
      'storeManager',
      'leadShopper',
      'shopper',
      'preparedItemWorker',
    ]);
    expect(groups[0]!.users).toEqual([
      { id: await ids.userId(MANAGER), userName: MANAGER, fullName: 'Morgan Manager' },
    ]);
    expect(groups[2]!.roleName).toBe('Shopper');
  });

  it('refuses a store of another client with 403', async () => {
    const response = await api.call('GET', `/orderusergroups/user/store/${ids.store('Downtown Hub')}`, {
      as: OTHER_ADMIN,
    });
    expect(response.statusCode).toBe(403);
  });
});
