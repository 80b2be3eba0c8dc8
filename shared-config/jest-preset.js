// One Jest preset for every browser package: jsdom + SWC (fast, no type checking;
// `npm run typecheck` is the single place types are checked).
const path = require('node:path');

module.exports = {
  testEnvironment: path.join(__dirname, 'jest-environment.js'),
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  moduleNameMapper: {
    '\\.(css|png|jpg|svg|mp4|webm|woff2)$': path.join(__dirname, 'jest-file-stub.js'),
  },
  setupFiles: [path.join(__dirname, 'jest-setup-globals.js')],
  setupFilesAfterEnv: [
    path.join(__dirname, 'jest-setup-dom.js'),
    path.join(__dirname, 'jest-setup-module-mocks.js'),
  ],
};
