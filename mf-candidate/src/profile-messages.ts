import { defineCatalog } from 'shared-ui';
import { countAsIs } from './count-as-is';
import type en from './locales/profile/en.json';

/** A key of the profile part of mf-candidate's catalogue. */
export type ProfileKey = keyof typeof en;

/**
 * The words of the sign-up and member pages (/register, /candidate-registration, the
 * candidate form of /candidate/account, /account with its address, password and sessions,
 * /verify-email, /forgot-password, /reset-password): a part of mf-candidate's catalogue
 * (docs/languages.md) that comes with those pages, as their code does, so mf-candidate's other
 * pages (./messages.ts) do not carry them.
 */
export const profileMessages = defineCatalog<ProfileKey>(
  'mf-candidate/profile',
  (language) =>
    import(
      /* webpackInclude: /profile[\\/][a-z]{2}\.json$/ */ `./locales/profile/${language}.json`
    ),
);
export const { t, withMessages } = profileMessages;
export const tCountAsIs = countAsIs(profileMessages.tCount);
