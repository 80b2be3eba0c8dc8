/* global test, expect -- Jest's */
// Production builds alias React Router, TanStack Query and styled-components to the subsets in
// webpack/subsets/ (webpack/shared-subsets.js). Two ways they can break, each failing here
// before any page does:
// - a library release that moves the files a subset reads (React Router's production build is
//   not in its exports map) or renames a name it re-exports: the subsets are built from the
//   installed packages with the factory's aliases and `exportsPresence: 'error'`;
// - an app that imports a name its subset lacks: a remote consumes the subset through the
//   federation runtime, so its own build cannot tell (the name is undefined at run time, and
//   the remote's area shows its fallback): every app's imports are read and compared.
const fs = require('node:fs');
const path = require('node:path');
const ts = require('typescript');
// First: it readies webpack for Jest's jsdom.
const { buildInTempDir, entryConfig } = require('./webpack-test-build');
const { REMOTES } = require('./site-map');
const { SUBSETS } = require('./webpack/shared-subsets');

const REPO_ROOT = path.resolve(__dirname, '..');
// The shell, the shared packages and every remote of the site map.
const APP_SOURCES = [
  'shell',
  'shared-ui',
  'shared-api',
  ...REMOTES.map((remote) => remote.package),
].map((dir) => path.join(REPO_ROOT, dir, 'src'));

/** The shell's production config, as the factory makes it. */
const shellConfig = () =>
  require(path.join(REPO_ROOT, 'shell', 'webpack.config.js'))({}, { mode: 'production' });

/** The names a module file exports (`export { a, b as c } from ...`). */
function exportedNames(file) {
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  return source.statements
    .filter(ts.isExportDeclaration)
    .flatMap((statement) => statement.exportClause?.elements ?? [])
    .map((element) => element.name.text);
}

/** Every shipped source file of the apps (tests and test helpers left out). */
function shippedSources() {
  return APP_SOURCES.flatMap((dir) =>
    fs
      .readdirSync(dir, { recursive: true })
      .map((name) => path.join(dir, name))
      .filter(
        (file) => /\.(ts|tsx|js|mjs)$/.test(file) && !/\.test\.|[\\/]testing[\\/]/.test(file),
      ),
  );
}

/** Package -> file -> the value names the file imports from it ('default', '*' for a namespace). */
function importsOf(packages) {
  const found = [];
  for (const file of shippedSources()) {
    const text = fs.readFileSync(file, 'utf8');
    if (!packages.some((name) => text.includes(`'${name}'`))) continue;
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest);
    for (const statement of source.statements) {
      const from = statement.moduleSpecifier?.text;
      if (!packages.includes(from)) continue;
      const names = [];
      if (ts.isExportDeclaration(statement)) names.push('*');
      const clause = ts.isImportDeclaration(statement) ? statement.importClause : undefined;
      if (clause && !clause.isTypeOnly) {
        if (clause.name) names.push('default');
        const bindings = clause.namedBindings;
        if (bindings && ts.isNamespaceImport(bindings)) names.push('*');
        for (const element of bindings && ts.isNamedImports(bindings) ? bindings.elements : []) {
          if (!element.isTypeOnly) names.push((element.propertyName ?? element.name).text);
        }
      }
      for (const name of names) found.push({ from, name, file: path.relative(REPO_ROOT, file) });
    }
    // import('styled-components') would take every name at run time.
    for (const name of packages) {
      if (text.includes(`import('${name}')`)) found.push({ from: name, name: '*', file });
    }
  }
  return found;
}

test.each(SUBSETS.map((subset) => [path.basename(subset.file), subset]))(
  'every name the apps import from the packages of %s is in it',
  (_name, { file, packages }) => {
    const exported = new Set(exportedNames(file));
    const missing = importsOf(packages)
      .filter(({ name }) => !exported.has(name))
      .map(({ from, name, file: where }) => `${where}: ${name} from '${from}'`);
    expect(missing).toEqual([]);
  },
);

test('the apps import from the subsets (the reader above finds them)', () => {
  // A reader that found nothing would pass the test above whatever the apps import.
  const names = new Set(importsOf(['styled-components']).map(({ name }) => name));
  expect(names).toEqual(
    new Set(['default', 'css', 'keyframes', 'createGlobalStyle', 'ThemeProvider', 'useTheme']),
  );
});

test('each subset builds from the installed package, both router names lead to one subset', async () => {
  const { resolve, module: moduleOptions } = shellConfig();
  const modules = await buildInTempDir(
    {
      'entry.mjs':
        "import * as router from 'react-router';\n" +
        "import * as routerDom from 'react-router-dom';\n" +
        "import { HydratedRouter } from 'react-router/dom';\n" +
        "import * as query from '@tanstack/react-query';\n" +
        "import * as styled from 'styled-components';\n" +
        'globalThis.probe = { router, routerDom, HydratedRouter, query, styled };\n',
    },
    (dir) =>
      entryConfig(dir, {
        resolve,
        // exportsPresence 'error': a name a subset re-exports and the package lacks fails here.
        module: { parser: moduleOptions.parser },
        externals: { react: 'React', 'react-dom': 'ReactDOM' },
        optimization: { minimize: false, concatenateModules: false },
      }),
    (_dir, stats) => stats.modules.map((module) => module.name),
  );
  for (const { file } of SUBSETS) {
    expect(modules.filter((name) => name.endsWith(`subsets/${path.basename(file)}`))).toHaveLength(
      1,
    );
  }
  const fromRouter = modules.filter((name) => name.includes('node_modules/react-router/'));
  expect(fromRouter.some((name) => name.endsWith('dist/production/index.mjs'))).toBe(true);
  expect(fromRouter.some((name) => name.endsWith('dist/production/dom-export.mjs'))).toBe(true);
  expect(fromRouter.filter((name) => name.includes('/dist/development/'))).toEqual([]);
  expect(modules.some((name) => name.includes('node_modules/react-router-dom/'))).toBe(false);
  // The full packages are read through the subsets only.
  expect(modules.some((name) => name.includes('node_modules/@tanstack/query-core/'))).toBe(true);
  expect(modules.some((name) => name.includes('node_modules/styled-components/'))).toBe(true);
}, 60_000);

test('each package name points at its subset, and every alias at a file that exists', () => {
  const { alias } = shellConfig().resolve;
  for (const { file, packages } of SUBSETS) {
    for (const name of packages) expect(alias[`${name}$`]).toBe(file);
  }
  for (const file of Object.values(alias)) expect(fs.existsSync(file)).toBe(true);
});
