import { i18n } from '@lingui/core';
import { use, type ComponentType } from 'react';
import { formatNumber } from '../format/number';
import { isCatalogReady, loadCatalog, messageId, type CatalogLoader } from './catalogs';
import { contractSentencesReady, loadContractSentences } from './contract-sentences';

export type MessageValues = Record<string, string | number | null | undefined>;

/**
 * An app's messages: `t` for its code, typed by the keys of its English catalogue so a
 * misspelt key fails to type-check, and `withMessages` for each screen it exposes, which
 * renders the screen once the page language's catalogue is in (Suspense until then; a
 * failed load is the remote area's error, with Retry).
 *
 * Every language, English too, is a file of its own, fetched only by the pages in it
 * (`import(`./locales/${language}.json`)`): a Spanish page downloads no English words.
 *
 * `contractSentences`: the app's screens show sentences of the contract (its forms' messages,
 * office names: contract-sentences.ts), so they wait for those too.
 */
export function defineCatalog<Key extends string>(
  name: string,
  loader: CatalogLoader,
  { contractSentences = false }: { contractSentences?: boolean } = {},
) {
  // Started as the app's module is evaluated, before React renders the screen.
  loadCatalog(name, loader).catch(() => undefined);
  if (contractSentences) loadContractSentences().catch(() => undefined);

  const t = (key: Key, values?: MessageValues): string => i18n._(messageId(name, key), values);

  /**
   * A count's message: `one` for exactly 1, else `other`, with `{count}` written by
   * formatNumber (unless `values` gives `count` as it should be written). English and Spanish
   * pick the same way. Not ICU's `plural`: Lingui builds an
   * Intl.PluralRules for it, and a page's first Intl object loads ICU's data, a long task while
   * the page starts (shared-api/src/contracts/number-format.ts); catalogues hold no `plural`.
   */
  const tCount = (one: Key, other: Key, count: number, values?: MessageValues): string =>
    t(count === 1 ? one : other, { count: formatNumber(count), ...values });

  function withMessages<Props extends object>(Screen: ComponentType<Props>) {
    function WithMessages(props: Props) {
      if (!isCatalogReady(name)) use(loadCatalog(name, loader));
      if (contractSentences && !contractSentencesReady()) use(loadContractSentences());
      return <Screen {...props} />;
    }
    WithMessages.displayName = `WithMessages(${Screen.displayName ?? Screen.name})`;
    return WithMessages;
  }

  /** Resolves once the page language's messages are in (the shell awaits its own at start). */
  const ready = async () => {
    await Promise.all([
      loadCatalog(name, loader),
      contractSentences ? loadContractSentences() : undefined,
    ]);
  };

  return { t, tCount, withMessages, ready };
}
