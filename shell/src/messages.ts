import { defineCatalog } from 'shared-ui';
import type en from './locales/en.json';

/** The shell's words: top bar, footer, fallbacks and its own screens (docs/languages.md). */
export const shellMessages = defineCatalog<keyof typeof en>(
  'shell',
  (language) =>
    import(/* webpackInclude: /locales[\\/][a-z]{2}\.json$/ */ `./locales/${language}.json`),
);
export const { t } = shellMessages;
