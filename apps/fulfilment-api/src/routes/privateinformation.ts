import { isPrivateInfoRole, privateInfoSettingsRefusal } from '@fulfil/domain';
import {
  GetPrivateInfoSettings,
  SavePrivateInfoSettings,
  type SavePrivateInfoSettingsBody,
} from '@fulfil/rest-contract';
import type { Caller } from '../auth/scope.js';
import type { Db } from '../db/connect.js';
import { listPrivateInfoSettings, savePrivateInfoSettings } from '../queries/private-info.js';
import type { Services } from '../services.js';
import { missingClient, requireClientManager } from './client-access.js';
import { headerClientId } from './client-header.js';
import { refused, succeeded } from './schemas.js';
import { of, type ContractRoutes } from './typed-routes.js';

/** A save of some roles' settings, each over its version (also how an undo sets a role's back). */
export async function savePrivateInfo(db: Db, caller: Caller, body: SavePrivateInfoSettingsBody) {
  const { clientId, privateInformationSettings: settings } = body;
  requireClientManager(caller, clientId);
  const refusal = privateInfoSettingsRefusal(settings.map(({ role }) => role));
  if (refusal) return refused(refusal);
  const checked = settings.flatMap(({ role, ...rest }) =>
    isPrivateInfoRole(role) ? [{ role, ...rest }] : [],
  );
  const stored = await savePrivateInfoSettings(db, clientId, checked, caller.userName).catch(
    missingClient(clientId),
  );
  return { ...succeeded, privateInformationSettings: stored };
}

/** Private information settings of a client (spec 3): who sees which customer fields is its managers' to say. */
export const privateInformationRoutes: ContractRoutes<Services> = async (app, { db }) => {
  app.route({
    ...of(GetPrivateInfoSettings),
    handler: async (request) => {
      const clientId = headerClientId(request);
      requireClientManager(request.caller, clientId);
      return { privateInformationSettings: await listPrivateInfoSettings(db, clientId) };
    },
  });

  app.route({
    ...of(SavePrivateInfoSettings),
    handler: (request) => savePrivateInfo(db, request.caller, request.body),
  });
};
