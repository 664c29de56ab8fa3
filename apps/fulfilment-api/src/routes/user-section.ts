import {
  GetSectionPreppers,
  GetSectionShoppers,
  GetShoppersByClient,
  GetUserSections,
  SetPrepper,
  SetRestriction,
} from '@fulfil/rest-contract';
import { canReadClient, isSystemAdmin, type Caller } from '../auth/scope.js';
import type { Db } from '../db/connect.js';
import { badRequest, forbidden, notFound } from '../errors.js';
import {
  LISTS,
  OPT_INS,
  requireRow,
  requireStore,
  RESTRICTIONS,
  sectionUsers,
  setSectionUser,
  shoppersOfClient,
  type Access,
  type SectionUserKind,
  userSections,
} from '../queries/layout/index.js';
import type { Services } from '../services.js';
import { saved } from './layout-answers.js';
import { of, type ContractRoutes } from './typed-routes.js';

/** Shoppers' section restrictions, preppers' section opt-ins and the shoppers of a client. */

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

/** A store-level caller sees the shoppers sharing one of its stores; client and system admins see all. */
const visibleTo = (caller: Caller) => (shopper: { stores: { storeId: number }[] }) =>
  isSystemAdmin(caller) ||
  caller.role === 'clientAdmin' ||
  shopper.stores.some((store) => caller.storeIds.includes(store.storeId));

export const userSectionRoutes: ContractRoutes<Services> = async (app, { db }) => {
  const read = (kind: SectionUserKind) => async (request: { caller: Caller; params: Place }) => {
    await requirePlace(db, request.caller, request.params, 'read');
    return { users: await sectionUsers(db, kind, request.params) };
  };
  app.route({ ...of(GetSectionShoppers), handler: read(RESTRICTIONS) });
  app.route({ ...of(GetSectionPreppers), handler: read(OPT_INS) });

  const set =
    (kind: SectionUserKind) =>
    async (request: { caller: Caller; body: Place & { userId: number; allowed: boolean } }) => {
      await requirePlace(db, request.caller, request.body, 'write');
      const user = await setSectionUser(db, kind, { ...request.body, userName: request.caller.userName });
      if (!user) throw badRequest(`userId: user ${request.body.userId} is not a ${kind.what} of this store.`);
      return saved({ user });
    };

  app.route({
    ...of(GetUserSections),
    handler: async (request) => {
      const { storeId, userId } = request.params;
      // The store's tenant check covers its users: whoever may read the store may read its staff.
      await requireStore(db, request.caller, storeId, 'read');
      const sections = await userSections(db, { storeId, userId });
      if (!sections) throw notFound(`User ${userId} of store ${storeId}`);
      return { sections };
    },
  });

  app.route({ ...of(SetRestriction), handler: set(RESTRICTIONS) });
  app.route({ ...of(SetPrepper), handler: set(OPT_INS) });

  app.route({
    ...of(GetShoppersByClient),
    handler: async (request) => {
      if (!canReadClient(request.caller, request.params.id)) throw forbidden();
      return (await shoppersOfClient(db, request.params.id)).filter(visibleTo(request.caller));
    },
  });
};
