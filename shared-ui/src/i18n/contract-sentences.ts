import { loadApiMessages } from 'shared-api/api-messages';
import {
  API_MESSAGES_CATALOGUE,
  isCatalogReady,
  loadCatalog,
  pageLanguage,
  type CatalogLoader,
} from './catalogs';

// The contract's sentences (a zod schema's message a form shows before anything is sent, an
// office's name) in the page's language: shared-api's catalogue, 6.9 KB of brotli in Spanish.
// Loaded by the screens that show them (defineCatalog's `contractSentences`, the shell's
// sign-in pages), not at every page's start: /home shows none. An English page needs no file:
// the sentences are written in English (translateMessage answers them as they are).

/** Starts (once) the load of the page language's contract sentences. */
export function loadContractSentences(): Promise<void> {
  return loadCatalog(API_MESSAGES_CATALOGUE, loadApiMessages as CatalogLoader);
}

/** Whether translateMessage can answer in the page's language now. */
export function contractSentencesReady(): boolean {
  return pageLanguage() === 'en' || isCatalogReady(API_MESSAGES_CATALOGUE);
}
