import { creditDefinitionRefusal, withDefaultPermission } from '@fulfil/domain';
import {
  CreateCreditDefinition,
  DeleteCreditDefinition,
  GetCreditDefinitions,
  UpdateCreditDefinition,
  type CreateCreditDefinitionBody,
  type DeleteCreditDefinitionBody,
  type UpdateCreditDefinitionBody,
} from '@fulfil/rest-contract';
import type { Caller } from '../auth/scope.js';
import type { Db } from '../db/connect.js';
import { badRequest, notFound } from '../errors.js';
import {
  deleteCreditDefinition,
  findCreditDefinition,
  insertCreditDefinition,
  listCreditDefinitions,
  updateCreditDefinition,
} from '../queries/credit-definitions.js';
import { requireUpdated } from '../queries/versioned.js';
import type { Services } from '../services.js';
import { missingClient, requireClientManager } from './client-access.js';
import { refused, succeeded } from './schemas.js';
import { of, type ContractRoutes } from './typed-routes.js';

/** Customer credit definitions of a client (spec 2 sections 3, 4 and 7). */

/** The stored columns of a checked body; a definition without a permission gets Small Credit. */
function columnsOf(body: CreateCreditDefinitionBody) {
  const definition = {
    name: body.name.trim(),
    customerCreditDepartments: body.customerCreditDepartments ?? [],
    customerCreditMultipliers: body.customerCreditMultipliers ?? [],
    customerCreditPermissions: withDefaultPermission(body.customerCreditPermissions ?? []),
  };
  const refusal = creditDefinitionRefusal(definition);
  if (refusal) return { refusal };
  return {
    columns: {
      name: definition.name,
      creditDefinitionSourceKey: body.creditDefinitionSourceKey?.trim() ?? '',
      customerNotificationTemplate: body.customerNotificationTemplate ?? '',
      customerCreditDepartments: JSON.stringify(definition.customerCreditDepartments),
      customerCreditMultipliers: JSON.stringify(definition.customerCreditMultipliers),
      customerCreditPermissions: JSON.stringify(definition.customerCreditPermissions),
    },
  };
}

/** A new definition of a client, by its managers (also how an undo creates a deleted one again, under `restoredId`). */
export async function addCreditDefinition(
  db: Db,
  caller: Caller,
  body: CreateCreditDefinitionBody,
  restoredId?: number,
) {
  const { clientId } = body;
  requireClientManager(caller, clientId);
  const checked = columnsOf(body);
  if (checked.refusal !== undefined) return refused(checked.refusal);
  const created = await insertCreditDefinition(
    db,
    clientId,
    checked.columns,
    caller.userName,
    restoredId,
  ).catch(missingClient(clientId));
  return { ...succeeded, customerCreditDefinition: created };
}

/** A definition's update over its version, by its client's managers (also how an undo sets one back). */
export async function changeCreditDefinition(db: Db, caller: Caller, body: UpdateCreditDefinitionBody) {
  const { customerCreditDefinitionId, clientId, version } = body;
  requireClientManager(caller, clientId);
  const checked = columnsOf(body);
  if (checked.refusal !== undefined) return refused(checked.refusal);
  const updated = await updateCreditDefinition(
    db,
    { customerCreditDefinitionId, clientId, version },
    checked.columns,
    caller.userName,
  );
  const customerCreditDefinition = await requireUpdated(
    updated,
    () => findCreditDefinition(db, clientId, customerCreditDefinitionId),
    `Credit definition ${customerCreditDefinitionId}`,
  );
  return { ...succeeded, customerCreditDefinition };
}

/** A definition's deletion by its client's managers (also how an undo takes back its creation). */
export async function removeCreditDefinition(db: Db, caller: Caller, body: DeleteCreditDefinitionBody) {
  const { customerCreditDefinitionId, clientId } = body;
  requireClientManager(caller, clientId);
  const deleted = await deleteCreditDefinition(db, clientId, customerCreditDefinitionId);
  if (!deleted) throw notFound(`Credit definition ${customerCreditDefinitionId}`);
  return succeeded;
}

// Credits cost the client money: only its managers read or change how they are given.
export const creditDefinitionRoutes: ContractRoutes<Services> = async (app, { db }) => {
  // The contract names the client by the fulfiller-clientId header only.
  app.route({
    ...of(GetCreditDefinitions),
    handler: async (request) => {
      const clientId = Number(request.headers['fulfiller-clientid'] ?? 0);
      if (!Number.isInteger(clientId) || clientId < 1) throw badRequest('Choose a client first.');
      requireClientManager(request.caller, clientId);
      return { customerCreditDefinitions: await listCreditDefinitions(db, clientId) };
    },
  });

  app.route({
    ...of(CreateCreditDefinition),
    handler: (request) => addCreditDefinition(db, request.caller, request.body),
  });

  app.route({
    ...of(UpdateCreditDefinition),
    handler: (request) => changeCreditDefinition(db, request.caller, request.body),
  });

  app.route({
    ...of(DeleteCreditDefinition),
    handler: (request) => removeCreditDefinition(db, request.caller, request.body),
  });
};
