import { defineCatalog } from 'shared-ui';
import type en from './locales/en.json';

/** The shell's words: top bar, footer, fallbacks and its own screens (docs/languages.md). */
export const shellMessages = defineCatalog<keyof typeof en>('shell', (language) =>
  language === 'en'
    ? import(/* webpackMode: "eager" */ './locales/en.json')
    : import(/* webpackExclude: /en\.json$/ */ `./locales/${language}.json`),
);
export const { t } = shellMessages;
