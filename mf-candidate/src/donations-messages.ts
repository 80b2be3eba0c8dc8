import { defineCatalog } from 'shared-ui';
import { countAsIs } from './count-as-is';
import type en from './locales/donations/en.json';

/** A key of the donations part of mf-candidate's catalogue. */
export type DonationsKey = keyof typeof en;

/**
 * The words of the pages of gifts already made (the receipt, my donations with monthly gifts
 * and the saved card, a gift's donor details, a monthly gift's renewal): a part of
 * mf-candidate's catalogue (docs/languages.md) that comes with those pages, as their code does,
 * so mf-candidate's other pages (./messages.ts) do not carry them.
 */
export const donationsMessages = defineCatalog<DonationsKey>(
  'mf-candidate/donations',
  (language) =>
    import(
      /* webpackInclude: /donations[\\/][a-z]{2}\.json$/ */ `./locales/donations/${language}.json`
    ),
);
export const { t, withMessages } = donationsMessages;
export const tCountAsIs = countAsIs(donationsMessages.tCount);
