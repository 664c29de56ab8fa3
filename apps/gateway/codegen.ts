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
          User: '@fulfil/fulfilment-client#RestUser',
          Role: '@fulfil/fulfilment-client#RestRole',
          ClientCreated: '../live/client-events.js#ClientSavedEvent',
          ClientUpdated: '../live/client-events.js#ClientSavedEvent',
          ClientDeleted: '../live/client-events.js#ClientDeletedEvent',
        },
      },
    },
  },
};

export default config;
