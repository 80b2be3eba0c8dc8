/* global describe, test, expect -- Jest's */
// Every app's messages (docs/languages.md): English and Spanish have the same keys, every
// message parses as ICU, a translation uses the same values ({name}, {count}) as its English,
// and every key the code asks for with t('...') exists. The build fills a missing Spanish
// message from English; this is where it is reported.
const fs = require('node:fs');
const path = require('node:path');
const { compileMessage } = require('@lingui/message-utils/compileMessage');

const { catalogueDirs, repoRoot } = require('./catalogue-dirs');

const catalogues = catalogueDirs();
const read = (dir, language) =>
  JSON.parse(fs.readFileSync(path.join(dir, `${language}.json`), 'utf8'));

/** The top-level argument names of an ICU message: '{name} gave {amount}' -> amount,name. */
function argumentsOf(message) {
  const names = new Set();
  const visit = (parts) => {
    for (const part of Array.isArray(parts) ? parts : [parts]) {
      if (Array.isArray(part)) {
        if (typeof part[0] === 'string') names.add(part[0]);
        if (part[2] && typeof part[2] === 'object') Object.values(part[2]).forEach(visit);
      }
    }
  };
  visit(compileMessage(message));
  return [...names].sort().join(',');
}

function sourceFiles(dir) {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath ?? entry.path, entry.name));
}

test('the site has catalogues', () => {
  expect(catalogues.map(({ name }) => name)).toEqual(
    expect.arrayContaining(['shell', 'shared-ui']),
  );
});

describe.each(catalogues.map((catalogue) => [catalogue.name, catalogue]))(
  '%s',
  (_name, { dir }) => {
    const en = read(dir, 'en');
    const es = read(dir, 'es');

    test('Spanish has every English key, and no other', () => {
      expect(Object.keys(en).filter((key) => !(key in es))).toEqual([]);
      expect(Object.keys(es).filter((key) => !(key in en))).toEqual([]);
    });

    // ICU's plural, selectordinal and number make Lingui build Intl objects, and a page's first
    // one loads ICU's data while it starts: counts use tCount (shared-ui/src/i18n/define-catalog).
    test('no message needs Intl to be written', () => {
      const usesIntl = (message) =>
        /\{\s*\w+\s*,\s*(plural|selectordinal|number|date|time)\b/.test(message);
      expect([...Object.entries(en), ...Object.entries(es)].filter(([, m]) => usesIntl(m))).toEqual(
        [],
      );
    });

    test('every message parses, and each translation uses its English values', () => {
      const mismatched = Object.keys(en)
        .filter((key) => key in es && argumentsOf(en[key]) !== argumentsOf(es[key]))
        .map((key) => `${key}: en {${argumentsOf(en[key])}} es {${argumentsOf(es[key])}}`);
      expect(mismatched).toEqual([]);
    });
  },
);

// A key is found in any catalogue of its app, or in shared-ui's (which every page loads).
describe.each([...new Set(catalogues.map(({ app }) => app))])('%s code', (app) => {
  test('every key the code asks for is in a catalogue', () => {
    const known = new Set(
      catalogues
        .filter((catalogue) => catalogue.app === app || catalogue.name === 'shared-ui')
        .flatMap(({ dir }) => Object.keys(read(dir, 'en'))),
    );
    const used = new Set();
    for (const file of sourceFiles(path.join(repoRoot, app, 'src'))) {
      if (/\.test\.tsx?$/.test(file)) continue;
      const source = fs.readFileSync(file, 'utf8');
      for (const match of source.matchAll(/\bt(?:Ui|Shared|Count|CountAsIs)?\(\s*'([^']+)'/g)) {
        used.add(match[1]);
      }
    }
    expect([...used].filter((key) => !known.has(key))).toEqual([]);
  });
});
