// The shell's federation runtime plugin that hands its runtime core to the remotes: each
// remote entry is built with `experiments.externalRuntime` (create-webpack-config.js), so it
// reads the core from the global `_FEDERATION_RUNTIME_CORE` instead of carrying its own copy
// (~10 KB compressed in every remoteEntry.js). @module-federation/enhanced's own
// `provideExternalRuntime` does the same with a namespace import of a second entry point of
// the core, which put a second, untree-shaken copy of the runtime into the shell (main.js
// 26 -> 49 KB gzip: why that attempt measured /home at 227 KB). Here the global gets exactly
// the exports a remote's runtime imports (@module-federation/runtime's index, utils and
// helpers), taken from the copy the shell already runs. shared-config/provide-runtime-core.test.js
// fails when a federation release's remote runtime imports a name this object lacks.
import {
  CurrentGlobal,
  Module,
  ModuleFederation,
  assert,
  getGlobalFederationConstructor,
  getRemoteEntry,
  getRemoteInfo,
  helpers,
  loadScript,
  loadScriptNode,
  registerGlobalPlugins,
  satisfy,
  setGlobalFederationConstructor,
  setGlobalFederationInstance,
} from '@module-federation/runtime/core';

// Set when main.js starts, before any remote entry can run.
globalThis._FEDERATION_RUNTIME_CORE = {
  CurrentGlobal,
  Module,
  ModuleFederation,
  assert,
  getGlobalFederationConstructor,
  getRemoteEntry,
  getRemoteInfo,
  helpers,
  loadScript,
  loadScriptNode,
  registerGlobalPlugins,
  satisfy,
  setGlobalFederationConstructor,
  setGlobalFederationInstance,
};

export default function provideRuntimeCore() {
  return { name: 'paid-provide-runtime-core' };
}
