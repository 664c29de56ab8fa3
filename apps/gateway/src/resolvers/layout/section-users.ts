import type { RestSectionUserBody, RestSectionUserResult } from '@fulfil/fulfilment-client';
import { GraphQLError } from 'graphql';
import type { GatewayContext } from '../../context.js';
import type { Resolvers } from '../../generated/resolvers-types.js';
import { publishStoreEvent } from '../../live/store-events.js';
import { sectionUserFields } from './fields.js';
import { layoutWrite } from './write.js';

type Kind = 'RESTRICTION' | 'PREPPER_OPT_IN';

/**
 * Stores one shopper restriction or prepper opt-in. These mutations answer the setting itself, so
 * a refusal has no payload to carry it and becomes BAD_USER_INPUT with the server's messages.
 */
async function setSectionUser(
  context: GatewayContext,
  kind: Kind,
  body: RestSectionUserBody,
  send: (body: RestSectionUserBody) => Promise<RestSectionUserResult>,
) {
  const { row, errors } = await layoutWrite({
    send: () => send(body),
    row: (result) => result.user,
    publish: (setting) =>
      publishStoreEvent(context, 'SectionUserSettingChanged', body.storeId, {
        sectionId: body.sectionId,
        kind,
        setting,
      }),
  });
  if (!row) {
    throw new GraphQLError(errors.map((error) => error.message).join('\n'), {
      extensions: { code: 'BAD_USER_INPUT' },
    });
  }
  return row;
}

const ids = (storeId: string, sectionId: string, userId: string) => ({
  storeId: Number(storeId),
  sectionId: Number(sectionId),
  userId: Number(userId),
});

export const sectionUsersResolvers: Resolvers = {
  Query: {
    sectionShopperRestrictions: (_parent, { storeId, sectionId }, { api }) =>
      api.sectionShoppers(Number(storeId), Number(sectionId)),
    sectionPrepperOptIns: (_parent, { storeId, sectionId }, { api }) =>
      api.sectionPreppers(Number(storeId), Number(sectionId)),
  },
  Mutation: {
    // REST speaks of "allowed": a restricted shopper is one not allowed in the section.
    setShopperRestriction: (_parent, { storeId, sectionId, userId, restricted }, context) =>
      setSectionUser(
        context,
        'RESTRICTION',
        { ...ids(storeId, sectionId, userId), allowed: !restricted },
        (body) => context.api.setRestriction(body),
      ),
    setPrepperOptIn: (_parent, { storeId, sectionId, userId, optedIn }, context) =>
      setSectionUser(
        context,
        'PREPPER_OPT_IN',
        { ...ids(storeId, sectionId, userId), allowed: optedIn },
        (body) => context.api.setPrepper(body),
      ),
  },
  SectionUserSetting: sectionUserFields,
};
