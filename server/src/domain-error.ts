// The errors domain code throws (docs/errors.md): what went wrong, in the domain's words,
// with no HTTP in it. The HTTP layer maps each kind to a status and writes the API's error
// body in one place (http/domain-errors.ts, used by the app's error handler); routes keep
// HttpError for what only HTTP knows (CSRF, rate limits, request bodies, cookies).

export type FieldErrors = Record<string, string>;

export type DomainErrorKind =
  /** The input breaks a rule (a bad cursor, a gift over the limit, a file that is not an image). */
  | 'invalid'
  /** Nobody is logged in and the action needs an account. */
  | 'unauthenticated'
  /** The actor may not do this (not the owner, not activated, an expired link). */
  | 'forbidden'
  /** The thing named does not exist (or no longer does). */
  | 'not-found'
  /** The state of things does not allow it (a second profile, a used link, a reused key). */
  | 'conflict'
  /** The input is bigger than allowed. */
  | 'too-large'
  /** An allowance is used up (uploads a day, open upload links). */
  | 'limit'
  /** A service the server depends on did not answer (the identity provider). */
  | 'upstream';

export class DomainError extends Error {
  constructor(
    readonly kind: DomainErrorKind,
    message: string,
    /** Field name -> message, for a form to show beside its fields. */
    readonly errors?: FieldErrors,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

export const invalid = (message: string, errors?: FieldErrors) =>
  new DomainError('invalid', message, errors);
export const unauthenticated = (message = 'Not logged in') =>
  new DomainError('unauthenticated', message);
export const forbidden = (message = 'Not allowed') => new DomainError('forbidden', message);
export const notFound = (message = 'Not found') => new DomainError('not-found', message);
export const conflict = (message: string, errors?: FieldErrors) =>
  new DomainError('conflict', message, errors);
