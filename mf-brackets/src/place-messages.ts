import { defineCatalog } from 'shared-ui';
import type en from './locales/places/en.json';

/**
 * The words of the state, county and city pages (brackets, candidates, places, charts): a part
 * of mf-brackets' catalogue (docs/languages.md) that comes with those pages, as their code does,
 * so /home (./messages.ts) does not carry them.
 */
export const placeMessages = defineCatalog<keyof typeof en>(
  'mf-brackets/places',
  (language) =>
    import(/* webpackInclude: /places[\\/][a-z]{2}\.json$/ */ `./locales/places/${language}.json`),
  // Its screens show the contract's sentences (the candidates' office names) in the page's language.
  { contractSentences: true },
);
export const { t, tCount, withMessages } = placeMessages;
