import { i18n } from '@lingui/core';
import { provideCatalog } from 'shared-ui';
import uiEs from '../../../shared-ui/src/locales/es.json';
import es from '../locales/es.json';

/**
 * The tests of a describe block run on a Spanish page (docs/languages.md): <html lang="es">
 * and this remote's and shared-ui's Spanish messages. English is back after each test (the
 * i18n instance is one for all the tests of a file).
 */
export function onSpanishPage(): void {
  beforeEach(() => {
    document.documentElement.lang = 'es';
    provideCatalog('shared-ui', 'es', uiEs);
    provideCatalog('mf-debate', 'es', es);
  });
  afterEach(() => {
    document.documentElement.lang = 'en';
    i18n.activate('en');
  });
}
