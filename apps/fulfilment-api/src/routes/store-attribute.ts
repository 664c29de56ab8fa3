import { STORE_ATTRIBUTE_KEYS, storeAttributeFailure, storeAttributeValueType } from '@fulfil/domain';
import {
  CreateStoreAttribute,
  DeleteStoreAttribute,
  GetStoreAttributeKeys,
  GetStoreAttributes,
  UpdateStoreAttribute,
} from '@fulfil/rest-contract';
import type { Caller } from '../auth/scope.js';
import { notFound } from '../errors.js';
import { requireStore } from '../queries/layout/index.js';
import {
  deleteStoreAttribute,
  findStoreAttribute,
  insertStoreAttribute,
  storeAttributes,
  storeOfAttribute,
  updateStoreAttribute,
} from '../queries/store-attributes.js';
import { requireUpdated } from '../queries/versioned.js';
import type { Services } from '../services.js';
import { attributeNameTaken, checkedAttribute, type AttributeRules } from './attributes.js';
import { refused, succeeded } from './schemas.js';
import { of, type ContractRoutes } from './typed-routes.js';

/** Store attributes (spec 2 section 7): named values of one store, checked by their key's type. */

const RULES: AttributeRules = { valueType: storeAttributeValueType, failure: storeAttributeFailure };

export const storeAttributeRoutes: ContractRoutes<Services> = async (app, { db }) => {
  /** An attribute named by id, after the tenant check of the store that really holds it. */
  const requireAttribute = async (caller: Caller, storeAttributeId: number) => {
    const storeId = await storeOfAttribute(db, storeAttributeId);
    if (storeId === undefined) throw notFound(`Store attribute ${storeAttributeId}`);
    await requireStore(db, caller, storeId, 'write');
    return storeId;
  };

  app.route({
    ...of(GetStoreAttributeKeys),
    handler: () => ({
      appStoreAttributeTypes: [...STORE_ATTRIBUTE_KEYS],
    }),
  });

  // Attributes hold web hook addresses and templates: only those who may change the store read them.
  app.route({
    ...of(GetStoreAttributes),
    handler: async (request) => {
      await requireStore(db, request.caller, request.params.storeId, 'write');
      return { storeAttributes: await storeAttributes(db, request.params.storeId) };
    },
  });

  app.route({
    ...of(CreateStoreAttribute),
    handler: async (request) => {
      const { storeId } = request.body;
      await requireStore(db, request.caller, storeId, 'write');
      const checked = checkedAttribute(request.body, RULES);
      if ('refusal' in checked) return refused(checked.refusal);
      const { name, value } = checked;
      const created = await insertStoreAttribute(db, { storeId, name, value }, request.caller.userName);
      if (created === undefined) return refused(attributeNameTaken(name, 'store'));
      return { ...succeeded, storeAttribute: await findStoreAttribute(db, storeId, created) };
    },
  });

  app.route({
    ...of(UpdateStoreAttribute),
    handler: async (request) => {
      const { storeAttributeId, version } = request.body;
      const storeId = await requireAttribute(request.caller, storeAttributeId);
      const checked = checkedAttribute(request.body, RULES);
      if ('refusal' in checked) return refused(checked.refusal);
      const { name, value } = checked;
      const updated = await updateStoreAttribute(
        db,
        { storeAttributeId, version },
        { name, value },
        request.caller.userName,
      );
      if (updated === null) return refused(attributeNameTaken(name, 'store'));
      const storeAttribute = await requireUpdated(
        updated,
        () => findStoreAttribute(db, storeId, storeAttributeId),
        `Store attribute ${storeAttributeId}`,
      );
      return { ...succeeded, storeAttribute };
    },
  });

  app.route({
    ...of(DeleteStoreAttribute),
    handler: async (request) => {
      const { storeAttributeId } = request.body;
      await requireAttribute(request.caller, storeAttributeId);
      await deleteStoreAttribute(db, storeAttributeId);
      return succeeded;
    },
  });
};
