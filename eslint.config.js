import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import reactRefresh from 'eslint-plugin-react-refresh';
import boundaries from 'eslint-plugin-boundaries';

/**
 * Module boundaries (ARCHITECTURE, "Layout"): a server module is used from outside only through its
 * `index.ts`, the carrier layer through `carriers/index.ts` (tests may use its harnesses); a console feature
 * never reaches into another feature, and the console's shared/ depends on neither features nor app/ (its
 * tests may render through the app's providers). Imports inside one module or feature are free.
 */
const SERVER_TESTS = ['apps/server/src/**/*.test.ts', 'apps/server/src/testing/**'];
const WEB_TESTS = ['apps/web/src/**/*.test.{ts,tsx}', 'apps/web/src/test/**'];
const moduleSurface = {
  to: { element: { type: 'server-module' } },
  disallow: { to: { element: { fileInternalPath: '!index.ts' } } },
  message:
    'Use modules/{{to.element.captured.module}}/index.ts: other modules and layers go through its surface.',
};
const smppServerSurface = {
  to: { element: { type: 'smpp-server' } },
  disallow: { to: { element: { fileInternalPath: '!index.ts' } } },
  message: 'Use smpp-server/index.ts: the SMPP server is used through its surface.',
};
const carrierSurface = {
  to: { element: { type: 'carriers' } },
  disallow: { to: { element: { fileInternalPath: '!index.ts' } } },
  message: 'Use carriers/index.ts: the carrier layer is used through its surface.',
};
const featureIsolation = {
  from: { element: { type: 'web-feature' } },
  disallow: { to: { element: { type: 'web-feature' } } },
  message: 'Features do not import each other: move what both need to shared/.',
};
const sharedBelowFeatures = ['web-feature', 'web-app'].map((type) => ({
  from: { element: { type: 'web-shared' } },
  disallow: { to: { element: { type } } },
  message: 'shared/ is below features and app/: pass what it needs in instead of importing it.',
}));
const boundaryRule = (policies) => ({ 'boundaries/dependencies': ['error', { default: 'allow', policies }] });

export default tseslint.config(
  {
    ignores: [
      '**/node_modules',
      '**/dist',
      'data',
      'coverage',
      'test-results',
      'playwright-report',
      'apps/server/.bundle-*',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.node },
      parserOptions: {
        // Type-aware rules: each file is checked with the tsconfig that includes it; the root and shared
        // vitest configs belong to none, so they get the default project.
        projectService: { allowDefaultProject: ['vitest.config.ts', 'packages/shared/vitest.config.ts'] },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      // Fastify plugins, hooks and handlers are async by contract (FastifyPluginAsync, async hooks): one
      // without an await is the documented form, and dropping `async` would turn a throw into a sync throw.
      '@typescript-eslint/require-await': 'off',
      // JSX handlers may return promises: antd awaits them (Popconfirm, Modal onOk show their loading state).
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      // An AbortSignal's reason is typed `any` (an AbortError unless the caller chose otherwise), and a caught
      // `unknown` is passed on as it came: rejecting with either is the platform's convention.
      '@typescript-eslint/prefer-promise-reject-errors': [
        'error',
        { allowThrowingAny: true, allowThrowingUnknown: true },
      ],
      // Services and options are closure objects (createX() returns an object literal; no method reads
      // `this`), and passing or destructuring their functions is how modules are wired: the rule only sees
      // the interfaces' method syntax.
      '@typescript-eslint/unbound-method': 'off',
      // String(value) is how unknown values are printed on purpose (CSV cells, form fields, error causes).
      '@typescript-eslint/no-base-to-string': 'off',
      // Route loaders throw React Router's redirect Response, which the router catches and follows.
      '@typescript-eslint/only-throw-error': [
        'error',
        { allow: [{ from: 'lib', name: 'Response' }], allowThrowingAny: false, allowThrowingUnknown: true },
      ],
    },
  },
  {
    // Tests read answers with JSON.parse / response.json() and assert on them; typing every parsed body
    // would restate the schema each test proves, so `any` may flow inside test files (never out of them).
    files: ['**/*.test.{ts,tsx}', 'apps/server/src/testing/**', 'apps/web/src/test/**', 'e2e/**/*.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  { files: ['**/*.{js,cjs,mjs}'], extends: [tseslint.configs.disableTypeChecked] },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'react-refresh': reactRefresh },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-refresh/only-export-components': ['warn', { allowConstantExport: true }],
    },
  },
  {
    // bench/ measures server modules from outside, so it goes through their surfaces like any neighbour.
    files: ['apps/server/src/**/*.ts', 'apps/web/src/**/*.{ts,tsx}', 'bench/**/*.ts'],
    plugins: { boundaries },
    settings: {
      'import/resolver': { [fileURLToPath(new URL('scripts/eslint-ts-resolver.cjs', import.meta.url))]: {} },
      'boundaries/elements': [
        {
          type: 'server-module',
          pattern: 'apps/server/src/modules/*',
          capture: ['module'],
          partialMatch: false,
        },
        { type: 'carriers', pattern: 'apps/server/src/carriers', partialMatch: false },
        { type: 'smpp-server', pattern: 'apps/server/src/smpp-server', partialMatch: false },
        { type: 'server', pattern: 'apps/server/src', partialMatch: false },
        {
          type: 'web-feature',
          pattern: 'apps/web/src/features/*',
          capture: ['feature'],
          partialMatch: false,
        },
        { type: 'web-shared', pattern: 'apps/web/src/shared', partialMatch: false },
        { type: 'web-app', pattern: 'apps/web/src/app', partialMatch: false },
        { type: 'web', pattern: 'apps/web/src', partialMatch: false },
        { type: 'bench', pattern: 'bench', partialMatch: false },
      ],
    },
    rules: boundaryRule([
      moduleSurface,
      carrierSurface,
      smppServerSurface,
      featureIsolation,
      ...sharedBelowFeatures,
    ]),
  },
  { files: SERVER_TESTS, rules: boundaryRule([moduleSurface]) },
  { files: WEB_TESTS, rules: boundaryRule([featureIsolation]) },
  {
    // The HTTP layer sits below the session: the session calls `api`, and app/http-client.ts hands the
    // client the token and the sign-out it needs, so the two never import each other again.
    files: ['apps/web/src/shared/request/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/session', '**/session/*'], message: 'Pass what the client needs in from app/.' },
          ],
        },
      ],
    },
  },
  {
    // The contract is written once, in packages/shared (docs/contracts.md): a route declares schemas it imports
    // from there, and a console API file types its calls with what is inferred from them.
    files: ['apps/server/src/**/*routes.ts'],
    ignores: SERVER_TESTS,
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "Property[key.name=/^(body|querystring|response)$/] CallExpression[callee.object.name='z'][callee.property.name=/^(object|strictObject|looseObject)$/]",
          message:
            'Request and response schemas live in packages/shared/src/api (or validation): import them.',
        },
        {
          selector: 'Program > VariableDeclaration > VariableDeclarator[id.name=/^Z\\w*Schema$/]',
          message:
            'Request and response schemas live in packages/shared/src/api (or validation): import them.',
        },
      ],
    },
  },
  {
    files: ['apps/web/src/features/**/*api.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'TSInterfaceDeclaration, TSTypeAliasDeclaration > TSTypeLiteral',
          message:
            'Wire types are inferred from the schemas in packages/shared: import them instead of writing a mirror.',
        },
      ],
    },
  },
  { files: ['scripts/*.cjs'], rules: { '@typescript-eslint/no-require-imports': 'off' } },
);
