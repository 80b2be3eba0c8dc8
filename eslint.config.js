// One ESLint config for the whole repo. The import rules below enforce the
// direction shared -> remotes/shell: no remote imports another, shared-ui never fetches or
// routes, and remotes go through shared-api instead of calling fetch themselves.
const js = require('@eslint/js');
const tseslint = require('typescript-eslint');
const reactHooks = require('eslint-plugin-react-hooks');
const globals = require('globals');

const REMOTES = ['mf-brackets', 'mf-debate', 'mf-candidate', 'mf-shorts', 'mf-campaign-urls'];

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
                'These contract modules build zod schemas: import types only, or use contracts/routes / route-params / the zod-free modules.',
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
            { group: ['shared-api', 'shared-api/*'], message: 'shared-ui never fetches.' },
            { group: ['react-router', 'react-router-dom'], message: 'shared-ui never routes.' },
          ],
        },
      ],
      'no-restricted-globals': ['error', { name: 'fetch', message: 'shared-ui never fetches.' }],
    },
  },
);
