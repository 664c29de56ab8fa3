import { logoImageRefusal, MAX_LOGO_BYTES } from '@fulfil/domain';
import { DeleteLogo, GetLogo, SaveLogo } from '@fulfil/rest-contract';
import { notFound } from '../errors.js';
import { deleteLogo, findLogo, saveLogo } from '../queries/logos.js';
import type { Services } from '../services.js';
import { missingClient, requireClientManager } from './client-access.js';
import { refused, succeeded } from './schemas.js';
import { of, type ContractRoutes } from './typed-routes.js';

/** The two branding images of a client (spec 2, Branding): base64 PNG, replaced whole. */

// Base64 grows the image by a third; the rest of the body is a few fields.
const BODY_LIMIT = Math.ceil((MAX_LOGO_BYTES * 4) / 3) + 4096;

export const brandingRoutes: ContractRoutes<Services> = async (app, { db }) => {
  app.route({
    ...of(SaveLogo),
    bodyLimit: BODY_LIMIT,
    handler: async (request) => {
      const { clientId, filePrefix: kind, imageData } = request.body;
      requireClientManager(request.caller, clientId);
      const refusal = logoImageRefusal(imageData);
      if (refusal) return refused(refusal);
      const logo = await saveLogo(
        db,
        { clientId, filePrefix: kind, imageData },
        request.caller.userName,
      ).catch(missingClient(clientId));
      return { ...succeeded, logo };
    },
  });

  app.route({
    ...of(GetLogo),
    handler: async (request) => {
      const { clientId, filePrefix: kind } = request.params;
      requireClientManager(request.caller, clientId);
      const logo = await findLogo(db, clientId, kind);
      if (!logo) throw notFound(`The ${kind} logo of client ${clientId}`);
      return logo;
    },
  });

  app.route({
    ...of(DeleteLogo),
    handler: async (request) => {
      const { clientId, filePrefix: kind } = request.params;
      requireClientManager(request.caller, clientId);
      await deleteLogo(db, clientId, kind);
      return succeeded;
    },
  });
};
