import { defineCatalog } from 'shared-ui';
import type en from './locales/en.json';

/**
 * mf-brackets' words on /home (docs/languages.md); the state, county and city pages have theirs
 * in a part of their own (./place-messages.ts).
 */
export const bracketsMessages = defineCatalog<keyof typeof en>('mf-brackets', (language) =>
  language === 'en'
    ? import(/* webpackMode: "eager" */ './locales/en.json')
    : import(/* webpackExclude: /en\.json$/ */ `./locales/${language}.json`),
);
export const { t, withMessages } = bracketsMessages;
