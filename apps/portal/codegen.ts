import type { CodegenConfig } from '@graphql-codegen/cli';

const config: CodegenConfig = {
  schema: '../../schema/*.graphql',
  // Operations live in .graphql files beside the component that uses them.
  documents: ['src/**/*.graphql'],
  ignoreNoDocuments: true,
  generates: {
    './src/gql/': {
      preset: 'client',
      config: {
        scalars: { DateTime: 'string', ID: 'string', ReportCell: 'string | number' },
        enumsAsTypes: true,
        useTypeImports: true,
        nonOptionalTypename: true,
        // Apollo adds __typename to objects, never to the root types.
        skipTypeNameForRoot: true,
      },
      presetConfig: { fragmentMasking: false },
    },
    // The members of every union and interface, so the cache matches fragments on them (StoreEvent ...).
    './src/gql/possible-types.ts': {
      plugins: ['fragment-matcher'],
      config: { apolloClientVersion: 3, useExplicitTyping: true },
    },
  },
};

export default config;
