import { LOGIN_MESSAGES, ROLE_NAMES, ROLES } from '@fulfil/domain';
import bcrypt from 'bcryptjs';
import type { FastifyPluginAsync } from 'fastify';
import type { Caller } from '../auth/scope.js';
import type { Tokens } from '../auth/tokens.js';
import type { Db } from '../db/connect.js';
import { unauthorized } from '../errors.js';
import { listStores } from '../queries/stores.js';
import { findSessionUser, findUserRecord, requireReadableUser } from '../queries/users.js';
import type { Services } from '../services.js';
import { idParams, storeSummarySchema } from './schemas.js';

const loginAnswerSchema = {
  type: 'object',
  required: ['token', 'expiresAt', 'userId', 'clientIntegrationEnabled', 'claims'],
  properties: {
    token: { type: 'string' },
    expiresAt: { type: 'string', format: 'date-time' },
    userId: { type: 'integer' },
    clientIntegrationEnabled: { type: 'boolean' },
    claims: { type: 'array', items: { type: 'string' } },
  },
} as const;

const storesAnswerSchema = {
  type: 'object',
  required: ['stores'],
  properties: { stores: { type: 'array', items: storeSummarySchema } },
} as const;

const userRecordSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    userName: { type: 'string' },
    emailAddress: { type: 'string' },
    firstname: { type: ['string', 'null'] },
    lastname: { type: ['string', 'null'] },
    phoneNumber: { type: ['string', 'null'] },
    client: { type: 'integer' },
    clientName: { type: ['string', 'null'] },
    role: { type: 'string' },
    roleName: { type: 'string' },
    claims: { type: 'array', items: { type: 'string' } },
    clientIntegrationEnabled: { type: 'boolean' },
    receiveArrivalNotifications: { type: 'boolean' },
    stores: { type: 'array', items: storeSummarySchema },
    version: { type: 'integer' },
  },
} as const;

/** Compared against when the e-mail is unknown, so both failures take as long. */
const UNKNOWN_USER_HASH = bcrypt.hashSync('unknown user', 10);

type SessionUser = NonNullable<Awaited<ReturnType<typeof findSessionUser>>>;

async function loginAnswer(tokens: Tokens, user: SessionUser) {
  const { token, expiresAt } = await tokens.issue(user);
  return {
    token,
    expiresAt,
    userId: user.userId,
    clientIntegrationEnabled: user.clientIntegrationEnabled,
    claims: user.claims,
  };
}

/** The user's assigned stores that the caller may see, as chosen from on the user record. */
async function storeSummaries(db: Db, caller: Caller, userId: number) {
  const stores = await listStores(db, caller, { assignedTo: userId });
  return stores.map(({ clientId, storeId, name }) => ({ clientId, storeId, name }));
}

export const userRoutes: FastifyPluginAsync<Services> = async (app, { db, tokens }) => {
  app.post<{ Body: { Email: string; Password: string } }>(
    '/user/LoginWithEmail',
    {
      config: { public: true },
      schema: {
        body: {
          type: 'object',
          required: ['Email', 'Password'],
          properties: { Email: { type: 'string', minLength: 1 }, Password: { type: 'string', minLength: 1 } },
        },
        response: { 200: loginAnswerSchema },
      },
    },
    async (request) => {
      const user = await findSessionUser(db, { email: request.body.Email.trim() });
      const matches = await bcrypt.compare(request.body.Password, user?.passwordHash ?? UNKNOWN_USER_HASH);
      if (!user || !matches) throw unauthorized(LOGIN_MESSAGES.noToken);
      return loginAnswer(tokens, user);
    },
  );

  app.post('/user/RefreshToken', { schema: { response: { 200: loginAnswerSchema } } }, async (request) => {
    const user = await findSessionUser(db, { userId: request.caller.userId });
    if (!user) throw unauthorized('The token is invalid or has expired.');
    return loginAnswer(tokens, user);
  });

  app.get(
    '/user/Roles',
    {
      schema: {
        response: {
          200: {
            type: 'array',
            items: { type: 'object', properties: { name: { type: 'string' }, key: { type: 'string' } } },
          },
        },
      },
    },
    async () => ROLES.map((key) => ({ name: ROLE_NAMES[key], key })),
  );

  app.get<{ Params: { id: number } }>(
    '/user/ById/:id',
    { schema: { params: idParams('id'), response: { 200: userRecordSchema } } },
    async (request) => {
      const { id } = request.params;
      await requireReadableUser(db, request.caller, id);
      const user = (await findUserRecord(db, id))!;
      const roleName = ROLE_NAMES[user.role as keyof typeof ROLE_NAMES] ?? user.role;
      return { ...user, roleName, stores: await storeSummaries(db, request.caller, id) };
    },
  );

  app.get<{ Params: { userId: number } }>(
    '/user/stores/:userId',
    { schema: { params: idParams('userId'), response: { 200: storesAnswerSchema } } },
    async (request) => {
      const { userId } = request.params;
      await requireReadableUser(db, request.caller, userId);
      return { stores: await storeSummaries(db, request.caller, userId) };
    },
  );
};
