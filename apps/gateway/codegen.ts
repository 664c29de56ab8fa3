import type { CodegenConfig } from '@graphql-codegen/cli';
import {
  CLIENT_CONFIG_EVENT_TYPES,
  CLIENT_EVENT_TYPES,
  STORE_EVENT_TYPES,
  USER_EVENT_TYPES,
} from '@fulfil/live';

/**
 * Every event type's mapper, from the lists in @fulfil/live: the client events are delivered as the
 * bus carries them, store and user events with their payload's fields at the top.
 */
const eventMappers = Object.fromEntries([
  ...[...new Set([...CLIENT_EVENT_TYPES, ...CLIENT_CONFIG_EVENT_TYPES])].map((type) => [
    type,
    `@fulfil/live#BusEvent<'${type}'>`,
  ]),
  ...STORE_EVENT_TYPES.map((type) => [type, `../live/store-events.js#DeliveredStoreEvent<'${type}'>`]),
  ...USER_EVENT_TYPES.map((type) => [type, `../live/user-events.js#DeliveredUserEvent<'${type}'>`]),
]);

const config: CodegenConfig = {
  schema: '../../schema/*.graphql',
  generates: {
    'src/generated/resolvers-types.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        useIndexSignature: true,
        contextType: '../context.js#GatewayContext',
        scalars: { DateTime: 'string', ID: { input: 'string', output: 'string | number' } },
        // Resolvers receive REST rows, so a renamed REST field is a compile error here.
        mappers: {
          ...eventMappers,
          Client: '@fulfil/fulfilment-client#RestClient',
          Store: '@fulfil/fulfilment-client#RestStore',
          // A search row lacks the user record's stores; a full record is a search row too.
          User: '@fulfil/fulfilment-client#RestUserListItem',
          UserZone: '../rest-rows.js#RestUserZone',
          LoginSettings: '@fulfil/fulfilment-client#RestLoginSettings',
          LoginApp: '@fulfil/fulfilment-client#RestLoginApp',
          PasswordResetPayload: '@fulfil/fulfilment-client#RestResponseMessage',
          LiveResync: '../live/resync.js#ResyncNotice',
          Role: '@fulfil/fulfilment-client#RestRole',
          FoodSafetyType: '@fulfil/fulfilment-client#RestFoodSafetyType',
          ItemCategory: '@fulfil/fulfilment-client#RestItemCategoryType',
          Section: '@fulfil/fulfilment-client#RestSection',
          SectionZone: '@fulfil/fulfilment-client#RestZoneSection',
          StoreZone: '@fulfil/fulfilment-client#RestZoneDetail',
          ZoneSection: '../rest-rows.js#RestZoneDetailSection',
          ZoneUser: '../rest-rows.js#RestZoneUser',
          Shelf: '@fulfil/fulfilment-client#RestShelf',
          StagingSection: '@fulfil/fulfilment-client#RestStagingSection',
          StagingShelf: '@fulfil/fulfilment-client#RestStagingShelf',
          SectionUserSetting: '@fulfil/fulfilment-client#RestSectionUser',
          PresenceEntry: '@fulfil/live#PresenceRecord',
          StoreDelivery: '@fulfil/live#StoreDeliveryRow',
          StoreDeliveryProvider: '@fulfil/fulfilment-client#RestStoreDeliveryProvider',
          StoreAttribute: '@fulfil/fulfilment-client#RestStoreAttribute',
          StoreAttributeKey: '@fulfil/fulfilment-client#RestStoreAttributeKey',
          CustomField: '@fulfil/fulfilment-client#RestCustomField',
          CreditDefinition: '@fulfil/fulfilment-client#RestCreditDefinition',
          HelpItem: '@fulfil/fulfilment-client#RestHelpItem',
          AppAttribute: '@fulfil/fulfilment-client#RestAppAttribute',
          AppAttributeKey: '@fulfil/fulfilment-client#RestAppAttributeKey',
          ClientLogo: '@fulfil/fulfilment-client#RestLogo',
          Integration: '@fulfil/fulfilment-client#RestIntegration',
          ApiKey: '@fulfil/fulfilment-client#RestApiKey',
          IntegrationProvider: '@fulfil/fulfilment-client#RestIntegrationProvider',
          IntegrationType: '@fulfil/fulfilment-client#RestIntegrationType',
          AuthOption: '@fulfil/fulfilment-client#RestAuthOption',
          TimeZone: '@fulfil/fulfilment-client#RestTimeZone',
        },
      },
    },
  },
};

export default config;
