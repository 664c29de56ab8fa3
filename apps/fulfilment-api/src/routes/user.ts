import { LOGIN_MESSAGES, ROLE_NAMES, ROLES } from '@fulfil/domain';
import bcrypt from 'bcryptjs';
import type { FastifyPluginAsync } from 'fastify';
import type { Caller } from '../auth/scope.js';
import type { Db } from '../db/connect.js';
import { notFound, unauthorized } from '../errors.js';
import {
  findSessionUser,
  findUserRecord,
  requireReadableUser,
  userStoreSummaries,
} from '../queries/users.js';
import type { Services } from '../services.js';
import { loginAnswer, loginAnswerSchema } from './login-answer.js';
import { idParams } from './schemas.js';
import { storesAnswerSchema, userRecordSchema } from './user-schemas.js';

/** Compared against when the e-mail is unknown, so both failures take as long. */
const UNKNOWN_USER_HASH = bcrypt.hashSync('unknown user', 10);

/** The user record with the stores the caller may see, after the tenant check. */
async function userRecord(db: Db, caller: Caller, userId: number) {
  await requireReadableUser(db, caller, userId);
  const user = (await findUserRecord(db, userId))!;
  return { ...user, stores: await userStoreSummaries(db, caller, userId) };
}

/** User names are stored lower-case; an unknown one is a 404. */
async function userIdByName(db: Db, userName: string) {
  const name = userName.trim().toLowerCase();
  const user = await db.selectFrom('users').select('userId').where('userName', '=', name).executeTakeFirst();
  if (!user) throw notFound(`User '${name}'`);
  return user.userId;
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
      return userRecord(db, request.caller, request.params.id);
    },
  );

  app.get<{ Params: { userId: number } }>(
    '/user/stores/:userId',
    { schema: { params: idParams('userId'), response: { 200: storesAnswerSchema } } },
    async (request) => {
      const { userId } = request.params;
      await requireReadableUser(db, request.caller, userId);
      return { stores: await userStoreSummaries(db, request.caller, userId) };
    },
  );

  app.post<{ Body: { userName: string } }>(
    '/user/ByName',
    {
      schema: {
        body: {
          type: 'object',
          required: ['userName'],
          properties: { userName: { type: 'string', minLength: 1 } },
        },
        response: { 200: userRecordSchema },
      },
    },
    async (request) => userRecord(db, request.caller, await userIdByName(db, request.body.userName)),
  );

  app.post<{ Params: { userName: string } }>(
    '/user/userstores/:userName',
    {
      schema: {
        params: {
          type: 'object',
          required: ['userName'],
          properties: { userName: { type: 'string', minLength: 1 } },
        },
        response: { 200: storesAnswerSchema },
      },
    },
    async (request) => {
      const userId = await userIdByName(db, request.params.userName);
      await requireReadableUser(db, request.caller, userId);
      return { stores: await userStoreSummaries(db, request.caller, userId) };
    },
  );
};
