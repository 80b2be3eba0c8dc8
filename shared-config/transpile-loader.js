// A webpack loader for the build-level tests (singleton-providers.test.js): TypeScript to
// JavaScript with SWC, as the Jest preset does, instead of the apps' ts-loader. Those tests need
// each app's module graph only, and SWC strips the types of a whole app in a fraction of the time.
const swc = require('@swc/core');

module.exports = function transpile(source) {
  const done = this.async();
  swc
    .transform(source, {
      filename: this.resourcePath,
      jsc: {
        parser: { syntax: 'typescript', tsx: this.resourcePath.endsWith('.tsx') },
        transform: { react: { runtime: 'automatic' } },
        target: 'es2022',
      },
      module: { type: 'es6' },
    })
    .then((output) => done(null, output.code), done);
};
