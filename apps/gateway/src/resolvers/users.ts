import {
  isRole,
  mayAssignRole,
  normaliseUserName,
  USER_MESSAGES,
  validateProfileFields,
  validateUserFields,
  type Role,
} from '@fulfil/domain';
import type {
  RestOutcome,
  RestStore,
  RestUser,
  RestUserFields,
  RestUserListItem,
} from '@fulfil/fulfilment-client';
import type { GatewayContext } from '../context.js';
import type { Loaders } from '../loaders.js';
import { conflictWithCurrent, nullWhenNotFound, userErrors, unauthenticated } from '../errors.js';
import type { Resolvers, UserError, UserInput } from '../generated/resolvers-types.js';
import { deliveredUserEvent, isUserEvent, publishUserEvent } from '../live/user-events.js';
import { liveViewer, userEventScopes } from '../live/visibility.js';
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
  claims: (user) => user.claims,
  receiveArrivalNotifications: (user) => user.receiveArrivalNotifications,
  version: (user) => user.version,
} satisfies FieldMap<RestUserListItem>;

export const userShape = (user: RestUser) => shape('User', userFields, user);

const userZoneFields = {
  zoneId: (zone) => id(zone.zoneId),
  name: (zone) => zone.name,
} satisfies FieldMap<RestUserZone>;

/** Every store for a systemAdmin, the client's stores for a clientAdmin, the assigned stores otherwise. */
function storesOf(user: RestUserListItem, loaders: Loaders): Promise<RestStore[]> {
  if (user.role === 'systemAdmin') return loaders.visibleStores.load('all');
  if (user.role === 'clientAdmin' && user.client) return loaders.storesOfClient.load(user.client);
  return loaders.storesOfUser.load(user.id);
}

const restUserFields = (input: UserInput, role: Role): RestUserFields => ({
  userName: normaliseUserName(input.userName),
  emailAddress: input.email.trim(),
  firstname: input.firstName?.trim() || null,
  lastname: input.lastName?.trim() || null,
  phoneNumber: input.phoneNumber?.trim() || null,
  client: optionalId(input.clientId) ?? 0,
  role,
  receiveArrivalNotifications: input.receiveArrivalNotifications,
});

/** A role the caller may give, or why not. */
type RoleCheck = { role: Role } | { errors: UserError[] };

/**
 * The role choices of the user form (spec 1 section 5), checked before anything is sent; the API
 * checks again. A curbside-only client narrows the choices, so the user's client is read.
 */
async function assignableRole(
  context: GatewayContext,
  role: string,
  clientId: number | null,
): Promise<RoleCheck> {
  if (!context.user) throw unauthenticated();
  const [roles, client] = await Promise.all([
    context.api.roles(),
    clientId ? context.api.client(clientId) : null,
  ]);
  const keys = roles.map((choice) => choice.key).filter(isRole);
  if (isRole(role) && mayAssignRole(context.user.role, client?.curbsideOnly ?? false, keys, role)) {
    return { role };
  }
  return { errors: [{ field: 'role', message: USER_MESSAGES.roleNotAllowed(role) }] };
}

/** The user's role once the user can be stored as entered; otherwise its required fields first, then its role. */
async function checkedUser(context: GatewayContext, user: UserInput): Promise<RoleCheck> {
  const invalid = validateUserFields(user);
  return invalid.length > 0
    ? { errors: invalid }
    : assignableRole(context, user.role, optionalId(user.clientId));
}

/** A stored user as a UserPayload, announced to the subscribers of its client. */
async function changed(context: GatewayContext, user: RestUser) {
  await publishUserEvent(context, 'UserChanged', user.client, { user });
  return { user, errors: [] };
}

/** A user write's answer as a UserPayload: the stored user, or the API's reasons. */
export async function saved(context: GatewayContext, result: RestOutcome & { user?: RestUser | null }) {
  if (!result.isSuccess || !result.user) return { user: null, errors: userErrors(result) };
  return changed(context, result.user);
}

/** A change of a user's stores answers no user: it is read back once stored. */
async function storesSaved(context: GatewayContext, userId: number, result: RestOutcome) {
  if (!result.isSuccess) return { user: null, errors: userErrors(result) };
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
    myProfile: (_parent, _args, { api }) => api.profile(),
  },
  Mutation: {
    createUser: async (_parent, { input: { user, password, storeIds } }, context) => {
      const checked = await checkedUser(context, user);
      if ('errors' in checked) return { user: null, errors: checked.errors };
      const result = await context.api.createUser({
        ...restUserFields(user, checked.role),
        password: password ?? null,
        stores: storeIds?.map((storeId) => ({ storeId: Number(storeId) })),
      });
      return saved(context, result);
    },
    updateUser: async (_parent, { id: userId, version, input }, context) => {
      const checked = await checkedUser(context, input);
      if ('errors' in checked) return { user: null, errors: checked.errors };
      const result = await context.api
        .updateUser({ id: Number(userId), version, ...restUserFields(input, checked.role) })
        .catch((error: unknown) => {
          throw conflictWithCurrent(error, userShape);
        });
      return saved(context, result);
    },
    updateMyProfile: async (_parent, { version, input }, context) => {
      const invalid = validateProfileFields(input);
      if (invalid.length > 0) return { user: null, errors: invalid };
      const result = await context.api
        .updateProfile({
          version,
          emailAddress: input.email.trim(),
          firstname: input.firstName?.trim() || null,
          lastname: input.lastName?.trim() || null,
          phoneNumber: input.phoneNumber?.trim() || null,
        })
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
        return { deletedId: null, errors: userErrors(result, 'User could not be deleted') };
      }
      await publishUserEvent(context, 'UserDeleted', user.client, { userId: user.id });
      return { deletedId: user.id, errors: [] };
    },
    setUserRole: async (_parent, { userId, role }, context) => {
      const user = await context.api.userById(Number(userId));
      const checked = await assignableRole(context, role, user.client);
      if ('errors' in checked) return { user: null, errors: checked.errors };
      return saved(context, await context.api.addClaimToUser(user.id, checked.role));
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
      subscribe: (_parent, { clientId }, context) => {
        const visible = userEventScopes(liveViewer(context), optionalId(clientId));
        return context.hub.listen((event) => isUserEvent(event) && visible(event.scope));
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
    stores: (user, _args, { loaders }) => storesOf(user, loaders),
    assignedStores: (user, _args, { loaders }) => loaders.storesOfUser.load(user.id),
    zones: (user) => user.zoneUsers ?? [],
  },
  UserZone: userZoneFields,
};
