import { defineCatalog } from 'shared-ui';
import type en from './locales/en.json';

/** mf-shorts' words: the feed, a post's page and support's queues (docs/languages.md). */
export const shortsMessages = defineCatalog<keyof typeof en>('mf-shorts', (language) =>
  language === 'en'
    ? import(/* webpackMode: "eager" */ './locales/en.json')
    : import(/* webpackExclude: /en\.json$/ */ `./locales/${language}.json`),
);
export const { t, tCount, withMessages } = shortsMessages;
