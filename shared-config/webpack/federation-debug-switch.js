// Production builds: the federation runtime's debug switch without its localStorage read
// (federation-sdk-env.mjs says why and what it costs). The sdk's env module is swapped for
// ours as webpack resolves it. If a new sdk moves or renames that module, the build fails
// here instead of quietly bringing the read back: compare the new env module with ours then.

const path = require('node:path');

const PLUGIN = 'FederationDebugSwitchPlugin';
const SDK = /[\\/]@module-federation[\\/]sdk[\\/]dist[\\/]/;
const SDK_ENV = /[\\/]@module-federation[\\/]sdk[\\/]dist[\\/]env\.js$/;
const REPLACEMENT = path.join(__dirname, 'federation-sdk-env.mjs');

class FederationDebugSwitchPlugin {
  apply(compiler) {
    let replaced = 0;
    compiler.hooks.normalModuleFactory.tap(PLUGIN, (factory) => {
      factory.hooks.afterResolve.tap(PLUGIN, (resolveData) => {
        const data = resolveData.createData;
        if (data.resource && SDK_ENV.test(data.resource)) {
          data.resource = REPLACEMENT;
          data.userRequest = REPLACEMENT;
          replaced++;
        }
      });
    });
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      replaced = 0;
      compilation.hooks.finishModules.tap(PLUGIN, (modules) => {
        // A remote built on the shell's runtime core (externalRuntime) may carry no sdk.
        const hasSdk = [...modules].some((module) => SDK.test(module.resource ?? ''));
        if (hasSdk && replaced === 0) {
          compilation.errors.push(
            new compiler.webpack.WebpackError(
              `${PLUGIN}: @module-federation/sdk/dist/env.js was not found; see federation-debug-switch.js`,
            ),
          );
        }
      });
    });
  }
}

module.exports = { FederationDebugSwitchPlugin };
