// Production builds: two modules of the federation runtime swapped for ours as webpack
// resolves them, each for what it costs on every page's start (the replacement says why):
// - @module-federation/sdk's dist/env.js: the debug switch without its localStorage read
//   (federation-sdk-env.mjs);
// - @module-federation/runtime-core's semver `satisfy`, its answers remembered
//   (federation-semver-cache.mjs).
// If a new version moves or renames one of them, the build fails here instead of quietly
// bringing the cost back: compare the new module with ours then.

const path = require('node:path');

const PLUGIN = 'FederationModuleSwapsPlugin';

/** The runtime core's own semver module, which the cache wraps (imported by this alias). */
const SEMVER_ORIGINAL_REQUEST = 'paid-federation-semver-original';
const SEMVER_ORIGINAL = path.join(
  path.dirname(require.resolve('@module-federation/runtime-core')),
  'utils',
  'semver',
  'index.js',
);

const SWAPS = [
  {
    module: '@module-federation/sdk/dist/env.js',
    bundled: /[\\/]@module-federation[\\/]sdk[\\/]dist[\\/]index\.js$/,
    target: /[\\/]@module-federation[\\/]sdk[\\/]dist[\\/]env\.js$/,
    replacement: path.join(__dirname, 'federation-sdk-env.mjs'),
  },
  {
    module: '@module-federation/runtime-core/dist/utils/semver/index.js',
    bundled: /[\\/]@module-federation[\\/]runtime-core[\\/]dist[\\/]index\.js$/,
    target: /[\\/]@module-federation[\\/]runtime-core[\\/]dist[\\/]utils[\\/]semver[\\/]index\.js$/,
    replacement: path.join(__dirname, 'federation-semver-cache.mjs'),
  },
];

class FederationModuleSwapsPlugin {
  apply(compiler) {
    const alias = compiler.options.resolve.alias;
    compiler.options.resolve.alias = Array.isArray(alias)
      ? [...alias, { name: `${SEMVER_ORIGINAL_REQUEST}$`, alias: SEMVER_ORIGINAL }]
      : { ...alias, [`${SEMVER_ORIGINAL_REQUEST}$`]: SEMVER_ORIGINAL };
    const replaced = new Map();
    compiler.hooks.normalModuleFactory.tap(PLUGIN, (factory) => {
      factory.hooks.afterResolve.tap(PLUGIN, (resolveData) => {
        const data = resolveData.createData;
        if (!data.resource) return;
        const swap = SWAPS.find((candidate) => candidate.target.test(data.resource));
        // The replacement's own import of the module it wraps stays the original.
        if (!swap || resolveData.contextInfo.issuer === swap.replacement) return;
        // The request too: it is the module's identity, and the replacement of a module that
        // it imports itself must not be taken for that module.
        data.request = swap.replacement;
        data.resource = swap.replacement;
        data.userRequest = swap.replacement;
        replaced.set(swap, (replaced.get(swap) ?? 0) + 1);
      });
    });
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      replaced.clear();
      compilation.hooks.finishModules.tap(PLUGIN, (modules) => {
        for (const swap of SWAPS) {
          // A remote built on the shell's runtime core (externalRuntime) may carry neither.
          const bundled = [...modules].some((module) => swap.bundled.test(module.resource ?? ''));
          if (bundled && !replaced.get(swap)) {
            compilation.errors.push(
              new compiler.webpack.WebpackError(
                `${PLUGIN}: ${swap.module} was not found; see federation-module-swaps.js`,
              ),
            );
          }
        }
      });
    });
  }
}

module.exports = { FederationModuleSwapsPlugin };
