/* global test, expect -- Jest's */
// The production swaps of federation-module-swaps.js, checked on a real webpack build of the
// runtime: the bundle carries our modules instead of the ones they replace, and the semver
// cache gives the runtime's own answers while working each pair out once.
const fs = require('node:fs');
const path = require('node:path');
const vm = require('node:vm');
// First: it readies webpack for Jest's jsdom before the plugin loads webpack.
const { buildInTempDir } = require('./webpack-test-build');
const { FederationModuleSwapsPlugin } = require('./webpack/federation-module-swaps');

const SWAPPED = ['federation-sdk-env.mjs', 'federation-semver-cache.mjs'];

// The runtime core and the sdk, as the shell's bundle imports them.
const RUNTIME_ENTRY =
  "import { ModuleFederation } from '@module-federation/runtime-core';\n" +
  "import { isDebugMode } from '@module-federation/sdk';\n" +
  'globalThis.probe = { ModuleFederation, isDebugMode };\n';

function build(source, plugins) {
  return buildInTempDir(
    { 'entry.mjs': source },
    (dir) => ({
      mode: 'production',
      target: 'web',
      context: __dirname,
      entry: path.join(dir, 'entry.mjs'),
      output: { path: dir, filename: 'out.js' },
      resolve: { modules: [path.join(__dirname, '..', 'node_modules')] },
      // Modules left apart, so the stats name each one.
      optimization: { minimize: false, concatenateModules: false },
      plugins,
    }),
    (dir, stats) => ({
      modules: stats.modules.map((module) => module.name),
      code: fs.readFileSync(path.join(dir, 'out.js'), 'utf8'),
    }),
  );
}

const swappedIn = (modules) =>
  SWAPPED.filter((file) => modules.some((name) => name.endsWith(file)));

test('a build with the plugin bundles our env and semver modules in place of the runtime ones', async () => {
  const { modules } = await build(RUNTIME_ENTRY, [new FederationModuleSwapsPlugin()]);
  expect(swappedIn(modules)).toEqual(SWAPPED);
  expect(modules.some((name) => /sdk[\\/]dist[\\/]env\.js$/.test(name))).toBe(false);
  // The cache wraps the runtime's own satisfy, which stays in the bundle once.
  expect(
    modules.filter((name) =>
      /runtime-core[\\/]dist[\\/]utils[\\/]semver[\\/]index\.js$/.test(name),
    ),
  ).toHaveLength(1);
}, 60_000);

test('a build without it keeps the runtime modules (what the test above tells apart)', async () => {
  const { modules } = await build(RUNTIME_ENTRY, []);
  expect(swappedIn(modules)).toEqual([]);
}, 60_000);

test('the semver cache answers as the runtime does, parsing a range once or not at all', async () => {
  const cache = path.join(__dirname, 'webpack', 'federation-semver-cache.mjs');
  const withCache = await build(
    `import { satisfy } from ${JSON.stringify(cache)};\nglobalThis.probe = { satisfy };\n`,
    [new FederationModuleSwapsPlugin()],
  );
  // The runtime's own, by its file (its package exports only the whole runtime), unswapped.
  const runtimeSemver = path.join(
    path.dirname(require.resolve('@module-federation/runtime-core')),
    'utils/semver/index.js',
  );
  const withoutCache = await build(
    `import { satisfy } from ${JSON.stringify(runtimeSemver)};\nglobalThis.probe = { satisfy };\n`,
    [],
  );
  // A RegExp that counts its constructions: the runtime's satisfy makes a dozen per call.
  let made = 0;
  const CountingRegExp = new Proxy(RegExp, {
    construct: (Target, args) => {
      made += 1;
      return new Target(...args);
    },
  });
  const run = (code) => {
    const sandbox = { RegExp: CountingRegExp };
    sandbox.globalThis = sandbox;
    vm.runInNewContext(code, sandbox);
    return sandbox.probe.satisfy;
  };
  const satisfy = run(withCache.code);
  const original = run(withoutCache.code);
  const madeBy = (fn, version, range) => {
    const before = made;
    const answer = fn(version, range);
    return { answer, made: made - before };
  };
  // The same answers as the runtime's own, on the forms a page asks about and on others.
  const pairs = [
    ['19.3.1', '^19.3.1'],
    ['0.2.3', '^0.2.3'],
    ['0.0.3', '^0.0.3'],
    ['1.0.0-s2c3c1f630431', '1.0.0-s2c3c1f630431'],
    ['1.0.0-s2c3c1f630431', '1.0.0-s9359c34d7c1f'],
    ['1.0.0-s2c3c1f630431', '<=1.0.0-s9359c34d7c1f'],
    ['1.0.0-rc.1', '^1.0.0-rc.1'],
    ['18.2.0', '^19.0.0'],
    ['19.3.1', '^18.0.0 || ^19.0.0'],
    ['19.3.1', '>=19.3.2'],
    ['19.3.1', '~19.3.0'],
  ];
  for (const [version, range] of pairs) {
    expect([version, range, satisfy(version, range)]).toEqual([
      version,
      range,
      original(version, range),
    ]);
  }
  // A version asked for exactly, or with a caret on itself: answered without parsing.
  expect(madeBy(satisfy, '7.18.5', '^7.18.5')).toEqual({ answer: true, made: 0 });
  expect(madeBy(satisfy, '1.0.0-sabc', '1.0.0-sabc')).toEqual({ answer: true, made: 0 });
  // Anything else: parsed the first time, remembered after.
  expect(madeBy(satisfy, '19.3.1', '>=19.0.0 <20').made).toBeGreaterThan(0);
  expect(madeBy(satisfy, '19.3.1', '>=19.0.0 <20')).toEqual({ answer: true, made: 0 });
  expect(madeBy(satisfy, '20.0.0', '>=19.0.0 <20').made).toBeGreaterThan(0);
  expect(madeBy(satisfy, '20.0.0', '>=19.0.0 <20')).toEqual({ answer: false, made: 0 });
  // What the runtime's own pays for each of these.
  expect(madeBy(original, '7.18.5', '^7.18.5').made).toBeGreaterThan(0);
}, 60_000);
