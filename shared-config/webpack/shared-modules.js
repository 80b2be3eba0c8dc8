// What the composed site shares at run time, declared once for every app. Versions are read
// from the installed packages, so there is one place (package-lock.json) that decides them.
// Share nothing else: every extra shared module costs a round trip at start.
//
// Two kinds of sharing (docs/module-federation.md, "Releases and skew"):
// - True singletons: one copy for the whole page whatever each app was built with, because
//   their state must be one (React's renderer and hooks, the router's location, the query
//   cache, styled-components' style sheet and theme, react-hot-toast's toast store that the
//   shell's one toaster draws, Lingui's i18n with every app's messages and the page's language).
// - Our own libraries shared-ui and shared-ui/forms: shared only between apps built from the
//   same source. Their version is the package version plus a hash of their source, and each
//   app asks for exactly its own. A remote released alone with a changed one loads its own
//   copy instead of the shell's older one (which would lack what it needs); apps built
//   together still share one copy, so a page pays for it once.
// - shared-api is not shared at all, neither its entry (request helper, query keys, every
//   hook) nor `shared-api/contracts` (the zod schemas): a shared module cannot be tree-shaken.
//   Shared, the entry made /home load every hook of every screen (/home 155.3 -> 149.4 KB
//   once bundled), and the contracts made every page with a form build every schema of the
//   API as its screen loaded: on /donate/1, 35 ms of script on this machine, four times that
//   on the phone Lighthouse emulates, and 216.0 -> 196.9 KB on the wire once bundled (the
//   package is `sideEffects: false`, so an app runs only the schema modules it imports).
//   Neither holds state that must be one: the live connection lives on globalThis, the query
//   cache in the shell's QueryClient (TanStack Query is a singleton), ApiError is recognised
//   across copies, and a schema is a value each app may build for itself.
const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');

const repoRoot = path.resolve(__dirname, '..', '..');

const SINGLETON_PACKAGES = [
  'react',
  'react-dom',
  'react-router',
  'react-router-dom',
  '@tanstack/react-query',
  'styled-components',
  'react-hot-toast',
  '@lingui/core',
];

/** Shared between apps built from the same source only (see above). */
const SOURCE_VERSIONED_PACKAGES = ['shared-ui'];

function installedVersion(name) {
  return require(require.resolve(`${name}/package.json`, { paths: [repoRoot] })).version;
}

/** Every file under `dir` that ships (tests and test helpers left out), sorted. */
function sourceFiles(dir) {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && !/\.test\.[jt]sx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath ?? entry.path, entry.name))
    .filter((file) => !file.split(path.sep).includes('testing'))
    .sort();
}

/**
 * `1.0.0-s<hash>`: the package version and a hash of its package.json and source. Any change
 * to what the package ships gives a new version, so no one has to remember to bump it.
 */
function sourceVersion(name) {
  const packageDir = path.dirname(require.resolve(`${name}/package.json`, { paths: [repoRoot] }));
  const hash = crypto.createHash('sha256');
  for (const file of [
    path.join(packageDir, 'package.json'),
    ...sourceFiles(path.join(packageDir, 'src')),
  ]) {
    hash.update(path.relative(packageDir, file)).update('\0').update(fs.readFileSync(file));
  }
  return `${installedVersion(name)}-s${hash.digest('hex').slice(0, 12)}`;
}

/**
 * An exact requiredVersion: only a copy built from this very source will do, and when none is
 * registered the runtime loads this app's own (its fallback), with no warning.
 */
function sourceVersioned(name) {
  const version = sourceVersion(name);
  return { singleton: false, requiredVersion: version, version };
}

function sharedModules() {
  const shared = {};
  for (const name of SINGLETON_PACKAGES) {
    const version = installedVersion(name);
    shared[name] = { singleton: true, requiredVersion: `^${version}`, version };
  }
  for (const name of SOURCE_VERSIONED_PACKAGES) shared[name] = sourceVersioned(name);
  // Form fields, the dialog, tabs and the progress bar: loaded only by the pages that draw
  // one (shared-ui/src/forms.ts), not by every page with the rest of shared-ui.
  shared['shared-ui/forms'] = sourceVersioned('shared-ui');
  // The slash keys catch deep imports such as react/jsx-runtime and react-dom/client.
  for (const name of ['react', 'react-dom', 'react-hot-toast']) {
    shared[`${name}/`] = { ...shared[name] };
  }
  return shared;
}

module.exports = {
  sharedModules,
  sourceVersion,
  SINGLETON_PACKAGES,
  SOURCE_VERSIONED_PACKAGES,
};
