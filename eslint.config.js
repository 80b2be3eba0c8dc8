// One ESLint config for the whole repo. The import rules below enforce the
// direction shared -> remotes/shell: no remote imports another, shared-ui never fetches or
// routes, and remotes go through shared-api instead of calling fetch themselves. Besides:
// no import cycles, a feature uses another feature only through its index, and
// file and folder names are kebab-case.
const fs = require('node:fs');
const path = require('node:path');
const js = require('@eslint/js');
const tseslint = require('typescript-eslint');
const reactHooks = require('eslint-plugin-react-hooks');
const importX = require('eslint-plugin-import-x');
const checkFile = require('eslint-plugin-check-file');
const globals = require('globals');

// The remotes' package folders, from the one site map (shared-config/site-map.js).
const REMOTES = require('./shared-config/site-map').REMOTES.map((remote) => remote.package);

// The feature folders of each app (`<app>/src/features/<feature>/`).
const APPS_WITH_FEATURES = ['shell', ...REMOTES];
const featuresOf = (app) => {
  const dir = path.join(__dirname, app, 'src', 'features');
  return fs.existsSync(dir)
    ? fs
        .readdirSync(dir, { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name)
    : [];
};
// A feature may import another feature's index (`../chat`), never a file inside it
// (`../chat/components/chat-panel`, `../simulation/random`): what a feature offers the others
// is what its index.ts exports. Screens compose features and may import their files.
const FEATURE_BOUNDARY_ZONES = APPS_WITH_FEATURES.flatMap((app) =>
  featuresOf(app).map((feature) => {
    const features = `./${app}/src/features`;
    return {
      target: `${features}/${feature}/**/*`,
      from: [`${features}/!(${feature})/*/**/*`, `${features}/!(${feature})/!(index).*`],
      message: 'Import another feature through its index (add the export there).',
    };
  }),
);

// Server layers point down: HTTP (server/src/http and the route files) calls the domain and
// never the reverse, so domain code runs without a request (an admin command, a job, a test)
// and a rule is not split between a route and its module. Only the app's entry files
// (app.ts, main.ts, startup.ts) wire the two together.
const SERVER_LAYER_ZONES = [
  {
    target: ['./server/src/!(http|routes)/**/*', './server/src/!(app|main|startup).ts'],
    from: ['./server/src/http', './server/src/routes'],
    message:
      'Domain code never imports the HTTP layer: move what it needs below both (e.g. server/src/limits/) and let http/ import it.',
  },
];

// The areas whose words are in catalogues (docs/languages.md, "What is translated").
const TRANSLATED_SOURCES = [
  'shell/src/**/*.tsx',
  'shared-ui/src/**/*.tsx',
  'mf-brackets/src/**/*.tsx',
  'mf-shorts/src/**/*.tsx',
  'mf-debate/src/**/*.tsx',
  'mf-campaign-urls/src/**/*.tsx',
  'mf-candidate/src/**/*.tsx',
];
// Props that carry words people read or hear.
const TRANSLATED_PROPS = [
  'aria-label',
  'placeholder',
  'title',
  'alt',
  'label',
  'lead',
  'message',
  'description',
  'retryLabel',
  'closeLabel',
].join('|');

module.exports = tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      '.paid-*/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
      'bench/results/**',
      'coverage/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['**/*.js', '**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Import cycles, followed through relative imports and the workspace packages. The node
    // resolver with TypeScript's extensions is enough (the packages' main/exports point at
    // their .ts sources); the heavier TypeScript resolver is not needed.
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs', '.cjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        importX.createNodeResolver({
          extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        { zones: [...FEATURE_BOUNDARY_ZONES, ...SERVER_LAYER_ZONES] },
      ],
    },
  },
  {
    // kebab-case file names (`post-card.test.tsx`: every part between dots) and folders.
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    ignores: ['**/*.d.ts'],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx,js,mjs,cjs}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': ['error', { '**/': 'KEBAB_CASE' }],
    },
  },
  {
    files: ['**/*.tsx', '**/use-*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  ...REMOTES.map((remote) => ({
    files: [`${remote}/src/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: REMOTES.filter((other) => other !== remote).flatMap((other) => [
                other,
                `${other}/*`,
                `**/${other}/**`,
              ]),
              message: 'Remotes never import each other; link by URL instead.',
            },
            {
              group: ['react-hot-toast'],
              message: "Use notify() from 'shared-ui' (one toast store).",
            },
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: 'Go through shared-api hooks.' },
      ],
    },
  })),
  {
    // shared-api's browser side loads on every page and must not pull in zod: types from the
    // contract are fine, values only from its zod-free modules (see shared-api/src/index.ts).
    files: ['shared-api/src/**/*.{ts,tsx}'],
    ignores: ['shared-api/src/contracts/**', 'shared-api/src/**/*.test.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'zod', allowTypeImports: true, message: 'No zod in the browser entry.' }],
          patterns: [
            {
              regex:
                '^\\.\\.?/(\\.\\./)*contracts(/(index|contract|auth|campaign-urls|candidate-forms|candidates|chat|competition|donations|errors|fields|geography|health|messages|position-value|posts|state-code|stream|tournament|uploads|admin))?$',
              allowTypeImports: true,
              message:
                'These contract modules build zod schemas: import types only, or use contracts/browser-contract / route-params / the zod-free modules.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['shared-ui/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            // number-format is pure (how en-US writes numbers, shared with the contract's
            // messages and the server); first-paint is the format of a remote's first paint,
            // which shared-ui/src/first-paint builds at build time only (no browser bundle
            // imports it); languages is the list of the site's languages (pure data);
            // api-messages loads the contract's sentences, a file of the build, not the API
            // (i18n/contract-sentences.ts); nothing else of shared-api.
            {
              regex: '^shared-api(?!/(?:number-format|first-paint|languages|api-messages)$)(/.*)?$',
              message: 'shared-ui never fetches.',
            },
            { group: ['react-router', 'react-router-dom'], message: 'shared-ui never routes.' },
          ],
        },
      ],
      'no-restricted-globals': ['error', { name: 'fetch', message: 'shared-ui never fetches.' }],
    },
  },
  // No user-visible English written in the code of a translated area (docs/languages.md):
  // JSX text and the attributes people read or hear come from the app's catalogue, t('key').
  // The list grows as areas are translated; what is still English-only is listed there.
  {
    files: TRANSLATED_SOURCES,
    ignores: ['**/*.test.{ts,tsx}', '**/testing/**', '**/first-paint.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          // The brand, PAID, is the same in every language.
          selector: 'JSXText[value=/\\p{L}{2,}/u]:not([value=/^\\s*PAID\\s*$/])',
          message: "Text people read comes from the catalogue: t('key') (docs/languages.md).",
        },
        {
          selector: `JSXAttribute[name.name=/^(${TRANSLATED_PROPS})$/] > Literal[value=/\\p{L}{2,}/u]`,
          message: "Text people read comes from the catalogue: t('key') (docs/languages.md).",
        },
      ],
    },
  },
);
