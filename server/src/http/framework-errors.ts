import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { errorBodyInVisitorLanguage, varyByLanguage } from './answer-language';

// Errors Fastify's router raises before any route or error handler runs (a path segment it
// cannot decode, a path param over its 100-character limit). By default it writes its own
// `{ error, code, message, statusCode }` body, without our headers; found by
// server/test/fuzz-mutating-routes.test.ts. Here they get the API's `{ message }` form
// (docs/errors.md) and the security headers (the app's onSend hooks do not run for them), in
// the visitor's language (no cookie is parsed yet, so Accept-Language's: answer-language.ts).

const MESSAGES: Record<string, { status: number; message: string }> = {
  FST_ERR_BAD_URL: { status: 400, message: 'The URL is not valid' },
  FST_ERR_MAX_PARAM_LENGTH: { status: 414, message: 'A part of the URL is too long' },
};

export function frameworkErrorHandler(headers: Record<string, string>) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply): void => {
    const known = MESSAGES[error.code] ?? { status: 500, message: 'Internal server error' };
    varyByLanguage(reply);
    reply
      .code(known.status)
      .headers(headers)
      .send(errorBodyInVisitorLanguage(request, { message: known.message }));
  };
}
