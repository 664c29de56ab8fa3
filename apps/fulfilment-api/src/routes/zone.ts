import { newZoneRefusal } from '@fulfil/domain';
import {
  CreateZone,
  DeleteZone,
  GetZones,
  LinkZoneSection,
  LinkZoneUser,
  UnlinkZoneSection,
  UnlinkZoneUser,
  UpdateZone,
} from '@fulfil/rest-contract';
import type { Caller } from '../auth/scope.js';
import { badRequest } from '../errors.js';
import {
  deleteRow,
  insertZone,
  isAssignedToStore,
  LISTS,
  loadSection,
  loadZone,
  requireOwnFoodSafetyType,
  requireRow,
  requireStore,
  rows,
  saveVersioned,
  sectionsOfStore,
  setZoneSection,
  setZoneUser,
  withLockedParent,
} from '../queries/layout/index.js';
import type { Services } from '../services.js';
import { rejected, saved, type FieldError } from './layout-answers.js';
import { of, type ContractRoutes } from './typed-routes.js';

const NAME_REQUIRED: FieldError = { field: 'name', message: 'Name is required' };

/** Zone writes answer the spec's responseCode (0 done, 1 refused) beside the layout answer. */
const zoneSaved = <Zone>(zoneId: number, zone: Zone) => saved({ responseCode: 0, zoneId, zone });
const zoneRejected = (error: FieldError) => ({ ...rejected([error]), responseCode: 1 });

export const zoneRoutes: ContractRoutes<Services> = async (app, { db }) => {
  app.route({
    ...of(GetZones),
    handler: async (request) => {
      const { storeId } = request.params;
      await requireStore(db, request.caller, storeId, 'read');
      return { zoneDetails: await rows.zoneDetails(db, storeId) };
    },
  });

  /** Both link routes: same checks, then `change`; linking or unlinking twice changes nothing. */
  const link =
    (change: 'link' | 'unlink') =>
    async (request: { caller: Caller; params: { zoneId: number; sectionId: number } }) => {
      const { zoneId, sectionId } = request.params;
      const zone = await requireRow(db, request.caller, LISTS.zones, zoneId, 'write');
      const section = await requireRow(db, request.caller, LISTS.sections, sectionId, 'write');
      if (zone.storeId !== section.storeId)
        throw badRequest(`sectionId: section ${sectionId} is not in the store of zone ${zoneId}.`);
      await setZoneSection(db, zoneId, sectionId, change === 'link');
      return saved({ zoneId, sectionId, section: await loadSection(db, sectionId) });
    };

  app.route({
    ...of(CreateZone),
    handler: async (request) => {
      const { storeId, foodSafetyTypeId = null } = request.body;
      await requireStore(db, request.caller, storeId, 'write');
      const sectionIds = [...new Set(request.body.zoneSections.map((s) => s.sectionId))];
      const noSections = newZoneRefusal(sectionIds);
      if (noSections) return zoneRejected({ field: 'zoneSections', message: noSections });
      const name = request.body.name.trim();
      if (!name) return zoneRejected(NAME_REQUIRED);
      await requireOwnFoodSafetyType(db, storeId, foodSafetyTypeId);
      const own = await sectionsOfStore(db, storeId, sectionIds);
      const stranger = sectionIds.find((sectionId) => !own.includes(sectionId));
      if (stranger !== undefined)
        throw badRequest(`zoneSections: section ${stranger} is not in store ${storeId}.`);
      // The store's lock keeps two creates from taking the same sequenceId.
      return withLockedParent(db, LISTS.zones, storeId, async (trx) => {
        const zoneId = await insertZone(
          trx,
          { storeId, name, foodSafetyTypeId },
          sectionIds,
          request.caller.userName,
        );
        return zoneSaved(zoneId, await loadZone(trx, zoneId));
      });
    },
  });

  app.route({
    ...of(UpdateZone),
    handler: async (request) => {
      const { zoneId, storeId, version, foodSafetyTypeId = null } = request.body;
      const zone = await requireRow(db, request.caller, LISTS.zones, zoneId, 'write');
      if (zone.storeId !== storeId) throw badRequest(`storeId: zone ${zoneId} is not in store ${storeId}.`);
      const name = request.body.name.trim();
      if (!name) return zoneRejected(NAME_REQUIRED);
      await requireOwnFoodSafetyType(db, storeId, foodSafetyTypeId);
      const change = {
        rowId: zoneId,
        version,
        values: { name, foodSafetyTypeId },
        userName: request.caller.userName,
      };
      const stored = await db
        .transaction()
        .execute((trx) => saveVersioned(trx, LISTS.zones, change, (rowId) => loadZone(trx, rowId)));
      return zoneSaved(zoneId, stored);
    },
  });

  app.route({
    ...of(DeleteZone),
    handler: async (request) => {
      const { zoneId } = request.params;
      const { storeId } = await requireRow(db, request.caller, LISTS.zones, zoneId, 'write');
      return withLockedParent(db, LISTS.zones, storeId, async (trx) => {
        // Read inside the lock so that the answer is the zone exactly as it was deleted.
        const zone = await loadZone(trx, zoneId);
        await deleteRow(trx, LISTS.zones, zoneId);
        return zoneSaved(zoneId, zone);
      });
    },
  });

  /** Both user link routes; the user must be assigned to the zone's store. Twice changes nothing. */
  const userLink =
    (change: 'link' | 'unlink') =>
    async (request: { caller: Caller; params: { zoneId: number; userId: number } }) => {
      const { zoneId, userId } = request.params;
      const { storeId } = await requireRow(db, request.caller, LISTS.zones, zoneId, 'write');
      if (!(await isAssignedToStore(db, userId, storeId)))
        throw badRequest(`userId: user ${userId} is not assigned to the store of zone ${zoneId}.`);
      await setZoneUser(db, zoneId, userId, change === 'link');
      return zoneSaved(zoneId, await loadZone(db, zoneId));
    };

  app.route({ ...of(LinkZoneUser), handler: userLink('link') });
  app.route({ ...of(UnlinkZoneUser), handler: userLink('unlink') });

  app.route({ ...of(LinkZoneSection), handler: link('link') });
  app.route({ ...of(UnlinkZoneSection), handler: link('unlink') });
};
