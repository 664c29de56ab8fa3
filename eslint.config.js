import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import checkFile from 'eslint-plugin-check-file';
import graphqlEslint from '@graphql-eslint/eslint-plugin';
import fulfil from '@fulfil/eslint-rules';
import globals from 'globals';

// check-file's own globs for its KEBAB_CASE and PASCAL_CASE, to allow either for .tsx.
const KEBAB_CASE = '+([a-z])*([a-z0-9])*(-+([a-z0-9]))';
const PASCAL_CASE = '*([A-Z]*([a-z0-9]))';
const NAMING =
  'The file "{{ target }}" is named out of line: a React component\'s file is PascalCase, any other file kebab-case.';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/generated/**',
      '**/gql/**',
      '**/.turbo/**',
      'data/**',
      'test-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // One file-name casing per kind of file, the folders' own kebab-case, except that a React
    // component's file is named after the component (PascalCase). A .tsx file may be either: main,
    // routes and the hooks and helpers that render JSX are modules. `.test`, `.spec` and `.d` do not count.
    files: ['**/*.{ts,tsx}'],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.ts': 'KEBAB_CASE', '**/*.tsx': `@(${PASCAL_CASE}|${KEBAB_CASE})` },
        { ignoreMiddleExtensions: true, errorMessage: NAMING },
      ],
    },
  },
  {
    // GraphQL files, schema and portal documents alike, are named as the modules beside them, middle
    // extensions aside (`schema.released`). The processor hands ESLint an empty program, so that only
    // the name is checked; the schema, parsed as GraphQL below, gets the same check there.
    files: ['**/*.graphql'],
    ignores: ['schema/*.graphql'],
    plugins: { 'check-file': checkFile },
    processor: 'check-file/eslint-processor-check-file',
    rules: {
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.graphql': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true, errorMessage: NAMING },
      ],
    },
  },
  {
    // The schema, read as one: what integrators rely on (schema/common.graphql and docs/integrators.md
    // say it) holds for every type, field and argument.
    files: ['schema/*.graphql'],
    languageOptions: {
      parser: graphqlEslint.parser,
      parserOptions: { graphQLConfig: { schema: 'schema/*.graphql' } },
    },
    plugins: { '@graphql-eslint': graphqlEslint, 'check-file': checkFile, fulfil },
    rules: {
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.graphql': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true, errorMessage: NAMING },
      ],
      '@graphql-eslint/require-description': [
        'error',
        { types: true, rootField: true, FieldDefinition: true, InputValueDefinition: true },
      ],
      // Input objects, and only they, end in Input: fulfil/mutation-arguments tells them apart by it.
      '@graphql-eslint/naming-convention': [
        'error',
        {
          types: { style: 'PascalCase', forbiddenSuffixes: ['Input'] },
          InputObjectTypeDefinition: { style: 'PascalCase', requiredSuffixes: ['Input'] },
          FieldDefinition: 'camelCase',
          InputValueDefinition: 'camelCase',
        },
      ],
      '@graphql-eslint/no-hashtag-description': 'error',
      '@graphql-eslint/require-deprecation-reason': 'error',
      '@graphql-eslint/known-type-names': 'error',
      '@graphql-eslint/unique-type-names': 'error',
      '@graphql-eslint/unique-field-definition-names': 'error',
      '@graphql-eslint/unique-enum-value-names': 'error',
      '@graphql-eslint/unique-directive-names': 'error',
      '@graphql-eslint/unique-operation-types': 'error',
      '@graphql-eslint/possible-type-extension': 'error',
      '@graphql-eslint/lone-schema-definition': 'error',
      'fulfil/mutation-arguments': 'error',
    },
  },
  {
    // Type-aware checks of what the compiler lets through: promises nobody awaits or handles,
    // promises where a plain value is expected (an event handler, a callback), and checks the types
    // say can never go the other way (a value from outside that may be missing is typed as such).
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/*/src/**/*.ts', 'tests/{e2e,integration}/**/*.ts'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/no-unnecessary-condition': 'error',
    },
  },
  {
    files: ['apps/portal/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Features are independent: they share code only through src/ui, src/lib and the generated src/gql.
    files: ['apps/portal/src/features/*/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./(?!\\.\\./(ui|lib|gql)(/|$))',
              message: 'A feature imports only from src/ui, src/lib and src/gql.',
            },
          ],
        },
      ],
    },
  },
  {
    // The same rule one folder deeper (features/stores/delivery): siblings of the feature stay reachable.
    files: ['apps/portal/src/features/*/*/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./\\.\\./(?!\\.\\./(ui|lib|gql)(/|$))',
              message: 'A feature imports only from src/ui, src/lib and src/gql.',
            },
          ],
        },
      ],
    },
  },
  {
    // A route checks access and shapes the answer; its SQL lives in src/queries (a route may hold a transaction around them).
    files: ['apps/fulfilment-api/src/routes/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'kysely', message: 'SQL lives in src/queries.' }] },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: 'MemberExpression[property.name=/^(selectFrom|insertInto|updateTable|deleteFrom)$/]',
          message: 'SQL lives in src/queries.',
        },
      ],
    },
  },
  {
    // Shared pieces never depend on the screens that use them.
    files: ['apps/portal/src/{ui,lib}/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)(features|app)/',
              message: 'src/ui and src/lib do not import features or the app.',
            },
          ],
        },
      ],
    },
  },
);
