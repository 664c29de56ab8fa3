import type { CodegenConfig } from '@graphql-codegen/cli';

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
          Client: '@fulfil/fulfilment-client#RestClient',
          Store: '@fulfil/fulfilment-client#RestStore',
          // A search row lacks the user record's stores; a full record is a search row too.
          User: '@fulfil/fulfilment-client#RestUserListItem',
          UserZone: '../rest-rows.js#RestUserZone',
          LoginSettings: '@fulfil/fulfilment-client#RestLoginSettings',
          LoginApp: '@fulfil/fulfilment-client#RestLoginApp',
          PasswordResetPayload: '@fulfil/fulfilment-client#RestResponseMessage',
          UserChanged: '../live/user-events.js#UserChangedEvent',
          UserDeleted: '../live/user-events.js#UserDeletedEvent',
          Role: '@fulfil/fulfilment-client#RestRole',
          ClientCreated: '../live/client-events.js#ClientSavedEvent',
          ClientUpdated: '../live/client-events.js#ClientSavedEvent',
          ClientDeleted: '../live/client-events.js#ClientDeletedEvent',
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
          PresenceEntry: '../live/presence.js#PresenceRecord',
          FoodSafetyTypeChanged: '../live/store-events.js#FoodSafetyTypeChangedEvent',
          FoodSafetyTypeDeleted: '../live/store-events.js#FoodSafetyTypeDeletedEvent',
          ItemCategoryChanged: '../live/store-events.js#ItemCategoryChangedEvent',
          ItemCategoryDeleted: '../live/store-events.js#ItemCategoryDeletedEvent',
          ItemCategoriesReordered: '../live/store-events.js#ItemCategoriesReorderedEvent',
          SectionChanged: '../live/store-events.js#SectionChangedEvent',
          SectionDeleted: '../live/store-events.js#SectionDeletedEvent',
          SectionsMoved: '../live/store-events.js#SectionsMovedEvent',
          ShelvesChanged: '../live/store-events.js#ShelvesChangedEvent',
          StagingSectionChanged: '../live/store-events.js#StagingSectionChangedEvent',
          StagingSectionDeleted: '../live/store-events.js#StagingSectionDeletedEvent',
          StagingSectionsReordered: '../live/store-events.js#StagingSectionsReorderedEvent',
          SectionUserSettingChanged: '../live/store-events.js#SectionUserSettingChangedEvent',
          PresenceChanged: '../live/store-events.js#PresenceChangedEvent',
          ZoneChanged: '../live/store-events.js#ZoneChangedEvent',
          ZoneDeleted: '../live/store-events.js#ZoneDeletedEvent',
        },
      },
    },
  },
};

export default config;
