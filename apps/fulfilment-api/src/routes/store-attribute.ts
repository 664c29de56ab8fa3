import { STORE_ATTRIBUTE_KEYS, storeAttributeFailure, storeAttributeValueType } from '@fulfil/domain';
import {
  CreateStoreAttribute,
  DeleteStoreAttribute,
  GetStoreAttributeKeys,
  GetStoreAttributes,
  UpdateStoreAttribute,
  type CreateStoreAttributeBody,
  type DeleteStoreAttributeBody,
  type UpdateStoreAttributeBody,
} from '@fulfil/rest-contract';
import type { Caller } from '../auth/scope.js';
import type { Db } from '../db/connect.js';
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

/** An attribute named by id, after the tenant check of the store that really holds it. */
const requireAttribute = async (db: Db, caller: Caller, storeAttributeId: number) => {
  const storeId = await storeOfAttribute(db, storeAttributeId);
  if (storeId === undefined) throw notFound(`Store attribute ${storeAttributeId}`);
  await requireStore(db, caller, storeId, 'write');
  return storeId;
};

/** A new attribute of a store, by those who may change it (also how an undo creates a deleted one again, under `restoredId`). */
export async function addStoreAttribute(
  db: Db,
  caller: Caller,
  body: CreateStoreAttributeBody,
  restoredId?: number,
) {
  const { storeId } = body;
  await requireStore(db, caller, storeId, 'write');
  const checked = checkedAttribute(body, RULES);
  if ('refusal' in checked) return refused(checked.refusal);
  const { name, value } = checked;
  const created = await insertStoreAttribute(db, { storeId, name, value }, caller.userName, restoredId);
  if (created === undefined) return refused(attributeNameTaken(name, 'store'));
  return { ...succeeded, storeAttribute: await findStoreAttribute(db, storeId, created) };
}

/** A store attribute's update over its version, by those who may change its store (also how an undo sets one back). */
export async function changeStoreAttribute(db: Db, caller: Caller, body: UpdateStoreAttributeBody) {
  const { storeAttributeId, version } = body;
  const storeId = await requireAttribute(db, caller, storeAttributeId);
  const checked = checkedAttribute(body, RULES);
  if ('refusal' in checked) return refused(checked.refusal);
  const { name, value } = checked;
  const updated = await updateStoreAttribute(
    db,
    { storeAttributeId, version },
    { name, value },
    caller.userName,
  );
  if (updated === null) return refused(attributeNameTaken(name, 'store'));
  const storeAttribute = await requireUpdated(
    updated,
    () => findStoreAttribute(db, storeId, storeAttributeId),
    `Store attribute ${storeAttributeId}`,
  );
  return { ...succeeded, storeAttribute };
}

/** A store attribute's deletion by those who may change its store (also how an undo takes back its creation). */
export async function removeStoreAttribute(db: Db, caller: Caller, body: DeleteStoreAttributeBody) {
  const { storeAttributeId } = body;
  await requireAttribute(db, caller, storeAttributeId);
  await deleteStoreAttribute(db, storeAttributeId);
  return succeeded;
}

export const storeAttributeRoutes: ContractRoutes<Services> = async (app, { db }) => {
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
    handler: (request) => addStoreAttribute(db, request.caller, request.body),
  });

  app.route({
    ...of(UpdateStoreAttribute),
    handler: (request) => changeStoreAttribute(db, request.caller, request.body),
  });

  app.route({
    ...of(DeleteStoreAttribute),
    handler: (request) => removeStoreAttribute(db, request.caller, request.body),
  });
};
