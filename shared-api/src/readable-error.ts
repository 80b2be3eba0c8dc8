import { ApiError } from './request';

// What a person reads when a call fails: a sentence, never a raw answer such as
// `500: {"message":"boom"}`. The server's own words are shown when it wrote them for people
// (a 4xx's `message`); a server failure or a lost connection gets a sentence of ours. The raw
// error goes to the console (shared-ui's ErrorState logs the `error` it is given).

export const SERVER_TROUBLE_MESSAGE =
  'Something went wrong on our side. Please try again in a moment.';
export const OFFLINE_MESSAGE = 'We could not reach PAID. Check your connection and try again.';
export const UNKNOWN_TROUBLE_MESSAGE = 'Something went wrong. Please try again.';

export function readableError(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status >= 500) return SERVER_TROUBLE_MESSAGE;
    return error.body?.message ?? UNKNOWN_TROUBLE_MESSAGE;
  }
  // fetch rejects with a TypeError when the network or the server cannot be reached.
  if (error instanceof TypeError) return OFFLINE_MESSAGE;
  return UNKNOWN_TROUBLE_MESSAGE;
}
