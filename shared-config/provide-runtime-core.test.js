/* global test, expect -- Jest's */
// A production remote entry carries no federation runtime core of its own: it reads the shell's
// from the global `_FEDERATION_RUNTIME_CORE` (externalRuntime), which the shell's runtime plugin
// webpack/provide-runtime-core.mjs fills with the exports a remote's runtime imports. Those are
// named by hand there, so a federation release whose runtime imports one more would break every
// remote at run time only: this builds a remote with the factory's own federation options and
// checks that the shell's object holds every export the remote's runtime reads from it.
const path = require('node:path');
const vm = require('node:vm');
const fs = require('node:fs');
// First: it readies webpack for Jest's jsdom before the federation plugin loads webpack.
const { buildInTempDir } = require('./webpack-test-build');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { REMOTES } = require('./site-map');

const REPO_ROOT = path.resolve(__dirname, '..');
const PROVIDER = path.join(__dirname, 'webpack', 'provide-runtime-core.mjs');
const GLOBAL = '_FEDERATION_RUNTIME_CORE';

/** The federation options of a production app built by the factory (shell or a remote). */
function federationOptions(folder) {
  const config = require(path.join(REPO_ROOT, folder, 'webpack.config.js'))(
    {},
    { mode: 'production' },
  );
  const plugin = config.plugins.find((candidate) => candidate instanceof ModuleFederationPlugin);
  // The options the factory gave the plugin (kept on it as `_options`).
  return plugin._options;
}

const bundle = (files, configFor) =>
  buildInTempDir(files, configFor, (dir, stats) => ({
    modules: stats.modules,
    code:
      fs.existsSync(path.join(dir, 'out.js')) && fs.readFileSync(path.join(dir, 'out.js'), 'utf8'),
  }));

/** The exports a production remote's runtime reads from the shell's core. */
async function importedByRemoteRuntime() {
  const options = federationOptions(REMOTES[0].package);
  const { modules } = await bundle(
    { 'screen.mjs': 'export default 1;\n', 'index.mjs': '' },
    (dir) => ({
      mode: 'production',
      target: 'web',
      context: dir,
      entry: path.join(dir, 'index.mjs'),
      output: { path: path.join(dir, 'out'), publicPath: 'auto' },
      resolve: { modules: [path.join(REPO_ROOT, 'node_modules')] },
      optimization: { minimize: false },
      // Its own options, with one tiny screen and nothing shared: the runtime is the same.
      plugins: [
        new ModuleFederationPlugin({
          ...options,
          exposes: { './screen': './screen.mjs' },
          shared: {},
          manifest: false,
        }),
      ],
    }),
  );
  const external = modules.find((module) => module.name === `external "${GLOBAL}"`);
  return external?.usedExports;
}

/** What the shell's runtime plugin puts on the global, run as the shell's bundle runs it. */
async function providedByShell() {
  const { code } = await bundle(
    { 'index.mjs': `import ${JSON.stringify(PROVIDER)};\n` },
    (dir) => ({
      mode: 'production',
      target: 'web',
      context: dir,
      entry: path.join(dir, 'index.mjs'),
      output: { path: dir, filename: 'out.js' },
      resolve: { modules: [path.join(REPO_ROOT, 'node_modules')] },
      // As the factory builds the shell: a missing export is a build error.
      module: { parser: { javascript: { exportsPresence: 'error' } } },
    }),
  );
  const sandbox = {};
  sandbox.globalThis = sandbox;
  vm.runInNewContext(code, sandbox);
  return sandbox[GLOBAL];
}

test('production builds: the shell provides the runtime core, and remotes read it', () => {
  expect(federationOptions('shell').runtimePlugins).toContain(PROVIDER);
  for (const remote of REMOTES) {
    expect([remote.package, federationOptions(remote.package).experiments.externalRuntime]).toEqual(
      [remote.package, true],
    );
  }
});

test("the shell's runtime core holds every export a remote's runtime imports from it", async () => {
  const [imported, provided] = await Promise.all([importedByRemoteRuntime(), providedByShell()]);
  // A list of names: `true` would mean the whole namespace, which a hand-made object cannot be.
  expect(Array.isArray(imported)).toBe(true);
  expect(imported.length).toBeGreaterThan(0);
  const missing = imported.filter((name) => provided?.[name] === undefined);
  expect(missing).toEqual([]);
}, 120_000);
