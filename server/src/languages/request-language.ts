import type { FastifyRequest } from 'fastify';
import {
  isLanguage,
  LANGUAGE_COOKIE,
  languageFromAcceptLanguage,
  type Language,
} from 'shared-api/languages';
import { currentUser, type SessionUser } from '../auth/session';
import type { Db } from '../db/db';
import { memberLanguage } from './member-language';

// The language of a request (docs/languages.md): the page it is served in, the error answers
// it gets, the mail it causes. One rule: the logged-in member's account setting
// (users.language), else the visitor's choice (the paid_lang cookie), else the browser's
// Accept-Language; English when none names a language PAID speaks.

/**
 * The visitor's part of the rule, without the database: the cookie, else Accept-Language.
 * Also what an answer gets when the account cannot be read (the database failed) or before
 * cookies are parsed (the router's own errors, http/framework-errors.ts).
 */
export function visitorLanguage(request: FastifyRequest): Language {
  // `cookies` is unset on a request the router refused before any hook ran.
  const chosen = (request.cookies as FastifyRequest['cookies'] | undefined)?.[LANGUAGE_COOKIE];
  if (isLanguage(chosen)) return chosen;
  return languageFromAcceptLanguage(request.headers['accept-language']);
}

/**
 * The request's language. `user` is the session's member when the caller has already looked
 * it up; otherwise currentUser looks it up (once per request: auth/session.ts). A visitor
 * without a session cookie costs no query; a member, one (their account's setting).
 */
export async function requestLanguage(
  request: FastifyRequest,
  db: Db,
  user?: SessionUser | null,
): Promise<Language> {
  try {
    const member = user === undefined ? await currentUser(request, db) : user;
    const chosen = member ? await memberLanguage(db, member.id) : null;
    if (chosen) return chosen;
  } catch (error) {
    // A page or an error answer still goes out, in the visitor's language.
    request.log.warn({ err: error }, "could not read the member's language");
  }
  return visitorLanguage(request);
}
