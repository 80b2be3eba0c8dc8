import { defineCatalog } from 'shared-ui';
import type en from './locales/en.json';

/** mf-shorts' words: the feed, a post's page and support's queues (docs/languages.md). */
export const shortsMessages = defineCatalog<keyof typeof en>(
  'mf-shorts',
  (language) =>
    import(/* webpackInclude: /locales[\\/][a-z]{2}\.json$/ */ `./locales/${language}.json`),
  // Its screens show the contract's sentences (the post form's messages) in the page's language.
  { contractSentences: true },
);
export const { t, tCount, withMessages } = shortsMessages;
