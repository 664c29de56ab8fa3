import { APP_ATTRIBUTE_KEYS, appAttributeFailure, attributeValueType } from '@fulfil/domain';
import {
  CreateAppAttribute,
  DeleteAppAttribute,
  GetAppAttribute,
  GetAppAttributeKeys,
  GetAppAttributes,
  UpdateAppAttribute,
  type CreateAppAttributeBody,
  type DeleteAppAttributeBody,
  type UpdateAppAttributeBody,
} from '@fulfil/rest-contract';
import type { Caller } from '../auth/scope.js';
import type { Db } from '../db/connect.js';
import { nullWhenDuplicate } from '../db/errors.js';
import { notFound } from '../errors.js';
import {
  appAttributeOwner,
  appAttributes,
  deleteAppAttribute,
  findAppAttribute,
  insertAppAttribute,
  updateAppAttribute,
} from '../queries/app-attributes.js';
import { requireUpdated } from '../queries/versioned.js';
import type { Services } from '../services.js';
import { attributeNameTaken, checkedAttribute, type AttributeRules } from './attributes.js';
import { missingClient, requireClientManager } from './client-access.js';
import { refused, succeeded } from './schemas.js';
import { of, type ContractRoutes } from './typed-routes.js';

/** Application attributes of a client (spec 2 sections 3 and 7): named, checked values. */

const RULES: AttributeRules = { valueType: attributeValueType, failure: appAttributeFailure };

/** An attribute named by id, after the tenant check of the client that really holds it. */
const requireAttribute = async (db: Db, caller: Caller, appAttributeId: number) => {
  const clientId = await appAttributeOwner(db, appAttributeId);
  if (clientId === undefined) throw notFound(`Attribute ${appAttributeId}`);
  requireClientManager(caller, clientId);
  return clientId;
};

/** A new attribute of a client, by its managers (also how an undo creates a deleted one again, under `restoredId`). */
export async function addAppAttribute(
  db: Db,
  caller: Caller,
  body: CreateAppAttributeBody,
  restoredId?: number,
) {
  const { clientId } = body;
  requireClientManager(caller, clientId);
  const checked = checkedAttribute(body, RULES);
  if ('refusal' in checked) return refused(checked.refusal);
  const { name, value } = checked;
  const appAttributeId = await insertAppAttribute(
    db,
    clientId,
    { name, value },
    caller.userName,
    restoredId,
  ).catch(missingClient(clientId));
  if (appAttributeId === undefined) return refused(attributeNameTaken(name, 'client'));
  return { ...succeeded, appAttribute: await findAppAttribute(db, clientId, appAttributeId) };
}

/** An attribute's update over its version, by its client's managers (also how an undo sets one back). */
export async function changeAppAttribute(db: Db, caller: Caller, body: UpdateAppAttributeBody) {
  const { appAttributeId, version } = body;
  const clientId = await requireAttribute(db, caller, appAttributeId);
  const checked = checkedAttribute(body, RULES);
  if ('refusal' in checked) return refused(checked.refusal);
  const { name, value } = checked;
  const updated = await updateAppAttribute(
    db,
    { appAttributeId, clientId, version },
    { name, value },
    caller.userName,
  ).catch(nullWhenDuplicate);
  if (updated === null) return refused(attributeNameTaken(name, 'client'));
  const appAttribute = await requireUpdated(
    updated,
    () => findAppAttribute(db, clientId, appAttributeId),
    `Attribute ${appAttributeId}`,
  );
  return { ...succeeded, appAttribute };
}

/** An attribute's deletion by its client's managers (also how an undo takes back its creation). */
export async function removeAppAttribute(db: Db, caller: Caller, body: DeleteAppAttributeBody) {
  const { appAttributeId } = body;
  await requireAttribute(db, caller, appAttributeId);
  await deleteAppAttribute(db, appAttributeId);
  return succeeded;
}

// Attributes hold integration secrets: only the client's managers read or write them.
export const appAttributeRoutes: ContractRoutes<Services> = async (app, { db }) => {
  app.route({
    ...of(GetAppAttributeKeys),
    handler: async () => ({
      appAttributeTypes: [...APP_ATTRIBUTE_KEYS],
    }),
  });

  app.route({
    ...of(GetAppAttributes),
    handler: async (request) => {
      requireClientManager(request.caller, request.params.clientId);
      return { appAttributes: await appAttributes(db, request.params.clientId) };
    },
  });

  app.route({
    ...of(GetAppAttribute),
    handler: async (request) => {
      const { clientId, name } = request.params;
      requireClientManager(request.caller, clientId);
      const [attribute] = await appAttributes(db, clientId, { name });
      if (!attribute) throw notFound(`Attribute '${name}'`);
      return attribute;
    },
  });

  app.route({
    ...of(CreateAppAttribute),
    handler: (request) => addAppAttribute(db, request.caller, request.body),
  });

  app.route({
    ...of(UpdateAppAttribute),
    handler: (request) => changeAppAttribute(db, request.caller, request.body),
  });

  app.route({
    ...of(DeleteAppAttribute),
    handler: (request) => removeAppAttribute(db, request.caller, request.body),
  });
};
