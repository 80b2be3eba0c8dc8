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
export const { t, withMessages } = candidateMessages;

/**
 * A count's message: `one` for exactly 1, else `other` (English and Spanish pick alike), never
 * ICU's `plural`, which builds Intl objects (shared-ui's tCount says why). Unlike tCount,
 * `{count}` is the number as these pages always wrote it ('1234 Stars'), so the English stays
 * the spec's to the character; Spanish writes four digits without a separator too.
 */
export function tCountAsIs(
  one: MessageKey,
  other: MessageKey,
  count: number,
  values?: MessageValues,
): string {
  return t(count === 1 ? one : other, { ...values, count });
}
