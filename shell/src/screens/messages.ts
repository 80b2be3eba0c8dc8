import { defineCatalog } from 'shared-ui';
import type en from '../locales/screens/en.json';

/**
 * The words of the shell's own pages (intro, how PAID works, sign-in, not found): a part of
 * the shell's catalogue (docs/languages.md) that comes with those pages, as their code does,
 * instead of weighing on every page's start-up. Its English is in the pages' own chunk; the
 * router renders a page once this part is in (app-router.tsx, `shellPage`).
 */
export const screenMessages = defineCatalog<keyof typeof en>(
  'shell/screens',
  (language) =>
    import(
      /* webpackInclude: /screens[\\/][a-z]{2}\.json$/ */ `../locales/screens/${language}.json`
    ),
);
export const { t } = screenMessages;
