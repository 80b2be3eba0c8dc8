/* global test, expect -- Jest's */
// The federation sdk's debug switch, bundled with the factory's production rules: it never reads
// localStorage (webpack/federation-debug-switch-loader.js). A federation release that moves
// env.js or changes the text the loader rewrites fails here (or the loader throws), not only
// in bench/page-checks/start-up-work.spec.ts.
const path = require('node:path');
const fs = require('node:fs');
const vm = require('node:vm');
// First: it readies webpack for Jest's jsdom.
const { buildInTempDir, entryConfig } = require('./webpack-test-build');
const loader = require('./webpack/federation-debug-switch-loader');

const REPO_ROOT = path.resolve(__dirname, '..');

/** The sdk's isDebugMode, built with `rules`, run in a page whose localStorage asks for debug. */
async function debugSwitch(rules) {
  const code = await buildInTempDir(
    {
      'entry.mjs':
        "import { isDebugMode } from '@module-federation/sdk';\nglobalThis.probe = isDebugMode;\n",
    },
    (dir) => entryConfig(dir, { module: { rules } }),
    (dir) => fs.readFileSync(path.join(dir, 'out.js'), 'utf8'),
  );
  const page = { document: {}, storageReads: 0 };
  Object.defineProperty(page, 'localStorage', {
    get() {
      page.storageReads += 1;
      return { getItem: () => '1' };
    },
  });
  page.window = page;
  page.globalThis = page;
  vm.runInNewContext(code, page);
  return { debug: page.probe(), storageReads: page.storageReads };
}

const productionRules = () =>
  require(path.join(REPO_ROOT, 'shell', 'webpack.config.js'))({}, { mode: 'production' }).module
    .rules;

test("a production build's debug switch does not read localStorage", async () => {
  expect(await debugSwitch(productionRules())).toEqual({ debug: false, storageReads: 0 });
}, 60_000);

test('without the production rules it does (what the test above tells apart)', async () => {
  const { debug, storageReads } = await debugSwitch([]);
  expect(debug).toBe(true);
  expect(storageReads).toBeGreaterThan(0);
}, 60_000);

test('the loader throws when the text it rewrites is not there', () => {
  const context = { resourcePath: 'env.js' };
  expect(() => loader.call(context, 'function isDebugMode() {\n\treturn false;\n}')).toThrow(
    /found 0 times in env\.js/,
  );
});
