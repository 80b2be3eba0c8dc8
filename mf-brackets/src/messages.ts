import { defineCatalog } from 'shared-ui';
import type en from './locales/en.json';

/** mf-brackets' words: /home, the state, county and city pages (docs/languages.md). */
export const bracketsMessages = defineCatalog<keyof typeof en>('mf-brackets', (language) =>
  language === 'en'
    ? import(/* webpackMode: "eager" */ './locales/en.json')
    : import(/* webpackExclude: /en\.json$/ */ `./locales/${language}.json`),
);
export const { t, withMessages } = bracketsMessages;
