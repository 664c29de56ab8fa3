import { SHOPPER_ROLES } from '@fulfil/domain';
import type { Db } from '../../db/connect.js';
import { fullName } from './rows.js';

/**
 * Shoppers' restrictions and preppers' opt-ins work alike: a set of (section, user) pairs, over the
 * users of one kind assigned to the section's store.
 */
export interface SectionUserKind {
  table: 'sectionUserRestrictions' | 'sectionPrepperOptins';
  roles: readonly string[];
  /** Whether `allowed` of SetRestriction / SetPrepper means "stored in the table". */
  storedWhenAllowed: boolean;
  what: string;
}

export const RESTRICTIONS: SectionUserKind = {
  table: 'sectionUserRestrictions',
  roles: SHOPPER_ROLES,
  storedWhenAllowed: false,
  what: 'shopper',
};

/** Both spellings of the prepared item worker role (spec 1 section 6). */
export const OPT_INS: SectionUserKind = {
  table: 'sectionPrepperOptins',
  roles: ['preparedItemWorker', 'prepWorker'],
  storedWhenAllowed: true,
  what: 'prepper',
};

/** The users of that kind assigned to the store, each with whether it is in the section's set. */
export async function sectionUsers(
  db: Db,
  kind: SectionUserKind,
  place: { storeId: number; sectionId: number },
  userId?: number,
) {
  let query = db
    .selectFrom('users as u')
    .innerJoin('userStores as us', 'us.userId', 'u.userId')
    .leftJoin(`${kind.table} as x`, (join) =>
      join.onRef('x.userId', '=', 'u.userId').on('x.sectionId', '=', place.sectionId),
    )
    .select(['u.userId as id', 'u.userName', 'u.firstName', 'u.lastName', 'u.role', 'x.sectionId as linked'])
    .where('us.storeId', '=', place.storeId)
    .where('u.role', 'in', [...kind.roles]);
  if (userId !== undefined) query = query.where('u.userId', '=', userId);
  const users = await query.orderBy('u.userName').execute();
  return users.map((user) => ({
    id: user.id,
    userName: user.userName,
    fullName: fullName(user),
    role: user.role,
    sectionId: place.sectionId,
    enabled: user.linked !== null,
  }));
}

/** Adds or removes the pair; answers the user's row after it, or undefined when not of that kind. */
export async function setSectionUser(
  db: Db,
  kind: SectionUserKind,
  change: { storeId: number; sectionId: number; userId: number; allowed: boolean; userName: string },
) {
  const place = { storeId: change.storeId, sectionId: change.sectionId };
  if ((await sectionUsers(db, kind, place, change.userId)).length === 0) return undefined;
  if (change.allowed === kind.storedWhenAllowed) {
    await db
      .insertInto(kind.table)
      .values({ sectionId: change.sectionId, userId: change.userId, updatedBy: change.userName })
      .onConflict((oc) => oc.columns(['sectionId', 'userId']).doNothing())
      .execute();
  } else {
    await db
      .deleteFrom(kind.table)
      .where('sectionId', '=', change.sectionId)
      .where('userId', '=', change.userId)
      .execute();
  }
  return (await sectionUsers(db, kind, place, change.userId))[0];
}

/**
 * The store's sections as one user sees them (spec 1 section 3, "sections per store"): whether the
 * user is restricted from each and whether they opted in to prepare in it. Undefined when the user
 * is not assigned to the store.
 */
export async function userSections(db: Db, place: { storeId: number; userId: number }) {
  const assigned = await db
    .selectFrom('userStores')
    .select('userId')
    .where('storeId', '=', place.storeId)
    .where('userId', '=', place.userId)
    .executeTakeFirst();
  if (!assigned) return undefined;
  const sections = await db
    .selectFrom('sections as s')
    .leftJoin(`${RESTRICTIONS.table} as r`, (join) =>
      join.onRef('r.sectionId', '=', 's.sectionId').on('r.userId', '=', place.userId),
    )
    .leftJoin(`${OPT_INS.table} as o`, (join) =>
      join.onRef('o.sectionId', '=', 's.sectionId').on('o.userId', '=', place.userId),
    )
    .select(['s.sectionId', 's.name', 's.sequenceId', 'r.sectionId as restricted', 'o.sectionId as optedIn'])
    .where('s.storeId', '=', place.storeId)
    .orderBy('s.sequenceId')
    .orderBy('s.sectionId')
    .execute();
  return sections.map(({ restricted, optedIn, ...section }) => ({
    ...section,
    storeId: place.storeId,
    isCurrentUserRestricted: restricted !== null,
    isCurrentUserPrepUserOptIn: optedIn !== null,
  }));
}

/** The shoppers of a client, by name, each with the stores they are assigned to. */
export async function shoppersOfClient(db: Db, clientId: number) {
  const users = await db
    .selectFrom('users')
    .select(['userId', 'userName', 'firstName', 'lastName', 'role'])
    .where('clientId', '=', clientId)
    .where('role', 'in', [...SHOPPER_ROLES])
    .orderBy('userName')
    .execute();
  const stores = users.length
    ? await db
        .selectFrom('userStores as us')
        .innerJoin('stores as s', 's.storeId', 'us.storeId')
        .select(['us.userId', 's.clientId', 's.storeId', 's.name'])
        .where(
          'us.userId',
          'in',
          users.map((user) => user.userId),
        )
        .orderBy('s.name')
        .execute()
    : [];
  return users.map((user) => ({
    id: user.userId,
    userName: user.userName,
    fullName: fullName(user),
    firstname: user.firstName,
    lastname: user.lastName,
    role: user.role,
    stores: stores
      .filter((store) => store.userId === user.userId)
      .map(({ clientId: storeClientId, storeId, name }) => ({ clientId: storeClientId, storeId, name })),
  }));
}
