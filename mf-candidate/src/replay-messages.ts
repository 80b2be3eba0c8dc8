import { defineCatalog } from 'shared-ui';
import type en from './locales/replay/en.json';

/** A key of the replay part of mf-candidate's catalogue. */
export type ReplayKey = keyof typeof en;

/**
 * The words of a replay's page, /replays/{id} (its title and facts, the player, the chat and
 * gifts of that time, deleting and hiding): a part of mf-candidate's catalogue
 * (docs/languages.md) that comes with that page, as its code does, so mf-candidate's other
 * pages (./messages.ts) do not carry them. The candidate page's list of past streams has its
 * words in its own part.
 */
export const replayMessages = defineCatalog<ReplayKey>(
  'mf-candidate/replay',
  (language) =>
    import(/* webpackInclude: /replay[\\/][a-z]{2}\.json$/ */ `./locales/replay/${language}.json`),
);
export const { t, withMessages } = replayMessages;
