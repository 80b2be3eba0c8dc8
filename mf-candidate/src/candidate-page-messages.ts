import { defineCatalog } from 'shared-ui';
import { countAsIs } from './count-as-is';
import type en from './locales/candidate-page/en.json';

/** A key of the candidate-page part of mf-candidate's catalogue. */
export type CandidatePageKey = keyof typeof en;

/**
 * The words of a candidate's public page (its header, tabs, live stream, money charts, past
 * streams, messages, inbox, photo upload): a part of mf-candidate's catalogue
 * (docs/languages.md) that comes with that page, as its code does, so mf-candidate's other
 * pages (./messages.ts) do not carry them.
 */
export const candidatePageMessages = defineCatalog<CandidatePageKey>(
  'mf-candidate/candidate-page',
  (language) =>
    import(
      /* webpackInclude: /candidate-page[\\/][a-z]{2}\.json$/ */ `./locales/candidate-page/${language}.json`
    ),
);
export const { t, withMessages } = candidatePageMessages;
export const tCountAsIs = countAsIs(candidatePageMessages.tCount);
