import { defineCatalog } from 'shared-ui';
import type en from './locales/en.json';

/**
 * mf-brackets' words on /home (docs/languages.md); the state, county and city pages have theirs
 * in a part of their own (./place-messages.ts).
 */
export const bracketsMessages = defineCatalog<keyof typeof en>(
  'mf-brackets',
  (language) =>
    import(/* webpackInclude: /locales[\\/][a-z]{2}\.json$/ */ `./locales/${language}.json`),
);
export const { t, withMessages } = bracketsMessages;
