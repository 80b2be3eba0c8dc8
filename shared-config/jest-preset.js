// One Jest preset for every browser package: jsdom + SWC (fast, no type checking;
// `npm run typecheck` is the single place types are checked).
const path = require('node:path');
const { swcTypeScript } = require('./swc-typescript');

// Uppy (the candidate's photo dialog) ships ES modules only, as do a few packages it imports;
// SWC turns these into CommonJS as it does our code. The rest of node_modules is loaded as it
// is, untransformed. A nested copy (node_modules/@uppy/core/node_modules/p-retry) counts too.
const ESM_PACKAGES = [
  '@uppy',
  '@transloadit/prettier-bytes',
  'preact',
  'nanoid',
  'p-queue',
  'p-retry',
  'p-timeout',
  'is-network-error',
  'pretty-bytes',
];

module.exports = {
  testEnvironment: path.join(__dirname, 'jest-environment.js'),
  transformIgnorePatterns: [`/node_modules/(?!(${ESM_PACKAGES.join('|')})/)`],
  transform: {
    // Those packages' JavaScript, parsed as JavaScript (ours is TypeScript).
    '/node_modules/.+\\.m?js$': [
      '@swc/jest',
      {
        jsc: { parser: { syntax: 'ecmascript' }, target: 'es2022' },
        module: { type: 'commonjs' },
      },
    ],
    '^.+\\.(t|j)sx?$': ['@swc/jest', swcTypeScript({ tsx: true, module: 'commonjs' })],
  },
  moduleNameMapper: {
    // Uppy's thumbnails import exifr's .mjs build, which Jest loads only as an ES module: its
    // UMD build is the same code as CommonJS.
    '^exifr/dist/mini\\.esm\\.mjs$': path.join(
      path.dirname(require.resolve('exifr/package.json')),
      'dist/mini.umd.js',
    ),
    // Uppy's byte formatter names an `import` entry only, a condition Jest's require lacks.
    '^@transloadit/prettier-bytes$': path.join(
      path.dirname(require.resolve('@transloadit/prettier-bytes/package.json')),
      'dist/prettierBytes.js',
    ),
    '\\.(css|png|jpg|svg|mp4|webm|woff2)$': path.join(__dirname, 'jest-file-stub.js'),
  },
  setupFiles: [
    path.join(__dirname, 'jest-setup-globals.js'),
    path.join(__dirname, 'jest-setup-messages.js'),
  ],
  setupFilesAfterEnv: [
    path.join(__dirname, 'jest-setup-dom.js'),
    path.join(__dirname, 'jest-setup-module-mocks.js'),
  ],
};
