import { loadApiMessages } from 'shared-api/api-messages';
import { API_MESSAGES_CATALOGUE, defineCatalog, type CatalogLoader } from 'shared-ui';
import type en from './locales/en.json';

/** The shell's words: top bar, footer, fallbacks and its own screens (docs/languages.md). */
export const shellMessages = defineCatalog<keyof typeof en>(
  'shell',
  (language) =>
    import(/* webpackInclude: /locales[\\/][a-z]{2}\.json$/ */ `./locales/${language}.json`),
);
export const { t } = shellMessages;

/**
 * The contract's sentences (keyed by their English) for every form of the page: loaded by the
 * shell at start, once, on a page in another language; nothing on an English page.
 */
export const apiMessages = defineCatalog<string>(
  API_MESSAGES_CATALOGUE,
  loadApiMessages as CatalogLoader,
);
