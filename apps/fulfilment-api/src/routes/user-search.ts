import { ROLES } from '@fulfil/domain';
import {
  GetOrderUserGroups,
  SearchAllUsers,
  SearchClientUsers,
  SearchStoreUsers,
} from '@fulfil/rest-contract';
import { canManageClient, canReadClient, isSystemAdmin } from '../auth/scope.js';
import { forbidden } from '../errors.js';
import { requireStore } from '../queries/layout/index.js';
import { fullName } from '../queries/layout/rows.js';
import {
  assignedToAny,
  bothOf,
  everyUser,
  ofClient,
  searchUsers,
  usersOfStore,
  zonesOfUsers,
} from '../queries/user-search.js';
import { roleName } from '../queries/users.js';
import type { Services } from '../services.js';
import { of, type ContractRoutes } from './typed-routes.js';

/** The users lists of the admin, client and store screens, and a store's users by role. */

export const userSearchRoutes: ContractRoutes<Services> = async (app, { db }) => {
  app.route({
    ...of(SearchAllUsers),
    handler: async (request) => {
      if (!isSystemAdmin(request.caller)) throw forbidden();
      return { data: await searchUsers(db, everyUser, request.body) };
    },
  });

  app.route({
    ...of(SearchClientUsers),
    handler: async (request) => {
      const { caller } = request;
      const { clientId } = request.params;
      if (!canReadClient(caller, clientId)) throw forbidden();
      // Store-level roles see only the users sharing one of their stores.
      const scope = canManageClient(caller, clientId)
        ? ofClient(clientId)
        : bothOf(ofClient(clientId), assignedToAny(caller.storeIds));
      return { data: await searchUsers(db, scope, request.body) };
    },
  });

  app.route({
    ...of(SearchStoreUsers),
    handler: async (request) => {
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
  });

  app.route({
    ...of(GetOrderUserGroups),
    handler: async (request) => {
      const { storeId } = request.params;
      await requireStore(db, request.caller, storeId, 'read');
      const users = await usersOfStore(db, storeId);
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
  });
};
