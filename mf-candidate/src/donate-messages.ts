import { defineCatalog } from 'shared-ui';
import { countAsIs } from './count-as-is';
import type en from './locales/donate/en.json';

/** A key of the donate part of mf-candidate's catalogue. */
export type DonateKey = keyof typeof en;

/**
 * The words of the donate page and its features (the form, the thank-you, express giving, the
 * monthly upsell, one-tap giving): a part of mf-candidate's catalogue (docs/languages.md) that
 * comes with their code, so mf-candidate's other pages (./messages.ts) do not carry them. The
 * candidate's page loads it with one-tap giving, its lazy chunk.
 */
export const donateMessages = defineCatalog<DonateKey>(
  'mf-candidate/donate',
  (language) =>
    import(/* webpackInclude: /donate[\\/][a-z]{2}\.json$/ */ `./locales/donate/${language}.json`),
);
export const { t, withMessages } = donateMessages;
export const tCountAsIs = countAsIs(donateMessages.tCount);
