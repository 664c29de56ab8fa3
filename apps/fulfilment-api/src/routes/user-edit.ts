import {
  canAssignAllClientStores,
  mayAssignRole,
  ROLES,
  USER_MESSAGES as FIELD_MESSAGES,
  validateUserFields,
} from '@fulfil/domain';
import {
  AddClaimToUser,
  AssignAllClientStores,
  CreateUser,
  DeleteUser,
  UpdateUser,
  UpdateUserStores,
  type CreateUserBody,
  type UpdateUserBody,
} from '@fulfil/rest-contract';
import type { Caller } from '../auth/scope.js';
import { mayManageUsers, userEditRefusal } from '../auth/user-rules.js';
import type { Db } from '../db/connect.js';
import { forbidden } from '../errors.js';
import {
  assignAllClientStores,
  claimsOf,
  deleteUser,
  duplicateRefusal,
  hashPassword,
  insertUser,
  MIN_PASSWORD_LENGTH,
  PASSWORD_TOO_SHORT,
  requireManagedUser,
  requirePlacementClient,
  setUserRole,
  setUserStores,
  storesAfterChange,
  storesRefusal,
  unusablePasswordHash,
  updateUser,
} from '../queries/user-writes.js';
import { findUserRecord, userStoreSummaries } from '../queries/users.js';
import { requireUpdated } from '../queries/versioned.js';
import type { Services } from '../services.js';
import { refused, succeeded } from './schemas.js';
import { of, type ContractRoutes } from './typed-routes.js';

/** Creating, changing and deleting users, their role and their stores. */

/** The editable fields of a user, as create and update send them. */
type UserFields = Omit<CreateUserBody, 'password' | 'stores'>;

const USER_MESSAGES = {
  roleNotAllowed: FIELD_MESSAGES.roleNotAllowed,
  noStore: 'Choose at least one of your stores for the user.',
  noClient: 'The user has no client, so it has no stores to assign.',
  allStores:
    'All client stores can be given only by a system or client admin, to a system or client admin who already has a store.',
} as const;

const blankToNull = (value: string | null | undefined) => value?.trim() || null;

/** The stored columns of the fields, or why they cannot be stored. */
function userColumns(fields: UserFields) {
  const userName = fields.userName.trim().toLowerCase();
  const email = fields.emailAddress.trim().toLowerCase();
  const [invalid] = validateUserFields({ userName, email, role: fields.role });
  if (invalid) return { refusal: invalid.message };
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
export async function userAnswer(db: Db, caller: Caller, userId: number) {
  const user = await findUserRecord(db, userId);
  return user && { ...user, stores: await userStoreSummaries(db, caller, userId) };
}

const uniqueStoreIds = (stores: { storeId: number }[] = []) => [...new Set(stores.map((s) => s.storeId))];

/**
 * A user's update over its version, under the rules of who may manage whom and give which role
 * (also how an undo sets one back).
 */
export async function changeUser(db: Db, caller: Caller, body: UpdateUserBody) {
  const { id: userId, version, ...fields } = body;
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

  const updated = await updateUser(
    db,
    // Stores stay with their client: moving a user to another client unassigns the old ones.
    { userId, version, movedToClient: columns.clientId !== target.clientId },
    {
      ...columns,
      // A new role brings that role's claims; an unchanged one keeps the user's own.
      ...(fields.role !== target.role ? { claims: claimsOf(fields.role) } : {}),
      ...(fields.receiveArrivalNotifications !== undefined
        ? { receiveArrivalNotifications: fields.receiveArrivalNotifications }
        : {}),
    },
    caller.userName,
  );
  if (updated === null) return refused((await duplicateRefusal(db, columns, userId))!);
  const user = await requireUpdated(updated, () => userAnswer(db, caller, userId), `User ${userId}`);
  return { ...succeeded, user };
}

export const userEditRoutes: ContractRoutes<Services> = async (app, { db }) => {
  app.route({
    ...of(CreateUser),
    handler: async (request) => {
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
      const userId = await insertUser(
        db,
        {
          ...columns,
          passwordHash,
          claims: claimsOf(fields.role),
          receiveArrivalNotifications: fields.receiveArrivalNotifications ?? true,
        },
        storeIds,
        caller.userName,
      );
      if (userId === null) return refused((await duplicateRefusal(db, columns))!);
      return { ...succeeded, user: await userAnswer(db, caller, userId) };
    },
  });

  app.route({ ...of(UpdateUser), handler: (request) => changeUser(db, request.caller, request.body) });

  app.route({
    ...of(DeleteUser),
    handler: async (request) => {
      const target = await requireManagedUser(db, request.caller, request.params.id);
      const refusal = userEditRefusal(request.caller, target);
      if (refusal) return refused(refusal);
      await deleteUser(db, target.userId);
      return succeeded;
    },
  });

  app.route({
    ...of(AddClaimToUser),
    handler: async (request) => {
      const { caller } = request;
      const { userId, role } = request.body;
      const target = await requireManagedUser(db, caller, userId);
      const refusal = userEditRefusal(caller, target);
      if (refusal) return refused(refusal);
      const client = await requirePlacementClient(db, caller, target.clientId);
      if (!mayAssignRole(caller.role, client.curbsideOnly, ROLES, role))
        return refused(USER_MESSAGES.roleNotAllowed(role));
      await setUserRole(db, userId, role, caller.userName);
      return { ...succeeded, user: await userAnswer(db, caller, userId) };
    },
  });

  app.route({
    ...of(UpdateUserStores),
    handler: async (request) => {
      const { caller } = request;
      const target = await requireManagedUser(db, caller, request.body.userId);
      const storeIds = uniqueStoreIds(request.body.stores);
      const refusal =
        userEditRefusal(caller, target) ?? (await storesRefusal(db, caller, target.clientId, storeIds));
      if (refusal) return refused(refusal);
      await setUserStores(db, target.userId, storesAfterChange(caller, target.storeIds, storeIds));
      return { ...succeeded, stores: await userStoreSummaries(db, caller, target.userId) };
    },
  });

  app.route({
    ...of(AssignAllClientStores),
    handler: async (request) => {
      const { caller } = request;
      const target = await requireManagedUser(db, caller, request.body.userId);
      const refusal = userEditRefusal(caller, target);
      if (refusal) return refused(refusal);
      if (target.clientId === null) return refused(USER_MESSAGES.noClient);
      if (!canAssignAllClientStores(caller.role, target.role, target.storeIds.length))
        return refused(USER_MESSAGES.allStores);
      await assignAllClientStores(db, target.userId, target.clientId);
      return { ...succeeded, stores: await userStoreSummaries(db, caller, target.userId) };
    },
  });
};
