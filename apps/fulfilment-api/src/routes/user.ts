import { LOGIN_MESSAGES, ROLE_NAMES, ROLES } from '@fulfil/domain';
import {
  GetRoles,
  GetSession,
  GetUserById,
  GetUserByName,
  GetUserStores,
  GetUserStoresByName,
  LoginWithEmail,
  RefreshToken,
} from '@fulfil/rest-contract';
import bcrypt from 'bcryptjs';
import type { Caller } from '../auth/scope.js';
import { refused, throttle } from '../auth/throttle.js';
import type { Db } from '../db/connect.js';
import { notFound, unauthorized } from '../errors.js';
import { fullName } from '../queries/layout/rows.js';
import {
  findSessionUser,
  findUserIdByName,
  findUserRecord,
  requireReadableUser,
  userStoreSummaries,
} from '../queries/users.js';
import type { Services } from '../services.js';
import { loginAnswer } from './login-answer.js';
import { of, type ContractRoutes } from './typed-routes.js';

/** Compared against when the e-mail is unknown, so both failures take as long. */
const UNKNOWN_USER_HASH = bcrypt.hashSync('unknown user', 10);

/** The user record with the stores the caller may see, after the tenant check. */
async function userRecord(db: Db, caller: Caller, userId: number) {
  await requireReadableUser(db, caller, userId);
  const user = (await findUserRecord(db, userId))!;
  return { ...user, stores: await userStoreSummaries(db, caller, userId) };
}

/**
 * The user of a name (stored lower-case) that the caller may read. An unknown name and another
 * tenant's user get the same 404, so no one can learn whether an address exists elsewhere.
 */
async function readableUserIdByName(db: Db, caller: Caller, userName: string) {
  const name = userName.trim().toLowerCase();
  const userId = await findUserIdByName(db, name);
  const readable =
    userId !== undefined &&
    (await requireReadableUser(db, caller, userId).then(
      () => true,
      () => false,
    ));
  if (userId === undefined || !readable) throw notFound(`User '${name}'`);
  return userId;
}

export const userRoutes: ContractRoutes<Services> = async (app, { db, tokens }) => {
  app.route({
    ...of(LoginWithEmail),
    config: { public: true },
    ...throttle(app, 'sign-in', (request) => (request.body as { Email?: unknown }).Email, refused),
    handler: async (request) => {
      const user = await findSessionUser(db, { email: request.body.Email.trim() });
      const matches = await bcrypt.compare(request.body.Password, user?.passwordHash ?? UNKNOWN_USER_HASH);
      if (!user || !matches) throw unauthorized(LOGIN_MESSAGES.noToken);
      return loginAnswer(tokens, user);
    },
  });

  app.route({
    ...of(RefreshToken),
    handler: async (request) => {
      const user = await findSessionUser(db, { userId: request.caller.userId });
      if (!user) throw unauthorized('The token is invalid or has expired.');
      return loginAnswer(tokens, user);
    },
  });

  // Not in the spec's contract: the gateway asks who a token's bearer is now, when a live
  // subscription starts and when access may have changed (docs/rest-contract.md).
  app.route({
    ...of(GetSession),
    handler: async (request) => {
      const { caller } = request;
      // An API key has no person behind it: it is named by its name, and has no address.
      const user =
        caller.apiKeyId === undefined ? await findSessionUser(db, { userId: caller.userId }) : undefined;
      return {
        userId: caller.userId,
        userName: caller.userName,
        email: user?.email ?? '',
        displayName: (user && fullName(user)) || caller.userName,
        role: caller.role,
        clientId: caller.clientId ?? 0,
        storeIds: caller.storeIds,
        claims: caller.claims,
      };
    },
  });

  app.route({ ...of(GetRoles), handler: async () => ROLES.map((key) => ({ name: ROLE_NAMES[key], key })) });

  app.route({
    ...of(GetUserById),
    handler: async (request) => userRecord(db, request.caller, request.params.id),
  });

  app.route({
    ...of(GetUserStores),
    handler: async (request) => {
      const { userId } = request.params;
      await requireReadableUser(db, request.caller, userId);
      return { stores: await userStoreSummaries(db, request.caller, userId) };
    },
  });

  app.route({
    ...of(GetUserByName),
    handler: async (request) =>
      userRecord(db, request.caller, await readableUserIdByName(db, request.caller, request.body.userName)),
  });

  app.route({
    ...of(GetUserStoresByName),
    handler: async (request) => {
      const userId = await readableUserIdByName(db, request.caller, request.params.userName);
      return { stores: await userStoreSummaries(db, request.caller, userId) };
    },
  });
};
