// The shared singletons of the composed site, declared once for every app. Versions are
// read from the installed packages, so there is one place (package-lock.json) that decides
// them. Share nothing else: every extra shared module costs a round trip at start.
const path = require('node:path');

const repoRoot = path.resolve(__dirname, '..', '..');

const SINGLETON_PACKAGES = [
  'react',
  'react-dom',
  'react-router',
  'react-router-dom',
  '@tanstack/react-query',
  'styled-components',
  'shared-ui',
  'shared-api',
];

function installedVersion(name) {
  return require(require.resolve(`${name}/package.json`, { paths: [repoRoot] })).version;
}

function sharedSingletons() {
  const shared = {};
  for (const name of SINGLETON_PACKAGES) {
    const version = installedVersion(name);
    shared[name] = { singleton: true, requiredVersion: `^${version}`, version };
  }
  // The zod schemas of the contract: one shared copy, loaded only by pages with a form (the
  // 'shared-api' entry itself holds no zod, see shared-api/src/index.ts).
  shared['shared-api/contracts'] = { ...shared['shared-api'] };
  // Form fields, the dialog, tabs and the progress bar: one shared copy, loaded only by the
  // pages that draw one (shared-ui/src/forms.ts), not by every page with the rest of shared-ui.
  shared['shared-ui/forms'] = { ...shared['shared-ui'] };
  // The slash keys catch deep imports such as react/jsx-runtime and react-dom/client.
  for (const name of ['react', 'react-dom']) {
    shared[`${name}/`] = { ...shared[name] };
  }
  return shared;
}

module.exports = { sharedSingletons, SINGLETON_PACKAGES };
