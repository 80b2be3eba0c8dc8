import { defineCatalog } from 'shared-ui';
import { countAsIs } from './count-as-is';
import type en from './locales/live/en.json';

/** A key of the live part of mf-candidate's catalogue. */
export type LiveKey = keyof typeof en;

/**
 * The words of the candidate's own fundraising stream, /go-live (GO LIVE, the console with the
 * camera and microphone, the stream's stats, its toasts and Share): a part of mf-candidate's
 * catalogue (docs/languages.md) that comes with that page, as its code does, so mf-candidate's
 * other pages (./messages.ts) do not carry them. The live totals and donations list, which the
 * candidate page draws too, stay in the main catalogue.
 */
export const liveMessages = defineCatalog<LiveKey>(
  'mf-candidate/live',
  (language) =>
    import(/* webpackInclude: /live[\\/][a-z]{2}\.json$/ */ `./locales/live/${language}.json`),
);
export const { t, withMessages } = liveMessages;
export const tCountAsIs = countAsIs(liveMessages.tCount);
