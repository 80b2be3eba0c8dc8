// The contract's and the server's sentences in the site's other languages, keyed by their
// English (docs/languages.md). The server translates its answers with the same files; the
// browser loads them on a page in another language, for what its forms say before anything
// is sent (a zod schema's message: shared-ui's translateMessage).

type CatalogueModule = { messages: Record<string, unknown> } | { default: Record<string, unknown> };

/** An English page needs none: the sentences are written in English. */
export const loadApiMessages = (language: string): Promise<CatalogueModule> =>
  language === 'en'
    ? Promise.resolve({ messages: {} })
    : import(/* webpackExclude: /en\.json$/ */ `./${language}.json`);
