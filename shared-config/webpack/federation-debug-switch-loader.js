// Production builds: @module-federation/sdk's debug switch without its localStorage read.
// The federation runtime asks `isDebugMode()` as the shell's main.js starts, and the sdk
// answers from the FEDERATION_DEBUG global or else from a localStorage key. A page's first
// localStorage read opens the origin's storage: 2.5-4 ms of main thread on /home and /Shorts
// (docs/module-federation.md), on every page, for a developer's switch. This rewrites that one
// fallback in the sdk's dist/env.js, so the switch is the FEDERATION_DEBUG global alone.
// It throws if the text is not there exactly once: a federation release that changes it fails
// the build, and shared-config/federation-debug-switch.test.js checks the result.

/** Where the rule of create-webpack-config.js applies this loader. */
const SDK_ENV = /[\\/]@module-federation[\\/]sdk[\\/]dist[\\/]env\.js$/;

/** The last line of isDebugMode (sdk 2.9): the localStorage fallback. */
const STORAGE_FALLBACK = '\treturn isBrowserDebug();\n}';
const NO_STORAGE = '\treturn false;\n}';

function federationDebugSwitchLoader(source) {
  const found = source.split(STORAGE_FALLBACK).length - 1;
  if (found !== 1) {
    throw new Error(
      `federation-debug-switch-loader: ${JSON.stringify(STORAGE_FALLBACK)} found ${found} times ` +
        `in ${this.resourcePath}, expected once: compare the installed @module-federation/sdk ` +
        'with shared-config/webpack/federation-debug-switch-loader.js',
    );
  }
  return source.replace(STORAGE_FALLBACK, NO_STORAGE);
}

module.exports = federationDebugSwitchLoader;
module.exports.SDK_ENV = SDK_ENV;
