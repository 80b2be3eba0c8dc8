/* global test, expect -- Jest's */
// Production builds alias 'react-router' and 'react-router-dom' to webpack/react-router-subset.mjs,
// which re-exports what the site uses from React Router's production build: files inside the
// package (dist/production/index.mjs, dom-export.mjs) that its exports map does not name. A
// release that moves them, renames an export the site uses, or drops the production build
// fails this build of the subset with the factory's own aliases and parser settings.
const path = require('node:path');
// First: it readies webpack for Jest's jsdom.
const { buildInTempDir } = require('./webpack-test-build');

const REPO_ROOT = path.resolve(__dirname, '..');
const SUBSET = path.join(__dirname, 'webpack', 'react-router-subset.mjs');

/** The shell's production config, as the factory makes it. */
const shellConfig = () =>
  require(path.join(REPO_ROOT, 'shell', 'webpack.config.js'))({}, { mode: 'production' });

test("the subset builds from React Router's production files, under both package names", async () => {
  const { resolve, module: moduleOptions } = shellConfig();
  const modules = await buildInTempDir(
    {
      'entry.mjs':
        "import * as router from 'react-router';\n" +
        "import * as routerDom from 'react-router-dom';\n" +
        "import { HydratedRouter } from 'react-router/dom';\n" +
        'globalThis.probe = { router, routerDom, HydratedRouter };\n',
    },
    (dir) => ({
      mode: 'production',
      target: 'web',
      context: dir,
      entry: path.join(dir, 'entry.mjs'),
      output: { path: dir, filename: 'out.js' },
      // The entry is in a temporary folder: packages from the repository's node_modules, and
      // each package's own dependencies from beside it as usual.
      resolve: { ...resolve, modules: ['node_modules', path.join(REPO_ROOT, 'node_modules')] },
      // exportsPresence 'error': a name the subset re-exports and the build lacks fails here.
      module: { parser: moduleOptions.parser },
      externals: { react: 'React', 'react-dom': 'ReactDOM' },
      optimization: { minimize: false, concatenateModules: false },
    }),
    (_dir, stats) => stats.modules.map((module) => module.name),
  );
  const fromRouter = modules.filter((name) => name.includes('node_modules/react-router/'));
  // Both names lead to the one subset module, which reads the production build only.
  expect(modules.filter((name) => name.endsWith('react-router-subset.mjs'))).toHaveLength(1);
  expect(fromRouter.some((name) => name.endsWith('dist/production/index.mjs'))).toBe(true);
  expect(fromRouter.some((name) => name.endsWith('dist/production/dom-export.mjs'))).toBe(true);
  expect(fromRouter.filter((name) => name.includes('/dist/development/'))).toEqual([]);
  expect(modules.some((name) => name.includes('node_modules/react-router-dom/'))).toBe(false);
}, 60_000);

test('the aliases point at the subset and at files that exist', () => {
  const { alias } = shellConfig().resolve;
  expect(alias['react-router$']).toBe(SUBSET);
  expect(alias['react-router-dom$']).toBe(SUBSET);
  for (const file of Object.values(alias)) expect(require('node:fs').existsSync(file)).toBe(true);
});
