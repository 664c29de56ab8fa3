import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

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
