// @module-federation/sdk's dist/env.js (2.9.2), as a production build uses it instead
// (federation-module-swaps.js): the same exports, but the debug switch is the
// FEDERATION_DEBUG global only, not also a localStorage key. The runtime asks for that switch
// as the shell's main.js starts, and a page's first localStorage read opens the origin's
// storage: 3-20 ms of main thread measured here (up to 43 ms in one profiled load), four
// times that on the phone Lighthouse emulates, on every page, for a developer convenience.

/* global ENV_TARGET, FEDERATION_DEBUG */
const isBrowserEnvValue =
  typeof ENV_TARGET !== 'undefined'
    ? ENV_TARGET === 'web'
    : typeof window !== 'undefined' && typeof window.document !== 'undefined';

function isBrowserEnv() {
  return isBrowserEnvValue;
}

function isReactNativeEnv() {
  return typeof navigator !== 'undefined' && navigator?.product === 'ReactNative';
}

function isDebugMode() {
  if (typeof process !== 'undefined' && process.env && process.env['FEDERATION_DEBUG']) {
    return Boolean(process.env['FEDERATION_DEBUG']);
  }
  return typeof FEDERATION_DEBUG !== 'undefined' && Boolean(FEDERATION_DEBUG);
}

const getProcessEnv = function () {
  return typeof process !== 'undefined' && process.env ? process.env : {};
};

export { getProcessEnv, isBrowserEnv, isBrowserEnvValue, isDebugMode, isReactNativeEnv };
