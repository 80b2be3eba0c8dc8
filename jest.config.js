// Unit and component tests of every browser package. Server tests run on node:test
// (see server/package.json) because PGlite and Fastify want real ESM.
module.exports = {
  ...require('./shared-config/jest-preset'),
  // Jest's default is one worker fewer than the cores, which on CI's 2 cores is one: the
  // suite took 182 s there, and 99 s with both cores busy.
  maxWorkers: '100%',
  testMatch: [
    '<rootDir>/{shared-api,shared-ui,shell,mf-*}/src/**/*.test.{ts,tsx}',
    '<rootDir>/shared-config/*.test.js',
  ],
};
