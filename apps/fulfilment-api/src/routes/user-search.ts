import { ROLES } from '@fulfil/domain';
import type { FastifyPluginAsync } from 'fastify';
import { canManageClient, canReadClient, isSystemAdmin } from '../auth/scope.js';
import { forbidden } from '../errors.js';
import { requireStore } from '../queries/layout/index.js';
import { fullName } from '../queries/layout/rows.js';
import { searchUsers, zonesOfUsers, type UserScope, type UserSearch } from '../queries/user-search.js';
import { roleName } from '../queries/users.js';
import type { Services } from '../services.js';
import { idParams } from './schemas.js';
import { userSearchAnswer, userSearchBody } from './user-schemas.js';

/** The users lists of the admin, client and store screens, and a store's users by role. */

/** Users assigned to one of `storeIds`. */
const assignedToAny =
  (storeIds: number[]): UserScope =>
  (eb) =>
    storeIds.length === 0
      ? eb.lit(false)
      : eb.exists(
          eb
            .selectFrom('userStores')
            .select('userStores.storeId')
            .whereRef('userStores.userId', '=', 'users.userId')
            .where('userStores.storeId', 'in', storeIds),
        );

const orderUserGroupsAnswer = {
  type: 'object',
  required: ['storeId', 'groups'],
  properties: {
    storeId: { type: 'integer' },
    groups: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          role: { type: 'string' },
          roleName: { type: 'string' },
          users: {
            type: 'array',
            items: {
              type: 'object',
              properties: {
                id: { type: 'integer' },
                userName: { type: 'string' },
                fullName: { type: 'string' },
              },
            },
          },
        },
      },
    },
  },
} as const;

export const userSearchRoutes: FastifyPluginAsync<Services> = async (app, { db }) => {
  const searchSchema = { body: userSearchBody, response: { 200: userSearchAnswer } };

  app.post<{ Body: UserSearch }>('/user/search/all', { schema: searchSchema }, async (request) => {
    if (!isSystemAdmin(request.caller)) throw forbidden();
    return { data: await searchUsers(db, (eb) => eb.lit(true), request.body) };
  });

  app.post<{ Params: { clientId: number }; Body: UserSearch }>(
    '/user/search/ByClientId/:clientId',
    { schema: { ...searchSchema, params: idParams('clientId') } },
    async (request) => {
      const { caller } = request;
      const { clientId } = request.params;
      if (!canReadClient(caller, clientId)) throw forbidden();
      const ofClient: UserScope = (eb) => eb('users.clientId', '=', clientId);
      // Store-level roles see only the users sharing one of their stores.
      const scope: UserScope = canManageClient(caller, clientId)
        ? ofClient
        : (eb) => eb.and([ofClient(eb), assignedToAny(caller.storeIds)(eb)]);
      return { data: await searchUsers(db, scope, request.body) };
    },
  );

  app.post<{ Params: { storeId: number }; Body: UserSearch }>(
    '/user/search/detail/ByStoreId/:storeId',
    { schema: { ...searchSchema, params: idParams('storeId') } },
    async (request) => {
      const { storeId } = request.params;
      await requireStore(db, request.caller, storeId, 'read');
      const users = await searchUsers(db, assignedToAny([storeId]), request.body);
      const zones = await zonesOfUsers(
        db,
        storeId,
        users.map((user) => user.id),
      );
      return { data: users.map((user) => ({ ...user, zoneUsers: zones.get(user.id) ?? [] })) };
    },
  );

  app.get<{ Params: { storeId: number } }>(
    '/orderusergroups/user/store/:storeId',
    { schema: { params: idParams('storeId'), response: { 200: orderUserGroupsAnswer } } },
    async (request) => {
      const { storeId } = request.params;
      await requireStore(db, request.caller, storeId, 'read');
      const users = await db
        .selectFrom('users')
        .innerJoin('userStores', 'userStores.userId', 'users.userId')
        .select(['users.userId', 'users.userName', 'users.firstName', 'users.lastName', 'users.role'])
        .where('userStores.storeId', '=', storeId)
        .orderBy('users.userName')
        .execute();
      // Groups in the order of the role list, so the answer reads from managers down.
      const roles = [...new Set(users.map((user) => user.role))].sort(
        (a, b) => ROLES.indexOf(a as never) - ROLES.indexOf(b as never),
      );
      return {
        storeId,
        groups: roles.map((role) => ({
          role,
          roleName: roleName(role),
          users: users
            .filter((user) => user.role === role)
            .map((user) => ({ id: user.userId, userName: user.userName, fullName: fullName(user) })),
        })),
      };
    },
  );
};
