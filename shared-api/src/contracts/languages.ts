// The languages PAID speaks (docs/languages.md): one list for the server (which picks a page's
// language and writes it into <html lang>) and the browser (which reads it back from there).
// English is the spec's and the fallback of every message.

export const LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** The visitor's choice, remembered for a year; a member's choice is also their account's. */
export const LANGUAGE_COOKIE = 'paid_lang';
export const LANGUAGE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/** Each language's name in itself: what the switch offers. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', es: 'Español' };

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/**
 * The first supported language of an Accept-Language header ('es-US,es;q=0.9,en;q=0.8'), by
 * quality then order; English when none is supported.
 */
export function languageFromAcceptLanguage(header: string | undefined | null): Language {
  if (!header) return DEFAULT_LANGUAGE;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const quality = q ? Number(q.slice(2)) : 1;
      return { base: tag.trim().toLowerCase().split('-')[0], quality, index };
    })
    .filter((entry) => Number.isFinite(entry.quality) && entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  return ranked.map((entry) => entry.base).find(isLanguage) ?? DEFAULT_LANGUAGE;
}
