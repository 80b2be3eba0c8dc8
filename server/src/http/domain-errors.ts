import type { DomainError, DomainErrorKind } from '../domain-error';
import { HttpError } from './http-error';

// The one place a domain error becomes an HTTP answer (docs/errors.md): each kind's status,
// and the API's error body `{ message, errors? }`. The app's error handler calls it.

export const DOMAIN_ERROR_STATUS: Readonly<Record<DomainErrorKind, number>> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  'not-found': 404,
  conflict: 409,
  'too-large': 413,
  limit: 429,
  upstream: 502,
};

export function httpErrorOf(error: DomainError): HttpError {
  return new HttpError(DOMAIN_ERROR_STATUS[error.kind], error.message, error.errors);
}
