import type { FastifyReply } from 'fastify';

// Answers in the request's language (docs/languages.md): a page's Vary.

/** What an answer's language is chosen by (languages/request-language.ts). */
export const LANGUAGE_VARY = 'Accept-Language, Cookie';

/** Adds `LANGUAGE_VARY` to the answer's Vary header, keeping what it had. */
export function varyByLanguage(reply: FastifyReply): void {
  const had = reply.getHeader('vary');
  const names = (Array.isArray(had) ? had.join(',') : String(had ?? ''))
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '');
  const lower = names.map((name) => name.toLowerCase());
  for (const name of LANGUAGE_VARY.split(', ')) {
    if (!lower.includes(name.toLowerCase())) names.push(name);
  }
  reply.header('vary', names.join(', '));
}
