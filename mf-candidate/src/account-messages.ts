import { defineCatalog } from 'shared-ui';
import { countAsIs } from './count-as-is';
import type en from './locales/account/en.json';

/** A key of the account part of mf-candidate's catalogue. */
export type AccountKey = keyof typeof en;

/**
 * The words of the candidate's account page, /candidate/account, around its candidate form
 * (./profile-messages.ts): the page and its tabs, the side card, the settings, the committee
 * report, excess gifts, experiments, express links and the campaign dashboard with its refcode
 * report. A part of mf-candidate's catalogue (docs/languages.md) that comes with that page, as
 * its code does, so mf-candidate's other pages (./messages.ts) do not carry them.
 */
export const accountMessages = defineCatalog<AccountKey>(
  'mf-candidate/account',
  (language) =>
    import(
      /* webpackInclude: /account[\\/][a-z]{2}\.json$/ */ `./locales/account/${language}.json`
    ),
);
export const { t, withMessages } = accountMessages;
export const tCountAsIs = countAsIs(accountMessages.tCount);
