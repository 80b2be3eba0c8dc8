/* global test, expect -- Jest's */
// The compile hint of compile-hints-plugin.js, on a real minified webpack build: the entry and
// the chunks of the start-up modules begin with it, a chunk of anything else does not, and the
// source maps still point at the right lines.
const fs = require('node:fs');
const path = require('node:path');
// First: it readies webpack for Jest's jsdom before the plugin loads webpack.
const { buildInTempDir } = require('./webpack-test-build');
const { CompileHintsPlugin, COMPILE_HINT } = require('./webpack/compile-hints-plugin');

const FILES = {
  'entry.js':
    "import('./start-up-library.js').then((lib) => lib.start());\n" +
    "document.addEventListener('click', () => import('./on-click.js').then((m) => m.open()));\n",
  'start-up-library.js': 'export function start() { return document.title.length; }\n',
  'on-click.js': 'export function open() { return document.body.childElementCount; }\n',
};

function build(plugins) {
  return buildInTempDir(
    FILES,
    (dir) => ({
      mode: 'production',
      target: 'web',
      context: dir,
      entry: { main: './entry.js' },
      devtool: 'source-map',
      output: { path: path.join(dir, 'dist'), filename: '[name].js', chunkFilename: '[name].js' },
      optimization: { chunkIds: 'named' },
      plugins,
    }),
    (dir) => {
      const out = path.join(dir, 'dist');
      const read = (name) => fs.readFileSync(path.join(out, name), 'utf8');
      const names = fs.readdirSync(out).filter((name) => name.endsWith('.js'));
      return {
        scripts: Object.fromEntries(names.map((name) => [name, read(name)])),
        maps: Object.fromEntries(names.map((name) => [name, JSON.parse(read(`${name}.map`))])),
      };
    },
  );
}

const hinted = (scripts) =>
  Object.keys(scripts)
    .filter((name) => scripts[name].startsWith(`${COMPILE_HINT}\n`))
    .sort();

test('the entry and the start-up modules’ chunks begin with the hint; other chunks do not', async () => {
  const { scripts } = await build([new CompileHintsPlugin({ modules: ['/start-up-library.js'] })]);
  expect(Object.keys(scripts).sort()).toEqual([
    'main.js',
    'on-click_js.js',
    'start-up-library_js.js',
  ]);
  expect(hinted(scripts)).toEqual(['main.js', 'start-up-library_js.js']);
  // One hint per file, as its own first line, ahead of the minified code.
  expect(scripts['main.js'].split(COMPILE_HINT)).toHaveLength(2);
});

test('without the plugin no file has the hint (minification drops comments)', async () => {
  const { scripts } = await build([]);
  expect(hinted(scripts)).toEqual([]);
});

test('the source maps count the hint line: nothing maps to line 1, the code maps from line 2', async () => {
  const { maps } = await build([new CompileHintsPlugin({ modules: ['/start-up-library.js'] })]);
  expect(maps['main.js'].mappings.startsWith(';')).toBe(true);
  expect(maps['main.js'].mappings.length).toBeGreaterThan(1);
  // An unhinted chunk's code still starts on line 1.
  expect(maps['on-click_js.js'].mappings.startsWith(';')).toBe(false);
});

test("a remote's exposed screens are hinted by their source file, whatever their chunk is named", async () => {
  const { scripts } = await build([
    new CompileHintsPlugin({ exposes: { './on-click': './on-click.js' }, modules: [] }),
  ]);
  expect(hinted(scripts)).toEqual(['main.js', 'on-click_js.js']);
});
