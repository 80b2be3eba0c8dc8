// Unit and component tests of every browser package. Server tests run on node:test
// (see server/package.json) because PGlite and Fastify want real ESM.
module.exports = {
  ...require('./shared-config/jest-preset'),
  testMatch: [
    '<rootDir>/{shared-api,shared-ui,shell,mf-*}/src/**/*.test.{ts,tsx}',
    '<rootDir>/shared-config/*.test.js',
  ],
};
