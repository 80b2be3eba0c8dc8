// The largest shared singletons, trimmed to what the site uses and each in one file.
//
// Module Federation cannot tree-shake a shared module (any app might use any export), so
// sharing a library ships all of it. Production builds alias React Router, TanStack Query and
// styled-components to a file of ours under subsets/ that re-exports the names the site uses;
// that file is the shared module, and the bundler keeps only what those names need.
// Two rules come with it:
// - a remote consumes a shared module through the federation runtime, so its build cannot see
//   a name the subset lacks (it is undefined at run time): shared-subsets.test.js reads every
//   app's imports and fails on such a name. Add the name to the subset first;
// - a remote released alone may use only the names of the live shell's subsets: a new name is
//   a shell release first (docs/module-federation.md, "Releases and skew").
//
// Each singleton library's code is one named chunk (SINGLETON_CHUNKS): a page fetches one file
// per library, not the shared module's file and then its vendor files, and the file's name
// says which library it holds, which is how e2e/lib/singletons.ts proves one copy per page.
// Measured on /home (brotli, docs/module-federation.md): TanStack Query 12.0 -> 9.5 KB,
// styled-components 11.5 -> 10.3 KB, React Router 12.9 -> 11.4 KB, the one-file chunks 1.5 KB less.
const path = require('node:path');

const repoRoot = path.resolve(__dirname, '..', '..');
const subset = (name) => path.join(__dirname, 'subsets', `${name}.mjs`);

/** The file a package's exports map (or, lacking one, its browser + module fields) gives bundlers. */
function bundlerEntry(packageName) {
  const manifest = require.resolve(`${packageName}/package.json`, { paths: [repoRoot] });
  const { exports, module, browser } = require(manifest);
  const file = exports?.['.']?.import?.default ?? browser?.[module] ?? module;
  return path.join(path.dirname(manifest), file);
}

/** react-router's exports give bundlers its development build (dev-only checks and warnings). */
function reactRouterProduction(file) {
  const manifest = require.resolve('react-router/package.json', { paths: [repoRoot] });
  return path.join(path.dirname(manifest), 'dist', 'production', file);
}

/** Per subset: the package names aliased to it, and the real module it re-exports from. */
const SUBSETS = [
  {
    file: subset('react-router'),
    packages: ['react-router', 'react-router-dom'],
    full: () => reactRouterProduction('index.mjs'),
  },
  {
    file: subset('react-query'),
    packages: ['@tanstack/react-query'],
    full: () => bundlerEntry('@tanstack/react-query'),
  },
  {
    file: subset('styled-components'),
    packages: ['styled-components'],
    full: () => bundlerEntry('styled-components'),
  },
];

/** Production `resolve.alias`: each package name to its subset, each subset to the real code. */
function subsetAliases() {
  const alias = { 'react-router/dom$': reactRouterProduction('dom-export.mjs') };
  for (const { file, packages, full } of SUBSETS) {
    for (const name of packages) alias[`${name}$`] = file;
    alias[`paid-full-package/${packages[0]}$`] = full();
  }
  return alias;
}

const IN = (names) => new RegExp(`[\\\\/]node_modules[\\\\/](${names.join('|')})[\\\\/]`);

const chunk = (packages, ...files) => ({ packages: IN(packages), files });

/** Chunk name -> the modules it holds: every singleton library (shared-modules.js). */
const SINGLETON_CHUNKS = {
  'shared-react': chunk(['react']),
  'shared-react-dom': chunk(['react-dom', 'scheduler']),
  'shared-react-router': chunk(
    ['react-router', 'react-router-dom', 'cookie', 'set-cookie-parser'],
    subset('react-router'),
  ),
  'shared-react-query': chunk(
    ['@tanstack[\\\\/]react-query', '@tanstack[\\\\/]query-core'],
    subset('react-query'),
  ),
  'shared-styled-components': chunk(
    ['styled-components', 'stylis', '@emotion[\\\\/]unitless'],
    subset('styled-components'),
  ),
  'shared-react-hot-toast': chunk(['react-hot-toast']),
  'shared-lingui-core': chunk(['@lingui[\\\\/]core']),
};

/**
 * Production `optimization.splitChunks.cacheGroups`: one chunk per singleton library. A
 * remote's other chunks have short numeric ids (create-webpack-config.js), so there the module
 * shared-ui's shared entry starts from is named too ('shared-ui'): a remote that loads its own
 * copy shows by its name (e2e/lib/singletons.ts). The shell's chunks keep names made from
 * their modules ('shared-ui_src_index_ts').
 */
function singletonChunkGroups({ isHost }) {
  const groups = Object.entries(SINGLETON_CHUNKS).map(([name, { packages, files }]) => [
    name,
    (resource) => packages.test(resource) || files.includes(resource),
  ]);
  if (!isHost) {
    const sharedUiEntry = require.resolve('shared-ui', { paths: [repoRoot] });
    groups.push(['shared-ui', (resource) => resource === sharedUiEntry]);
  }
  return Object.fromEntries(
    groups.map(([name, holds]) => [
      name,
      {
        name,
        test: (module) => Boolean(module.resource) && holds(module.resource),
        chunks: 'async',
        enforce: true,
        priority: 10,
      },
    ]),
  );
}

module.exports = { SUBSETS, SINGLETON_CHUNKS, subsetAliases, singletonChunkGroups };
