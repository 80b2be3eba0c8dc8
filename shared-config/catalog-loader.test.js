/* global test, expect -- Jest's */
// The build's catalogue loader: messages compiled with Lingui's compiler, a missing translation
// filled from English and reported as a build warning.
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const catalogLoader = require('./webpack/catalog-loader');

function load(dir, language) {
  const warnings = [];
  const dependencies = [];
  const file = path.join(dir, `${language}.json`);
  const output = catalogLoader.call(
    {
      resourcePath: file,
      addDependency: (dependency) => dependencies.push(dependency),
      emitWarning: (warning) => warnings.push(warning.message),
    },
    fs.readFileSync(file, 'utf8'),
  );
  const json = /JSON\.parse\((.*)\);$/.exec(output)[1];
  return { messages: JSON.parse(JSON.parse(json)), warnings, dependencies };
}

test('compiles, fills a missing translation from English and warns of it', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'catalogue-'));
  fs.writeFileSync(
    path.join(dir, 'en.json'),
    JSON.stringify({ 'a.greet': 'Hello {name}', 'a.bye': 'Goodbye' }),
  );
  fs.writeFileSync(path.join(dir, 'es.json'), JSON.stringify({ 'a.greet': 'Hola {name}' }));

  const english = load(dir, 'en');
  expect(english.messages).toEqual({ 'a.greet': ['Hello ', ['name']], 'a.bye': ['Goodbye'] });
  expect(english.warnings).toEqual([]);

  const spanish = load(dir, 'es');
  expect(spanish.messages).toEqual({ 'a.greet': ['Hola ', ['name']], 'a.bye': ['Goodbye'] });
  expect(spanish.warnings).toEqual(['1 message(s) missing, shown in English: a.bye']);
  expect(spanish.dependencies).toEqual([path.join(dir, 'en.json')]);
});
