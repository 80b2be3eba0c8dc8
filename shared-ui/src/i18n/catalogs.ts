import { i18n, type Messages } from '@lingui/core';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from 'shared-api/languages';

// Messages with Lingui (docs/languages.md). One instance for the page: @lingui/core's `i18n`,
// a shared singleton, so every remote's messages and the active language are in one place.
// Each app owns its messages (`src/locales/<language>.json`, compiled by its own build) and
// loads them itself, so a remote released alone brings its new strings.
//
// A page has one language for its whole life: the server chose it (account, cookie, then the
// browser's Accept-Language) and wrote it into <html lang>; switching languages reloads the page.
// So nothing re-renders on a language change, and `t` may be called anywhere in a render.

/** The page's language, as the server wrote it into <html lang>. */
export function pageLanguage(): Language {
  const lang = typeof document === 'undefined' ? '' : document.documentElement.lang;
  return isLanguage(lang) ? lang : DEFAULT_LANGUAGE;
}

/** What an app's `locales/<language>.json` is once built (shared-config/webpack/catalog-loader.js). */
type CatalogModule = { messages: Messages } | { default: Messages };
export type CatalogLoader = (language: Language) => Promise<CatalogModule>;

interface Entry {
  ready: boolean;
  promise: Promise<void>;
}

// On globalThis, not in this module: a remote released alone may run its own copy of
// shared-ui (shared-modules.js), and its catalogues must still land in the one registry.
const REGISTRY = Symbol.for('paid.i18n.catalogs');
type Registry = Map<string, Entry>;
const registry: Registry = ((globalThis as Record<symbol, unknown>)[REGISTRY] ??=
  new Map()) as Registry;

// Jest compiles messages at run time (Lingui does outside production); the build never does.
const messagesOf = (module: CatalogModule): Messages =>
  'messages' in module ? module.messages : module.default;

/**
 * The id of key `key` of catalogue `name` in the one i18n instance: the catalogue's name is
 * part of it, so two apps may use the same key ('candidates.loading') with different words.
 */
export const messageId = (name: string, key: string) => `${name}:${key}`;

function loadInto(name: string, language: Language, messages: Messages) {
  const prefixed: Messages = {};
  for (const key of Object.keys(messages)) prefixed[messageId(name, key)] = messages[key];
  i18n.load(language, prefixed);
  if (i18n.locale !== language) i18n.activate(language);
}

/** Loads catalogue `name` for the page's language once; the same promise after that. */
export function loadCatalog(name: string, loader: CatalogLoader): Promise<void> {
  const language = pageLanguage();
  const key = `${name}:${language}`;
  let entry = registry.get(key);
  if (!entry) {
    const created: Entry = {
      ready: false,
      promise: loader(language).then((module) => {
        loadInto(name, language, messagesOf(module));
        created.ready = true;
      }),
    };
    // A failed load may be retried (the remote area's Retry renders the screen again).
    created.promise.catch(() => registry.delete(key));
    registry.set(key, created);
    entry = created;
  }
  return entry.promise;
}

export function isCatalogReady(name: string): boolean {
  return registry.get(`${name}:${pageLanguage()}`)?.ready === true;
}

/** Test set-up: messages already in hand, marked loaded so screens render at once. */
export function provideCatalog(name: string, language: Language, messages: Messages): void {
  loadInto(name, language, messages);
  registry.set(`${name}:${language}`, { ready: true, promise: Promise.resolve() });
}

/** The catalogue of the contract's and the server's sentences, keyed by their English. */
export const API_MESSAGES_CATALOGUE = 'shared-api';

/**
 * A sentence of the contract (a zod schema's message a form shows before anything is sent) in
 * the page's language: its translation when the page's language has one, else the English
 * as written. The server answers in the request's language by itself (docs/languages.md).
 */
export function translateMessage(english: string): string {
  const id = messageId(API_MESSAGES_CATALOGUE, english);
  return i18n.locale && i18n.messages[id] !== undefined ? i18n._(id) : english;
}
