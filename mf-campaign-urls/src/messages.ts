import { defineCatalog } from 'shared-ui';
import type en from './locales/en.json';

/** The campaign URL generator's words (docs/languages.md). */
export const campaignUrlsMessages = defineCatalog<keyof typeof en>(
  'mf-campaign-urls',
  (language) =>
    import(/* webpackInclude: /locales[\\/][a-z]{2}\.json$/ */ `./locales/${language}.json`),
  // Its screens show the contract's sentences (the link form's messages) in the page's language.
  { contractSentences: true },
);
export const { t, tCount, withMessages } = campaignUrlsMessages;
export type MessageKey = keyof typeof en;
