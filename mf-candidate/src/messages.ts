import { defineCatalog } from 'shared-ui';
import { countAsIs } from './count-as-is';
import type en from './locales/en.json';

/** A key of mf-candidate's main catalogue. */
export type MessageKey = keyof typeof en;

/**
 * mf-candidate's words that several groups of its screens draw (docs/languages.md): the auth
 * gate, election names, the live totals and gifts list, the receipt's lines, the candidate's
 * photo and not-found page, the forms' fallback. Every screen loads it; each group's own words
 * are a part that comes with its screens: ./donate-messages.ts (the donate page, express and
 * one-tap giving), ./donations-messages.ts (receipt, my donations, donation details, monthly
 * renewal), ./candidate-page-messages.ts (the candidate's page).
 */
export const candidateMessages = defineCatalog<MessageKey>(
  'mf-candidate',
  (language) =>
    import(/* webpackInclude: /locales[\\/][a-z]{2}\.json$/ */ `./locales/${language}.json`),
  // Its screens show the contract's sentences (its forms and office names) in the page's language.
  { contractSentences: true },
);
export const { t, tCount, withMessages } = candidateMessages;
export const tCountAsIs = countAsIs(tCount);
