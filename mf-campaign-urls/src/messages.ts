import { defineCatalog } from 'shared-ui';
import type en from './locales/en.json';

/** The campaign URL generator's words (docs/languages.md). */
export const campaignUrlsMessages = defineCatalog<keyof typeof en>(
  'mf-campaign-urls',
  (language) =>
    language === 'en'
      ? import(/* webpackMode: "eager" */ './locales/en.json')
      : import(/* webpackExclude: /en\.json$/ */ `./locales/${language}.json`),
);
export const { t, tCount, withMessages } = campaignUrlsMessages;
export type MessageKey = keyof typeof en;
