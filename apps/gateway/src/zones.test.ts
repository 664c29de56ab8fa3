import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  execute,
  STORE_EVENTS,
  startStackFor,
  type AnswerTree,
  type LiveSubscription,
  type SignedInStack,
} from './testing/stack.js';
import { ifStarted } from '@fulfil/test-fixtures';

let stack: SignedInStack;
let sysadmin: string;
let clientadmin: string;
let watcher: LiveSubscription;
let sectionIds: string[];
const STORE = '1';

const run = (query: string, variables: Record<string, unknown>, token = sysadmin) =>
  stack.run(query, variables, token);

beforeAll(async () => {
  [sysadmin, clientadmin] = (stack = await startStackFor([
    'sysadmin@demo.test',
    'clientadmin@demo.test',
  ])).tokens;
  const { sections } = await run('query ($s: ID!) { sections(storeId: $s) { id } }', { s: STORE });
  sectionIds = sections.map((section: { id: string }) => section.id);
  watcher = await stack.subscribe(clientadmin, STORE_EVENTS, { storeId: STORE });
});

afterAll(() => ifStarted(stack)?.close());

const ZONE_PAYLOAD =
  'zone { zoneId storeId name foodSafetyTypeId version sectionCount userCount sections { sectionId sequenceId } users { userName } } errors { field message }';
const CREATE = `mutation ($s: ID!, $input: ZoneInput!, $sections: [ID!]!) {
  createZone(storeId: $s, input: $input, sectionIds: $sections) { ${ZONE_PAYLOAD} } }`;
const UPDATE = `mutation ($id: ID!, $version: Int!, $input: ZoneInput!) {
  updateZone(zoneId: $id, version: $version, input: $input) { ${ZONE_PAYLOAD} } }`;

const zoneName = () => `Zone ${randomUUID().slice(0, 8)}`;

async function createZone(name = zoneName(), sections = sectionIds.slice(0, 2)) {
  const answer = (await run(CREATE, { s: STORE, input: { name }, sections })).createZone;
  expect(answer.errors).toEqual([]);
  return answer.zone as { zoneId: string; name: string; version: number };
}

/** The next ZoneChanged of the zone that passes `test`. */
const zoneChanged = (zoneId: string, test: (zone: AnswerTree) => boolean = () => true) =>
  watcher.waitFor(
    (data) =>
      data.storeEvents.__typename === 'ZoneChanged' &&
      data.storeEvents.zone.zoneId === zoneId &&
      test(data.storeEvents.zone),
  );

describe('zones', () => {
  it('refuses a zone without sections in the spec’s words, storing nothing', async () => {
    const name = zoneName();
    const answer = (await run(CREATE, { s: STORE, input: { name }, sections: [] })).createZone;
    expect(answer).toEqual({
      zone: null,
      errors: [{ field: 'sectionIds', message: 'Please choose at least one section for this zone.' }],
    });
    const { zones } = await run('query ($s: ID!) { zones(storeId: $s) { name } }', { s: STORE });
    expect(zones).not.toContainEqual({ name });
  });

  it('creates a zone with its sections in the store’s order and tells the store’s subscribers who did it', async () => {
    const name = zoneName();
    const [later, earlier] = [sectionIds[2]!, sectionIds[1]!];
    const answer = (await run(CREATE, { s: STORE, input: { name }, sections: [later, earlier] })).createZone;
    expect(answer.zone).toMatchObject({
      storeId: STORE,
      name,
      foodSafetyTypeId: null,
      version: 1,
      sectionCount: 2,
      userCount: 0,
      sections: [{ sectionId: earlier }, { sectionId: later }],
      users: [],
    });
    const event = await zoneChanged(answer.zone.zoneId);
    expect(event.storeEvents).toMatchObject({
      scope: `store:${STORE}`,
      actor: { userName: 'sysadmin@demo.test', displayName: 'Sam Sysadmin' },
      zone: { zoneId: answer.zone.zoneId, name, version: 1 },
    });
  });

  it('renames a zone and answers CONFLICT with the stored zone on a stale version', async () => {
    const zone = await createZone();
    const renamed = (
      await run(UPDATE, { id: zone.zoneId, version: 1, input: { name: `${zone.name} A` } }, clientadmin)
    ).updateZone;
    expect(renamed).toMatchObject({
      zone: { zoneId: zone.zoneId, name: `${zone.name} A`, version: 2 },
      errors: [],
    });
    await zoneChanged(zone.zoneId, (stored) => stored.version === 2);
    const stale = await execute(
      stack.url,
      UPDATE,
      { id: zone.zoneId, version: 1, input: { name: 'Mine' } },
      sysadmin,
    );
    expect(stale.errors?.[0]?.extensions).toMatchObject({
      code: 'CONFLICT',
      current: { zoneId: zone.zoneId, name: `${zone.name} A`, version: 2 },
      changedBy: 'clientadmin@demo.test',
    });
  });

  it('adds a user to a zone and takes them out again, each change delivered', async () => {
    const zone = await createZone();
    const { users } = await run(
      'query ($scope: UserScopeInput, $search: UserSearchInput!) { users(scope: $scope, search: $search) { id userName } }',
      {
        scope: { storeId: STORE },
        search: { skip: 0, take: 30, filters: [{ field: 'USER_NAME', text: 'lead@' }] },
      },
    );
    const lead = users[0] as { id: string; userName: string };
    const SET = `mutation ($zone: ID!, $user: ID!, $member: Boolean!) {
      setZoneUser(zoneId: $zone, userId: $user, member: $member) { ${ZONE_PAYLOAD} } }`;
    const added = (await run(SET, { zone: zone.zoneId, user: lead.id, member: true })).setZoneUser;
    expect(added.zone).toMatchObject({ userCount: 1, users: [{ userName: lead.userName }] });
    await zoneChanged(zone.zoneId, (stored) => stored.users.length === 1);
    const { users: inStore } = await run(
      'query ($scope: UserScopeInput, $search: UserSearchInput!) { users(scope: $scope, search: $search) { id zones { zoneId name } } }',
      {
        scope: { storeId: STORE },
        search: { skip: 0, take: 30, filters: [{ field: 'USER_NAME', text: 'lead@' }] },
      },
    );
    expect(inStore[0].zones).toContainEqual({ zoneId: zone.zoneId, name: zone.name });
    const removed = (await run(SET, { zone: zone.zoneId, user: lead.id, member: false })).setZoneUser;
    expect(removed.zone).toMatchObject({ userCount: 0, users: [] });
    await zoneChanged(zone.zoneId, (stored) => stored.users.length === 0);
  });

  it('announces the zone when a section is linked to it', async () => {
    const zone = await createZone(zoneName(), [sectionIds[0]!]);
    await run(
      'mutation ($s: ID!, $z: ID!) { setSectionZone(sectionId: $s, zoneId: $z, linked: true) { errors { message } } }',
      { s: sectionIds[3], z: zone.zoneId },
    );
    const event = await zoneChanged(zone.zoneId, (stored) => stored.sections.length === 2);
    expect(event.storeEvents.zone.sections).toEqual([
      { sectionId: sectionIds[0] },
      { sectionId: sectionIds[3] },
    ]);
  });

  it('deletes a zone and tells the store’s subscribers', async () => {
    const zone = await createZone();
    const deleted = await run(
      'mutation ($id: ID!) { deleteZone(zoneId: $id) { deletedId errors { message } } }',
      {
        id: zone.zoneId,
      },
    );
    expect(deleted.deleteZone).toEqual({ deletedId: zone.zoneId, errors: [] });
    const event = await watcher.waitFor(
      (data) => data.storeEvents.__typename === 'ZoneDeleted' && data.storeEvents.zoneId === zone.zoneId,
    );
    expect(event.storeEvents.scope).toBe(`store:${STORE}`);
  });
});
