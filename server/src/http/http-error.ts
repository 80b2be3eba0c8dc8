import type { FieldErrors } from '../domain-error';

// The one error shape of the API (docs/errors.md): `{ message, errors?: { field: message } }`
// with the right status. Routes and the HTTP layer throw HttpError; domain code throws
// DomainError (../domain-error.ts), which http/domain-errors.ts maps to an HttpError; the
// app's error handler writes both.

export type { FieldErrors };

export interface ErrorBody {
  message: string;
  errors?: FieldErrors;
  /** A taken campaign slug's 409 offers a free one (shared-api's apiErrorSchema). */
  suggestedSlug?: string;
  /** A chat sender's time-out: when it ends (ISO). */
  until?: string;
  /** A chat sender in slow mode: seconds to wait. */
  retryAfterSeconds?: number;
}

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: FieldErrors,
    /** More fields of the error body that the contract names. */
    readonly extra?: Omit<ErrorBody, 'message' | 'errors'>,
  ) {
    super(message);
    this.name = 'HttpError';
  }

  toBody(): ErrorBody {
    const body = this.errors
      ? { message: this.message, errors: this.errors }
      : { message: this.message };
    return this.extra ? { ...body, ...this.extra } : body;
  }
}

export const badRequest = (message: string, errors?: FieldErrors) =>
  new HttpError(400, message, errors);
export const unauthorized = (message = 'Not logged in') => new HttpError(401, message);
export const forbidden = (message = 'Not allowed') => new HttpError(403, message);
export const notFound = (message = 'Not found') => new HttpError(404, message);
export const conflict = (message: string, errors?: FieldErrors) =>
  new HttpError(409, message, errors);
