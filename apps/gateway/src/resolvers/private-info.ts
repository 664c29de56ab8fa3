import { PRIVATE_INFO_FIELD_KEYS, type PrivateInfoFlags } from '@fulfil/domain';
import { contract, type RestPrivateInfoSetting } from '@fulfil/fulfilment-client';
import type { GatewayContext } from '../context.js';
import { conflictWithCurrent, userErrors } from '../errors.js';
import type { PrivateInfoSettingInput, Resolvers } from '../generated/resolvers-types.js';
import { publishClientEvent } from '../live/client-events.js';

/** The contract's 0/1 flags as GraphQL's booleans, field by field. */
const flagFields = Object.fromEntries(
  PRIVATE_INFO_FIELD_KEYS.map((key) => [key, (row: RestPrivateInfoSetting) => row[key] === 1]),
) as Record<keyof PrivateInfoFlags, (row: RestPrivateInfoSetting) => boolean>;

/** A role's settings in the GraphQL shape, for error extensions, which no field resolver reaches. */
export const privateInfoSettingShape = (row: RestPrivateInfoSetting) => ({
  __typename: 'PrivateInfoSetting',
  ...row,
  ...Object.fromEntries(PRIVATE_INFO_FIELD_KEYS.map((key) => [key, flagFields[key](row)])),
});

/** A role's fields as the contract's 0/1 flags. */
const asFlags = (input: PrivateInfoSettingInput) =>
  Object.fromEntries(PRIVATE_INFO_FIELD_KEYS.map((key) => [key, input[key] ? 1 : 0])) as PrivateInfoFlags;

/** Announces a client's settings, every role's, as a save answers them; resolves to them. */
export async function publishPrivateInfoSettingsChanged(
  context: GatewayContext,
  clientId: number,
  roles: RestPrivateInfoSetting[],
) {
  const privateInfoSettings = { clientId, roles };
  await publishClientEvent(context, 'PrivateInfoSettingsChanged', clientId, { privateInfoSettings });
  return privateInfoSettings;
}

export const privateInfoResolvers: Resolvers = {
  Query: {
    // The contract names the client by the selection header, so the call selects the asked client.
    privateInfoSettings: async (_parent, { clientId }, { api, token }) => {
      const answer = await api
        .withSession({ token, clientId: Number(clientId) })
        .call(contract.GetPrivateInfoSettings);
      return { clientId: Number(clientId), roles: answer.privateInformationSettings };
    },
  },
  Mutation: {
    savePrivateInfoSetting: async (_parent, { clientId, role, version, input }, context) => {
      const result = await context.api
        .call(contract.SavePrivateInfoSettings, {
          body: {
            clientId: Number(clientId),
            privateInformationSettings: [{ role, version, ...asFlags(input) }],
          },
        })
        .catch((error: unknown) => {
          throw conflictWithCurrent(error, privateInfoSettingShape);
        });
      if (!result.isSuccess || !result.privateInformationSettings)
        return { privateInfoSettings: null, errors: userErrors(result) };
      const privateInfoSettings = await publishPrivateInfoSettingsChanged(
        context,
        Number(clientId),
        result.privateInformationSettings,
      );
      return { privateInfoSettings, errors: [] };
    },
  },
  PrivateInfoSetting: flagFields,
  PrivateInfoSettingsChanged: {
    eventId: (event) => event.id,
    privateInfoSettings: (event) => event.payload.privateInfoSettings,
  },
};
