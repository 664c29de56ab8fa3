import { CUSTOM_FIELD_MESSAGES, customFieldUpdateRefusal, isValidNewCustomField } from '@fulfil/domain';
import {
  CreateCustomField,
  DeleteCustomField,
  GetCustomFields,
  UpdateCustomField,
  type CreateCustomFieldBody,
  type DeleteCustomFieldBody,
  type UpdateCustomFieldBody,
} from '@fulfil/rest-contract';
import type { Caller } from '../auth/scope.js';
import type { Db } from '../db/connect.js';
import { notFound } from '../errors.js';
import {
  deleteCustomField,
  findCustomField,
  insertCustomField,
  listCustomFields,
  updateCustomField,
} from '../queries/custom-fields.js';
import { requireUpdated } from '../queries/versioned.js';
import type { Services } from '../services.js';
import { missingClient, requireClientManager } from './client-access.js';
import { of, type ContractRoutes } from './typed-routes.js';

/** Custom fields of a client (spec 2 sections 3, 5 and 7): extra values captured on orders or their items. */

const refused = (message: string) => ({ ok: false, errors: [message] });
const sourceKeyTaken = (sourceKey: string) =>
  `The source key '${sourceKey}' is already used by another custom field of this client.`;

/** A new field of a client, by its managers (also how an undo creates a deleted one again, under `restoredId`). */
export async function addCustomField(
  db: Db,
  caller: Caller,
  body: CreateCustomFieldBody,
  restoredId?: number,
) {
  const { clientId, sourceKey, dataType, assignment } = body;
  requireClientManager(caller, clientId);
  const name = body.name.trim();
  if (!isValidNewCustomField({ name, sourceKey, dataType, assignment })) {
    return refused(CUSTOM_FIELD_MESSAGES.invalidInput);
  }
  const customFieldId = await insertCustomField(
    db,
    { clientId, sourceKey },
    { name, description: body.description?.trim() ?? '', dataType, assignment: assignment as number },
    caller.userName,
    restoredId,
  ).catch(missingClient(clientId));
  if (customFieldId === undefined) return refused(sourceKeyTaken(sourceKey));
  const customField = await findCustomField(db, clientId, customFieldId);
  return { ok: true, errors: [], ...customField, customField };
}

/** A field's update over its version, by its client's managers (also how an undo sets one back). */
export async function changeCustomField(db: Db, caller: Caller, body: UpdateCustomFieldBody) {
  const { customFieldId, clientId, version, dataType, assignment } = body;
  requireClientManager(caller, clientId);
  const name = body.name.trim();
  const refusal = customFieldUpdateRefusal({ name, sourceKey: '', dataType, assignment });
  if (refusal) return refused(refusal);
  const updated = await updateCustomField(
    db,
    { customFieldId, clientId, version },
    { name, description: body.description?.trim() ?? '', dataType, assignment: assignment as number },
    caller.userName,
  );
  const customField = await requireUpdated(
    updated,
    () => findCustomField(db, clientId, customFieldId),
    `Custom field ${customFieldId}`,
  );
  return { ok: true, errors: [], customField };
}

/** A field's deletion by its client's managers (also how an undo takes back its creation). */
export async function removeCustomField(db: Db, caller: Caller, body: DeleteCustomFieldBody) {
  const { customFieldId, clientId, sourceKey } = body;
  requireClientManager(caller, clientId);
  // The source key must match too, so a delete aimed at a recreated field misses.
  const deleted = await deleteCustomField(db, { customFieldId, clientId, sourceKey });
  if (!deleted) throw notFound(`Custom field ${customFieldId}`);
  return { ok: true, errors: [] };
}

// Custom fields shape a client's orders: only its managers read or change them.
export const customFieldRoutes: ContractRoutes<Services> = async (app, { db }) => {
  app.route({
    ...of(GetCustomFields),
    handler: async (request) => {
      requireClientManager(request.caller, request.params.clientId);
      return { customFields: await listCustomFields(db, request.params.clientId) };
    },
  });

  app.route({
    ...of(CreateCustomField),
    handler: (request) => addCustomField(db, request.caller, request.body),
  });

  app.route({
    ...of(UpdateCustomField),
    handler: (request) => changeCustomField(db, request.caller, request.body),
  });

  app.route({
    ...of(DeleteCustomField),
    handler: (request) => removeCustomField(db, request.caller, request.body),
  });
};
