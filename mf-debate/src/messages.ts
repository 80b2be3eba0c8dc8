import { defineCatalog } from 'shared-ui';
import type en from './locales/en.json';

/** A key of the debate's catalogue (its English file's keys). */
export type MessageKey = keyof typeof en;

/** The tournament page's words: stage, click-in, chat and their states (docs/languages.md). */
export const debateMessages = defineCatalog<MessageKey>(
  'mf-debate',
  (language) =>
    import(/* webpackInclude: /locales[\\/][a-z]{2}\.json$/ */ `./locales/${language}.json`),
  // Its screens show the contract's sentences (the debaters' office names, the chat's form) in the page's language.
  { contractSentences: true },
);
export const { t, withMessages } = debateMessages;
