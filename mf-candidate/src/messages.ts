import { defineCatalog, type MessageValues } from 'shared-ui';
import type en from './locales/en.json';

/** A key of mf-candidate's catalogue (its English messages are the spec's words). */
export type MessageKey = keyof typeof en;

/**
 * mf-candidate's words: the candidate page, the donate page and the donation pages
 * (docs/languages.md).
 */
export const candidateMessages = defineCatalog<MessageKey>('mf-candidate', (language) =>
  language === 'en'
    ? import(/* webpackMode: "eager" */ './locales/en.json')
    : import(/* webpackExclude: /en\.json$/ */ `./locales/${language}.json`),
);
export const { t, tCount, withMessages } = candidateMessages;

/**
 * tCount with `{count}` as these pages always wrote it ('1234 Stars', no separator), so the
 * English stays the spec's to the character; Spanish writes it alike.
 */
export const tCountAsIs = (
  one: MessageKey,
  other: MessageKey,
  count: number,
  values?: MessageValues,
): string => tCount(one, other, count, { ...values, count });
