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

/** Which module owns each table, view and schema file (decision 0007). */
const owners = JSON.parse(fs.readFileSync('server/db/schema/owners.json', 'utf8'));
const serverModules = fs
  .readdirSync('server/modules', { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);
/** The Drizzle export name of a view: community_work_ratings -> communityWorkRatings. */
const exportName = (/** @type {string} */ sqlName) =>
  sqlName.replace(/_([a-z])/g, (_, letter) => letter.toUpperCase());

/**
 * ARCHITECTURE rule 4 for module `mine`: no other module's schema file (only the views its
 * owner publishes may be imported from it), no schema barrel, no other module's queries.
 */
function moduleImportPatterns(/** @type {string} */ mine) {
  /** @type {Record<string, string>} */
  const schemaFiles = owners.schemaFiles;
  /** @type {Record<string, string>} */
  const views = owners.views;
  const foreignFiles = Object.entries(schemaFiles).filter(
    ([, owner]) => owner !== mine && owner !== 'shared',
  );
  return [
    {
      group: ['**/db/schema/index', '**/db/schema/index.js'],
      message: 'A module imports its own schema file (db/schema/<module>.ts), never the barrel.',
    },
    ...foreignFiles.map(([file, owner]) => {
      const published = Object.entries(views)
        .filter(([, viewOwner]) => viewOwner === owner)
        .map(([view]) => exportName(view));
      return {
        group: [
          `**/db/schema/${file.replace(/\.ts$/, '')}`,
          `**/db/schema/${file.replace(/\.ts$/, '.js')}`,
        ],
        ...(published.length > 0 ? { allowImportNamePattern: `^(${published.join('|')})$` } : {}),
        message: `The ${mine} module never reads the ${owner} module's tables: use its service or a view it publishes (owners.json, decision 0007).`,
      };
    }),
    {
      regex: `^\\.{1,2}/(.*/)?(${serverModules.filter((m) => m !== mine).join('|')})/(.*/)?[^/]+\\.(queries|schema)(\\.js)?$`,
      message: `The ${mine} module never imports another module's queries or schema: call its service.`,
    },
  ];
}

const features = fs
  .readdirSync('web/features', { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

const noServer = {
  // React's own server renderer is not server code of ours (web/entry-server.tsx).
  group: ['**/server/**', '**/server', '!react-dom/server'],
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
  ...serverModules.map((mine) => ({
    files: [`server/modules/${mine}/**`],
    // Tests may set up and inspect any module's rows; the rule is for the code they test.
    ignores: ['server/modules/**/*.test.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [noWeb, ...moduleImportPatterns(mine)] }],
    },
  })),
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
