import { canAssignAllClientStores, mayAssignRole, ROLES, type Role } from '@fulfil/domain';
import type { FastifyPluginAsync } from 'fastify';
import type { Caller } from '../auth/scope.js';
import { mayManageUsers, userEditRefusal } from '../auth/user-rules.js';
import type { Db } from '../db/connect.js';
import { nullWhenDuplicate } from '../db/errors.js';
import { forbidden } from '../errors.js';
import {
  claimsOf,
  duplicateRefusal,
  hashPassword,
  MIN_PASSWORD_LENGTH,
  PASSWORD_TOO_SHORT,
  replaceUserStores,
  requireManagedUser,
  requirePlacementClient,
  storesRefusal,
  unusablePasswordHash,
} from '../queries/user-writes.js';
import { findUserRecord, roleName, userStoreSummaries } from '../queries/users.js';
import { nextVersion, requireUpdated } from '../queries/versioned.js';
import type { Services } from '../services.js';
import { id, idParams, refused, resultSchema, succeeded } from './schemas.js';
import {
  storeRefs,
  USER_FIELDS_REQUIRED,
  userFieldProperties,
  userResultSchema,
  userStoresResultSchema,
} from './user-schemas.js';

/** Creating, changing and deleting users, their role and their stores. */

interface UserFields {
  userName: string;
  emailAddress: string;
  firstname?: string | null;
  lastname?: string | null;
  phoneNumber?: string | null;
  client: number;
  role: Role;
  receiveArrivalNotifications?: boolean;
}

const USER_MESSAGES = {
  userNameRequired: 'User name is required.',
  emailInvalid: 'A valid e-mail address is required.',
  roleNotAllowed: (role: string) => `You may not assign the role '${roleName(role)}'.`,
  noStore: 'Choose at least one of your stores for the user.',
  noClient: 'The user has no client, so it has no stores to assign.',
  allStores:
    'All client stores can be given only by a system or client admin, to a system or client admin who already has a store.',
} as const;

const EMAIL = /^[^\s@]+@[^\s@]+$/;
const blankToNull = (value: string | null | undefined) => value?.trim() || null;

/** The stored columns of the fields, or why they cannot be stored. */
function userColumns(fields: UserFields) {
  const userName = fields.userName.trim().toLowerCase();
  const email = fields.emailAddress.trim().toLowerCase();
  if (!userName) return { refusal: USER_MESSAGES.userNameRequired };
  if (!EMAIL.test(email)) return { refusal: USER_MESSAGES.emailInvalid };
  return {
    columns: {
      userName,
      email,
      firstName: blankToNull(fields.firstname),
      lastName: blankToNull(fields.lastname),
      phoneNumber: blankToNull(fields.phoneNumber),
      clientId: fields.client || null,
      role: fields.role,
    },
  };
}

/** The user as the write answers it: the record with the stores the caller may see. */
async function userAnswer(db: Db, caller: Caller, userId: number) {
  const user = await findUserRecord(db, userId);
  return user && { ...user, stores: await userStoreSummaries(db, caller, userId) };
}

const uniqueStoreIds = (stores: { storeId: number }[] = []) => [...new Set(stores.map((s) => s.storeId))];

export const userEditRoutes: FastifyPluginAsync<Services> = async (app, { db }) => {
  app.post<{ Body: UserFields & { password?: string | null; stores?: { storeId: number }[] } }>(
    '/user/detail/Create',
    {
      schema: {
        body: {
          type: 'object',
          required: USER_FIELDS_REQUIRED,
          properties: {
            ...userFieldProperties,
            password: { type: ['string', 'null'], maxLength: 200 },
            stores: storeRefs,
          },
        },
        response: { 200: userResultSchema },
      },
    },
    async (request) => {
      const { caller } = request;
      const { password, stores, ...fields } = request.body;
      if (!mayManageUsers(caller)) throw forbidden();
      const client = await requirePlacementClient(db, caller, fields.client || null);
      const storeIds = uniqueStoreIds(stores);
      const refusal = await storesRefusal(db, caller, client.clientId, storeIds);
      const { columns, refusal: fieldRefusal } = userColumns(fields);
      if (!columns) return refused(fieldRefusal);
      if (password && password.length < MIN_PASSWORD_LENGTH) return refused(PASSWORD_TOO_SHORT);
      if (!mayAssignRole(caller.role, client.curbsideOnly, ROLES, fields.role))
        return refused(USER_MESSAGES.roleNotAllowed(fields.role));
      if (refusal) return refused(refusal);
      // A storeManager sees only users sharing one of its stores: a storeless user would be lost to it.
      if (caller.role === 'storeManager' && storeIds.length === 0) return refused(USER_MESSAGES.noStore);
      const duplicate = await duplicateRefusal(db, columns);
      if (duplicate) return refused(duplicate);

      const passwordHash = password ? await hashPassword(password) : unusablePasswordHash();
      const userId = await db
        .transaction()
        .execute(async (trx) => {
          const user = await trx
            .insertInto('users')
            .values({
              ...columns,
              passwordHash,
              claims: claimsOf(fields.role),
              receiveArrivalNotifications: fields.receiveArrivalNotifications ?? true,
              updatedBy: caller.userName,
            })
            .returning('userId')
            .executeTakeFirstOrThrow();
          await replaceUserStores(trx, user.userId, storeIds);
          return user.userId;
        })
        .catch(nullWhenDuplicate);
      if (userId === null) return refused((await duplicateRefusal(db, columns))!);
      return { ...succeeded, user: await userAnswer(db, caller, userId) };
    },
  );

  app.put<{ Body: UserFields & { id: number; version: number } }>(
    '/user/Update',
    {
      schema: {
        body: {
          type: 'object',
          required: ['id', 'version', ...USER_FIELDS_REQUIRED],
          properties: { id, version: id, ...userFieldProperties },
        },
        response: { 200: userResultSchema },
      },
    },
    async (request) => {
      const { caller } = request;
      const { id: userId, version, ...fields } = request.body;
      const target = await requireManagedUser(db, caller, userId);
      const client = await requirePlacementClient(db, caller, fields.client || null);
      const editRefusal = userEditRefusal(caller, target);
      if (editRefusal) return refused(editRefusal);
      const { columns, refusal } = userColumns(fields);
      if (!columns) return refused(refusal);
      if (!mayAssignRole(caller.role, client.curbsideOnly, ROLES, fields.role))
        return refused(USER_MESSAGES.roleNotAllowed(fields.role));
      const duplicate = await duplicateRefusal(db, columns, userId);
      if (duplicate) return refused(duplicate);

      const updated = await db
        .transaction()
        .execute(async (trx) => {
          const row = await trx
            .updateTable('users')
            .set({
              ...columns,
              // A new role brings that role's claims; an unchanged one keeps the user's own.
              ...(fields.role !== target.role ? { claims: claimsOf(fields.role) } : {}),
              ...(fields.receiveArrivalNotifications !== undefined
                ? { receiveArrivalNotifications: fields.receiveArrivalNotifications }
                : {}),
              ...nextVersion(caller.userName),
            })
            .where('userId', '=', userId)
            .where('version', '=', version)
            .returning('userId')
            .executeTakeFirst();
          // Stores stay with their client: moving a user to another client unassigns the old ones.
          if (row && columns.clientId !== target.clientId) {
            await trx
              .deleteFrom('userStores')
              .where('userId', '=', userId)
              .where('storeId', 'not in', (eb) =>
                eb
                  .selectFrom('stores')
                  .select('storeId')
                  .where('clientId', '=', columns.clientId ?? 0),
              )
              .execute();
          }
          return row;
        })
        .catch(nullWhenDuplicate);
      if (updated === null) return refused((await duplicateRefusal(db, columns, userId))!);
      const user = await requireUpdated(
        updated && (await userAnswer(db, caller, userId)),
        () => userAnswer(db, caller, userId),
        `User ${userId}`,
      );
      return { ...succeeded, user };
    },
  );

  app.delete<{ Params: { id: number } }>(
    '/user/:id',
    { schema: { params: idParams('id'), response: { 200: resultSchema } } },
    async (request) => {
      const target = await requireManagedUser(db, request.caller, request.params.id);
      const refusal = userEditRefusal(request.caller, target);
      if (refusal) return refused(refusal);
      await db.deleteFrom('users').where('userId', '=', target.userId).execute();
      return succeeded;
    },
  );

  app.post<{ Body: { userId: number; role: Role } }>(
    '/user/AddClaimToUser',
    {
      schema: {
        body: {
          type: 'object',
          required: ['userId', 'role'],
          properties: { userId: id, role: userFieldProperties.role },
        },
        response: { 200: userResultSchema },
      },
    },
    async (request) => {
      const { caller } = request;
      const { userId, role } = request.body;
      const target = await requireManagedUser(db, caller, userId);
      const refusal = userEditRefusal(caller, target);
      if (refusal) return refused(refusal);
      const client = await requirePlacementClient(db, caller, target.clientId);
      if (!mayAssignRole(caller.role, client.curbsideOnly, ROLES, role))
        return refused(USER_MESSAGES.roleNotAllowed(role));
      await db
        .updateTable('users')
        .set({ role, claims: claimsOf(role), ...nextVersion(caller.userName) })
        .where('userId', '=', userId)
        .execute();
      return { ...succeeded, user: await userAnswer(db, caller, userId) };
    },
  );

  app.put<{ Body: { userId: number; stores: { storeId: number }[] } }>(
    '/user/UpdateStores',
    {
      schema: {
        body: {
          type: 'object',
          required: ['userId', 'stores'],
          properties: { userId: id, stores: storeRefs },
        },
        response: { 200: userStoresResultSchema },
      },
    },
    async (request) => {
      const { caller } = request;
      const target = await requireManagedUser(db, caller, request.body.userId);
      const storeIds = uniqueStoreIds(request.body.stores);
      const refusal =
        userEditRefusal(caller, target) ?? (await storesRefusal(db, caller, target.clientId, storeIds));
      if (refusal) return refused(refusal);
      // A storeManager changes only its own stores; the user's other stores are not its to remove.
      const kept =
        caller.role === 'storeManager'
          ? target.storeIds.filter((storeId) => !caller.storeIds.includes(storeId))
          : [];
      await db
        .transaction()
        .execute((trx) => replaceUserStores(trx, target.userId, [...new Set([...kept, ...storeIds])]));
      return { ...succeeded, stores: await userStoreSummaries(db, caller, target.userId) };
    },
  );

  app.put<{ Body: { userId: number } }>(
    '/user/UpdateStoresWithAllUserClientStores',
    {
      schema: {
        body: { type: 'object', required: ['userId'], properties: { userId: id } },
        response: { 200: userStoresResultSchema },
      },
    },
    async (request) => {
      const { caller } = request;
      const target = await requireManagedUser(db, caller, request.body.userId);
      const refusal = userEditRefusal(caller, target);
      if (refusal) return refused(refusal);
      if (target.clientId === null) return refused(USER_MESSAGES.noClient);
      if (!canAssignAllClientStores(caller.role, target.role, target.storeIds.length))
        return refused(USER_MESSAGES.allStores);
      await db
        .insertInto('userStores')
        .columns(['userId', 'storeId'])
        .expression((eb) =>
          eb
            .selectFrom('stores')
            .select((inner) => [inner.val(target.userId).as('userId'), 'storeId'])
            .where('clientId', '=', target.clientId),
        )
        .onConflict((oc) => oc.columns(['userId', 'storeId']).doNothing())
        .execute();
      return { ...succeeded, stores: await userStoreSummaries(db, caller, target.userId) };
    },
  );
};
