import { SHOPPER_ROLES } from '@fulfil/domain';
import type { FastifyPluginAsync } from 'fastify';
import { canReadClient, isSystemAdmin, type Caller } from '../auth/scope.js';
import type { Db } from '../db/connect.js';
import { badRequest, forbidden } from '../errors.js';
import {
  LISTS,
  OPT_INS,
  requireRow,
  requireStore,
  RESTRICTIONS,
  sectionUsers,
  setSectionUser,
  type Access,
  type SectionUserKind,
} from '../queries/layout/index.js';
import { fullName } from '../queries/layout/rows.js';
import type { Services } from '../services.js';
import { listAnswer, saved, writeAnswer } from './layout-schemas.js';
import { id, idParams, storeSummarySchema } from './schemas.js';

/** Shoppers' section restrictions, preppers' section opt-ins and the shoppers of a client. */

const sectionUserRow = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    userName: { type: 'string' },
    fullName: { type: 'string' },
    role: { type: 'string' },
    sectionId: { type: 'integer' },
    enabled: { type: 'boolean' },
  },
} as const;

const placeParams = {
  type: 'object',
  required: ['storeId', 'sectionId'],
  properties: { storeId: id, sectionId: id },
} as const;

const setBody = {
  type: 'object',
  required: ['storeId', 'userId', 'sectionId', 'allowed'],
  properties: { storeId: id, userId: id, sectionId: id, allowed: { type: 'boolean' } },
} as const;

interface Place {
  storeId: number;
  sectionId: number;
}

/** The store in scope and the section in that store; a section of another store is a 400. */
async function requirePlace(db: Db, caller: Caller, place: Place, access: Access) {
  await requireStore(db, caller, place.storeId, access);
  const section = await requireRow(db, caller, LISTS.sections, place.sectionId, access);
  if (section.storeId !== place.storeId)
    throw badRequest(`sectionId: section ${place.sectionId} is not in store ${place.storeId}.`);
}

const shopperRow = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    userName: { type: 'string' },
    fullName: { type: 'string' },
    firstname: { type: ['string', 'null'] },
    lastname: { type: ['string', 'null'] },
    role: { type: 'string' },
    stores: { type: 'array', items: storeSummarySchema },
  },
} as const;

/** Shoppers of a client with their stores; a store-level caller sees those sharing one of its stores. */
async function shoppersOfClient(db: Db, caller: Caller, clientId: number) {
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
  const seesAll = isSystemAdmin(caller) || caller.role === 'clientAdmin';
  return users
    .map((user) => ({
      id: user.userId,
      userName: user.userName,
      fullName: fullName(user),
      firstname: user.firstName,
      lastname: user.lastName,
      role: user.role,
      stores: stores
        .filter((store) => store.userId === user.userId)
        .map(({ clientId: storeClientId, storeId, name }) => ({ clientId: storeClientId, storeId, name })),
    }))
    .filter((user) => seesAll || user.stores.some((store) => caller.storeIds.includes(store.storeId)));
}

export const userSectionRoutes: FastifyPluginAsync<Services> = async (app, { db }) => {
  const readRoute = (path: string, kind: SectionUserKind) =>
    app.get<{ Params: Place }>(
      path,
      { schema: { params: placeParams, response: { 200: listAnswer('users', sectionUserRow) } } },
      async (request) => {
        await requirePlace(db, request.caller, request.params, 'read');
        return { users: await sectionUsers(db, kind, request.params) };
      },
    );
  readRoute('/user/GetSectionsByStoreIdAndSectionId/:storeId/:sectionId', RESTRICTIONS);
  readRoute('/user/GetPrepperOptInsByStoreIdAndSectionId/:storeId/:sectionId', OPT_INS);

  const setRoute = (path: string, kind: SectionUserKind) =>
    app.post<{ Body: Place & { userId: number; allowed: boolean } }>(
      path,
      { schema: { body: setBody, response: { 200: writeAnswer({ user: sectionUserRow }) } } },
      async (request) => {
        await requirePlace(db, request.caller, request.body, 'write');
        const user = await setSectionUser(db, kind, { ...request.body, userName: request.caller.userName });
        if (!user)
          throw badRequest(`userId: user ${request.body.userId} is not a ${kind.what} of this store.`);
        return saved({ user });
      },
    );
  setRoute('/user/SetRestriction', RESTRICTIONS);
  setRoute('/user/SetPrepper', OPT_INS);

  app.get<{ Params: { id: number } }>(
    '/user/ShoppersByClient/:id',
    { schema: { params: idParams('id'), response: { 200: { type: 'array', items: shopperRow } } } },
    async (request) => {
      if (!canReadClient(request.caller, request.params.id)) throw forbidden();
      return shoppersOfClient(db, request.caller, request.params.id);
    },
  );
};
