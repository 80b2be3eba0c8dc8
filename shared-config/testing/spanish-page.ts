import fs from 'node:fs';
import path from 'node:path';
import { i18n } from '@lingui/core';
import { provideCatalog } from 'shared-ui';
// eslint-disable-next-line @typescript-eslint/no-require-imports -- plain CommonJS of shared-config
const { catalogueDirs } = require('../catalogue-dirs') as {
  catalogueDirs: () => { name: string; dir: string }[];
};

/**
 * Makes this a Spanish page for a test (docs/languages.md): <html lang="es"> and every app's
 * Spanish messages, as a Spanish page of the site has once its catalogues are in.
 */
export function provideSpanishPage(): void {
  document.documentElement.lang = 'es';
  for (const { name, dir } of catalogueDirs()) {
    provideCatalog(name, 'es', JSON.parse(fs.readFileSync(path.join(dir, 'es.json'), 'utf8')));
  }
}

/** Back to English: the i18n instance is one for all the tests of a file. */
export function restoreEnglishPage(): void {
  document.documentElement.lang = 'en';
  i18n.activate('en');
}

/** The tests of the enclosing describe block (or file) run on a Spanish page. */
export function onSpanishPage(): void {
  beforeEach(provideSpanishPage);
  afterEach(restoreEnglishPage);
}
