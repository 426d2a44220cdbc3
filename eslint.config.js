// @ts-check
/**
 * Lint rules, including the import boundaries of ARCHITECTURE.md: web never imports server,
 * server never imports web, contracts import neither, shared web code (lib, components) never
 * imports features, and a web feature never imports another feature.
 */
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import fs from 'node:fs';
import tseslint from 'typescript-eslint';

const features = fs
  .readdirSync('web/features', { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

const noServer = {
  group: ['**/server/**', '**/server'],
  message: 'The web app never imports server code: share it through contracts/.',
};
const noWeb = {
  group: ['**/web/**', '@/*'],
  message: 'Server and contracts never import web code.',
};

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'node_modules/',
      'server/db/migrations/',
      '.scratch/',
      'playwright-report/',
      'test-results/',
      'web/public/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': 'off',
      eqeqeq: ['error', 'always', { null: 'ignore' }],
    },
  },
  {
    files: [
      'server/**',
      'security/**',
      'scripts/**',
      'e2e/**',
      'bench/**',
      '*.config.ts',
      '*.config.js',
      'vite.aliases.ts',
    ],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['server/**', 'security/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [noWeb] }] },
  },
  {
    files: ['contracts/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            noWeb,
            {
              group: ['**/server/**'],
              message: 'contracts/ is shared by both sides: it imports neither.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['web/**'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      'no-restricted-imports': ['error', { patterns: [noServer] }],
    },
  },
  {
    // ARCHITECTURE rule 5: API paths come from the endpoint table (contracts/endpoints) only.
    files: ['web/**'],
    ignores: ['web/**/*.test.{ts,tsx}', 'web/test/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'Literal[value=/^\\/api\\//]',
          message: 'Call the API through callApi() and the endpoint table in contracts/endpoints.',
        },
        {
          selector: 'TemplateElement[value.raw=/^\\/api\\//]',
          message: 'Call the API through callApi() and the endpoint table in contracts/endpoints.',
        },
      ],
    },
  },
  {
    files: ['web/lib/**', 'web/components/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            noServer,
            {
              group: ['@/features/*', '@/app/*', '@/routes/*'],
              message:
                'Shared web code (lib, components) never imports features, the app shell or pages.',
            },
          ],
        },
      ],
    },
  },
  ...features.map((feature) => ({
    files: [`web/features/${feature}/**`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            noServer,
            {
              regex: `^@/features/(?!${feature}/)`,
              message: `The ${feature} feature never imports another feature: move shared code to web/lib or web/components.`,
            },
            {
              group: ['@/app/*', '@/routes/*'],
              message: 'Features never import the app shell or pages.',
            },
            {
              regex: '^(\\.\\./){2,}',
              message: 'Leave a feature through an @/ import, never a relative path.',
            },
          ],
        },
      ],
    },
  })),
);
