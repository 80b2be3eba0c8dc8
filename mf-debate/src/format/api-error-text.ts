import { ApiError } from 'shared-api';

/** What to show of a failed call: the server's own sentence when it sent one. */
export function apiErrorText(error: Error): string {
  return error instanceof ApiError ? (error.body?.message ?? error.message) : error.message;
}
