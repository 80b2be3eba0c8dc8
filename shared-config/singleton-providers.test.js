/* global test, expect, beforeAll -- Jest's */
// Each library whose state a page must hold once loads once across the composed site, checked
// on the module graph of every app's real production config (its federation options, shared
// modules, aliases): no app bundles a copy of its own beside the shared one, every app asks for
// it as a singleton, and the shell provides one version that every app's range accepts, so the
// share scope hands the shell's copy to all. The e2e spec singletons.spec.ts proves the same in
// a browser; this fails minutes earlier, on `jest`.
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
// First: it readies webpack for Jest's jsdom before webpack loads.
require('./webpack-test-build');
const webpack = require('webpack');
const { satisfy } = require('@module-federation/runtime-core');
const { REMOTES } = require('./site-map');
const { CONSUME, PROVIDE } = require('./webpack/shared-module-origins');

const REPO_ROOT = path.resolve(__dirname, '..');
const APPS = ['shell', ...REMOTES.map((remote) => remote.package)];

// What the site needs, written apart from shared-modules.js (which meets it) so that the build is
// checked against the need: the libraries that keep module state a page must hold once (React's
// renderer and hooks, the router's location, TanStack Query's client, styled-components' sheet
// and theme, react-hot-toast's store, Lingui's messages and language); and shared-ui's shared entries, one copy between apps
// built together (its other entries, such as the charts, are each app's own by design).
const ONE_COPY = [
  'react',
  'react-dom',
  'react-router',
  'react-router-dom',
  '@tanstack/react-query',
  'styled-components',
  'react-hot-toast',
  '@lingui/core',
];
const ONE_COPY_BUILT_TOGETHER = ['shared-ui'];

/** The package a file of node_modules belongs to (its last node_modules folder). */
function packageOfFile(file) {
  const parts = file.split(path.sep);
  const at = parts.lastIndexOf('node_modules');
  if (at < 0) return undefined;
  return parts[at + 1].startsWith('@') ? `${parts[at + 1]}/${parts[at + 2]}` : parts[at + 1];
}

/** 'react/jsx-runtime' -> 'react', '@tanstack/react-query' -> itself. */
const packageOfKey = (key) =>
  key
    .split('/')
    .slice(0, key.startsWith('@') ? 2 : 1)
    .join('/');

/** The build stops once its modules are known: the graph is all these checks read. */
class GraphRead extends Error {}

/**
 * One app's shared modules, from its production config: the modules it consumes from the share
 * scope, those it provides, and the ONE_COPY libraries it bundles for its own use (a module of
 * theirs reached from an entry without passing through a shared module).
 */
function appGraph(app) {
  const dir = path.join(REPO_ROOT, app);
  const config = require(path.join(dir, 'webpack.config.js'))({}, { mode: 'production' });
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'paid-graph-'));
  let graph;
  const readGraph = (compilation, modules, callback) => {
    const moduleGraph = compilation.moduleGraph;
    const list = [...modules];
    const roots = [...compilation.entries.values(), compilation.globalEntry].flatMap((entry) =>
      [...entry.dependencies, ...entry.includeDependencies].map((dep) =>
        moduleGraph.getModule(dep),
      ),
    );
    const reached = new Set();
    const stack = roots.filter(Boolean);
    while (stack.length) {
      const module = stack.pop();
      if (reached.has(module)) continue;
      reached.add(module);
      if (module.type === CONSUME || module.type === PROVIDE) continue;
      for (const connection of moduleGraph.getOutgoingConnections(module)) {
        if (connection.module) stack.push(connection.module);
      }
    }
    graph = {
      consumes: list.filter((m) => m.type === CONSUME).map((m) => m.options),
      // The provided module's name and version (ProvideSharedModule keeps no public field).
      provides: list
        .filter((m) => m.type === PROVIDE)
        .map((m) => ({ name: m._name, version: m._version })),
      ownCopies: [
        ...new Set(
          [...reached]
            .map((m) => m.resource && packageOfFile(m.resource))
            .filter((name) => ONE_COPY.includes(name)),
        ),
      ],
    };
    callback(new GraphRead());
  };
  return new Promise((resolve, reject) => {
    const compiler = webpack({
      ...config,
      devtool: false,
      cache: false,
      output: { ...config.output, path: outDir },
      // Federation (and what resolves modules) only: nothing here is emitted.
      plugins: [
        ...config.plugins.filter((plugin) => plugin.constructor.name === 'ModuleFederationPlugin'),
        {
          apply: (c) =>
            c.hooks.thisCompilation.tap('ReadGraph', (compilation) =>
              compilation.hooks.finishModules.tapAsync('ReadGraph', (modules, callback) =>
                readGraph(compilation, modules, callback),
              ),
            ),
        },
      ],
      infrastructureLogging: { level: 'error' },
      stats: 'none',
    });
    compiler.run((error) => {
      compiler.close(() => undefined);
      fs.rmSync(outDir, { recursive: true, force: true });
      if (graph && (!error || error instanceof GraphRead)) resolve(graph);
      else reject(error ?? new Error(`${app}: the build ended before its modules were known`));
    });
  });
}

const graphs = {};
beforeAll(async () => {
  // One after another: CI has 2 cores, and each build uses both.
  for (const app of APPS) graphs[app] = await appGraph(app);
}, 180_000);

const isOneCopy = (key) => [...ONE_COPY, ...ONE_COPY_BUILT_TOGETHER].includes(packageOfKey(key));

test('no app bundles its own copy of a library the page must hold once', () => {
  const copies = APPS.flatMap((app) => graphs[app].ownCopies.map((name) => `${app}: ${name}`));
  expect(copies).toEqual([]);
});

test('every app asks for those libraries as singletons', () => {
  const notSingleton = APPS.flatMap((app) =>
    graphs[app].consumes
      .filter((consume) => ONE_COPY.includes(packageOfKey(consume.shareKey)) && !consume.singleton)
      .map((consume) => `${app}: ${consume.shareKey}`),
  );
  expect(notSingleton).toEqual([]);
  // What the check above reads: every app consumes React from the share scope.
  for (const app of APPS) {
    expect(graphs[app].consumes.map((consume) => consume.shareKey)).toContain('react');
  }
});

test("the shell provides one version of each, in every app's range", () => {
  const shellVersion = new Map(graphs.shell.provides.map(({ name, version }) => [name, version]));
  const problems = [];
  for (const app of APPS) {
    for (const { shareKey, requiredVersion } of graphs[app].consumes.filter((c) =>
      isOneCopy(c.shareKey),
    )) {
      const version = shellVersion.get(shareKey);
      if (!version) problems.push(`${app}: ${shareKey} is not provided by the shell`);
      else if (!satisfy(version, requiredVersion)) {
        problems.push(`${app}: ${shareKey} ${requiredVersion} refuses the shell's ${version}`);
      }
    }
    for (const { name, version } of graphs[app].provides.filter((p) => isOneCopy(p.name))) {
      if (shellVersion.get(name) !== version) {
        problems.push(`${app}: provides ${name} ${version}, the shell ${shellVersion.get(name)}`);
      }
    }
  }
  expect(problems).toEqual([]);
});
