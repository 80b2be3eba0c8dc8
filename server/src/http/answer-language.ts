import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/db';
import { requestLanguage, visitorLanguage } from '../languages/request-language';
import { errorBodyIn } from '../languages/server-messages';
import type { ErrorBody } from './http-error';

// Answers in the request's language (docs/languages.md): a page's Vary, and every error
// answer's words (the app's error handler and not-found handler answer through
// sendErrorAnswer, the router's own errors through framework-errors.ts). A sentence the table
// (languages/server-messages.ts) lacks stays English.

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

/** Sends an error answer, its message (and field messages) in the request's language. */
export async function sendErrorAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  db: Db,
  status: number,
  body: ErrorBody,
): Promise<FastifyReply> {
  const language = await requestLanguage(request, db);
  varyByLanguage(reply);
  return reply.code(status).send(errorBodyIn(body, language));
}

/** The same for an answer without the database (the router's own errors): the visitor's. */
export function errorBodyInVisitorLanguage(request: FastifyRequest, body: ErrorBody): ErrorBody {
  return errorBodyIn(body, visitorLanguage(request));
}
