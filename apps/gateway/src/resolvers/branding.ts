import { logoImageRefusal } from '@fulfil/domain';
import { nullWhenNotFound, userErrors } from '../errors.js';
import type { Resolvers } from '../generated/resolvers-types.js';
import { publishClientEvent } from '../live/client-events.js';

export const brandingResolvers: Resolvers = {
  Query: {
    clientLogo: (_parent, { clientId, kind }, { api }) => nullWhenNotFound(api.logo(Number(clientId), kind)),
  },
  Mutation: {
    saveClientLogo: async (_parent, { clientId, kind, imageData }, context) => {
      // Checked here too, so a refused image never travels on to the API.
      const refusal = logoImageRefusal(imageData);
      if (refusal) return { logo: null, errors: [{ field: 'imageData', message: refusal }] };
      const result = await context.api.saveLogo({ clientId: Number(clientId), filePrefix: kind, imageData });
      if (!result.isSuccess || !result.logo) return { logo: null, errors: userErrors(result) };
      const logo = { ...result.logo, imageData };
      await publishClientEvent(context, 'LogoChanged', logo.clientId, { kind, logo });
      return { logo, errors: [] };
    },
    clearClientLogo: async (_parent, { clientId, kind }, context) => {
      const result = await context.api.deleteLogo(Number(clientId), kind);
      if (!result.isSuccess) return { cleared: false, errors: userErrors(result) };
      await publishClientEvent(context, 'LogoChanged', Number(clientId), { kind, logo: null });
      return { cleared: true, errors: [] };
    },
  },
  ClientLogo: {
    kind: (logo) => logo.filePrefix,
  },
  LogoChanged: {
    eventId: (event) => event.id,
    kind: (event) => event.payload.kind,
    logo: (event) => event.payload.logo,
  },
};
