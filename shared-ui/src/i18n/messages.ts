import type en from '../locales/en.json';
import { defineCatalog } from './define-catalog';

/** shared-ui's own words (spinner, dialog, retry, post ages); loaded by the shell at start. */
export const uiMessages = defineCatalog<keyof typeof en>(
  'shared-ui',
  (language) =>
    import(/* webpackInclude: /locales[\\/][a-z]{2}\.json$/ */ `../locales/${language}.json`),
);
export const tUi = uiMessages.t;
