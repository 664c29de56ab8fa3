import { mayAssignRole, normaliseUserName, type Role } from '@fulfil/domain';
import type {
  FulfilmentApi,
  RestOutcome,
  RestStore,
  RestUser,
  RestUserFields,
  RestUserListItem,
} from '@fulfil/fulfilment-client';
import type { GatewayContext } from '../context.js';
import { conflictWithCurrent, nullWhenNotFound, outcomeErrors, unauthenticated } from '../errors.js';
import type { Resolvers, UserError, UserInput } from '../generated/resolvers-types.js';
import { deliveredUserEvent, isUserEvent, publishUserEvent } from '../live/user-events.js';
import { userEventScopes } from '../live/visibility.js';
import type { RestUserZone } from '../rest-rows.js';
import { optionalId } from './layout/write.js';
import { id, shape, type FieldMap } from './shape.js';
import { userSearchRequest } from './user-search.js';

/** How User reads a user row; also the GraphQL form of the stored user in a CONFLICT. */
const userFields = {
  id: (user) => id(user.id),
  userName: (user) => user.userName,
  email: (user) => user.emailAddress,
  firstName: (user) => user.firstname,
  lastName: (user) => user.lastname,
  phoneNumber: (user) => user.phoneNumber,
  role: (user) => user.role,
  roleName: (user) => user.roleName,
  clientId: (user) => (user.client ? id(user.client) : null),
  clientName: (user) => user.clientName,
  clientIntegrationEnabled: (user) => user.clientIntegrationEnabled,
  claims: (user) => user.claims ?? [],
  receiveArrivalNotifications: (user) => user.receiveArrivalNotifications,
  version: (user) => user.version,
} satisfies FieldMap<RestUserListItem>;

const userShape = (user: RestUser) => shape(userFields, user);

const userZoneFields = {
  zoneId: (zone) => id(zone.zoneId),
  name: (zone) => zone.name,
} satisfies FieldMap<RestUserZone>;

/** Every store for a systemAdmin, the client's stores for a clientAdmin, the assigned stores otherwise. */
function storesOf(user: RestUserListItem, api: FulfilmentApi): Promise<RestStore[]> {
  if (user.role === 'systemAdmin') return api.stores();
  if (user.role === 'clientAdmin' && user.client) return api.storesOfClient(user.client);
  return api.storesOfUser(user.id);
}

const restUserFields = (input: UserInput): RestUserFields => ({
  userName: normaliseUserName(input.userName),
  emailAddress: input.email.trim(),
  firstname: input.firstName?.trim() || null,
  lastname: input.lastName?.trim() || null,
  phoneNumber: input.phoneNumber?.trim() || null,
  client: optionalId(input.clientId) ?? 0,
  role: input.role,
  receiveArrivalNotifications: input.receiveArrivalNotifications,
});

/**
 * The role choices of the user form (spec 1 section 5), checked before anything is sent; the API
 * checks again. A curbside-only client narrows the choices, so the user's client is read.
 */
async function roleRefusal(
  context: GatewayContext,
  role: string,
  clientId: number | null,
): Promise<UserError[]> {
  if (!context.user) throw unauthenticated();
  const [roles, client] = await Promise.all([
    context.api.roles(),
    clientId ? context.api.client(clientId) : null,
  ]);
  const keys = roles.map((choice) => choice.key as Role);
  if (mayAssignRole(context.user.role, client?.curbsideOnly ?? false, keys, role)) return [];
  return [{ field: 'role', message: `You may not give a user the role ${role}.` }];
}

/** A stored user as a UserPayload, announced to the subscribers of its client. */
async function changed(context: GatewayContext, user: RestUser) {
  await publishUserEvent(context, 'UserChanged', user.client, { user });
  return { user, errors: [] };
}

/** A user write's answer as a UserPayload: the stored user, or the API's reasons. */
async function saved(context: GatewayContext, result: RestOutcome & { user?: RestUser | null }) {
  if (!result.isSuccess || !result.user) return { user: null, errors: outcomeErrors(result) };
  return changed(context, result.user);
}

/** A change of a user's stores answers no user: it is read back once stored. */
async function storesSaved(context: GatewayContext, userId: number, result: RestOutcome) {
  if (!result.isSuccess) return { user: null, errors: outcomeErrors(result) };
  return changed(context, await context.api.userById(userId));
}

export const usersResolvers: Resolvers = {
  Query: {
    users: async (_parent, { scope, search }, { api }) => {
      const request = userSearchRequest(search);
      if (scope?.storeId) return (await api.searchStoreUsers(Number(scope.storeId), request)).data;
      if (scope?.clientId) return (await api.searchClientUsers(Number(scope.clientId), request)).data;
      return (await api.searchAllUsers(request)).data;
    },
    user: (_parent, { id: userId }, { api }) => nullWhenNotFound(api.userById(Number(userId))),
  },
  Mutation: {
    createUser: async (_parent, { input: { user, password, storeIds } }, context) => {
      const refused = await roleRefusal(context, user.role, optionalId(user.clientId));
      if (refused.length > 0) return { user: null, errors: refused };
      const result = await context.api.createUser({
        ...restUserFields(user),
        password: password ?? null,
        stores: storeIds?.map((storeId) => ({ storeId: Number(storeId) })),
      });
      return saved(context, result);
    },
    updateUser: async (_parent, { id: userId, version, input }, context) => {
      const refused = await roleRefusal(context, input.role, optionalId(input.clientId));
      if (refused.length > 0) return { user: null, errors: refused };
      const result = await context.api
        .updateUser({ id: Number(userId), version, ...restUserFields(input) })
        .catch((error: unknown) => {
          throw conflictWithCurrent(error, userShape);
        });
      return saved(context, result);
    },
    deleteUser: async (_parent, { id: userId }, context) => {
      // Read first: the deletion is announced on the scope of the user's client.
      const user = await context.api.userById(Number(userId));
      const result = await context.api.deleteUser(user.id);
      if (!result.isSuccess) {
        return { deletedId: null, errors: outcomeErrors(result, 'User could not be deleted') };
      }
      await publishUserEvent(context, 'UserDeleted', user.client, { userId: user.id });
      return { deletedId: user.id, errors: [] };
    },
    setUserRole: async (_parent, { userId, role }, context) => {
      const user = await context.api.userById(Number(userId));
      const refused = await roleRefusal(context, role, user.client);
      if (refused.length > 0) return { user: null, errors: refused };
      return saved(context, await context.api.addClaimToUser(user.id, role));
    },
    setUserStores: async (_parent, { userId, storeIds }, context) =>
      storesSaved(
        context,
        Number(userId),
        await context.api.updateUserStores(Number(userId), storeIds.map(Number)),
      ),
    assignAllClientStores: async (_parent, { userId }, context) =>
      storesSaved(context, Number(userId), await context.api.assignAllClientStores(Number(userId))),
  },
  Subscription: {
    userEvents: {
      // Who may hear which clients is settled once here; events are then filtered in-process.
      subscribe: (_parent, { clientId }, { user, hub }) => {
        if (!user) throw unauthenticated();
        const visible = userEventScopes(user, optionalId(clientId));
        return hub.listen((event) => isUserEvent(event) && visible(event.scope));
      },
      // The user travels in the event, so delivering it costs no REST call per subscriber.
      resolve: deliveredUserEvent,
    },
  },
  UserEvent: {
    __resolveType: (event) => event.__typename,
  },
  User: {
    ...userFields,
    stores: (user, _args, { api }) => storesOf(user, api),
    assignedStores: (user, _args, { api }) => api.storesOfUser(user.id),
    zones: (user) => user.zoneUsers ?? [],
  },
  UserZone: userZoneFields,
};
