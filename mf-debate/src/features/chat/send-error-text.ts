import { ApiError } from 'shared-api';
import { localTime } from './local-time';

const TOO_FAST = 'You are sending messages too fast. Wait a few seconds.';
const FAILED = 'Your message could not be sent. Please try again.';

/**
 * What the sender reads under the message box when a send fails: the server's own words for
 * a refusal (a 400's field message, a 429's rate-limit message, a 404's missing channel),
 * a general line for anything else (network, 5xx).
 */
export function sendErrorText(error: unknown): string {
  if (!(error instanceof ApiError)) return FAILED;
  const body = error.body;
  if (error.status === 429) return body?.message ?? TOO_FAST;
  // A time-out: the server names the end in UTC; the reader gets their own clock's time.
  if (error.status === 403 && body?.until) {
    return `You are timed out of this chat until ${localTime(body.until)}.`;
  }
  if (error.status === 400) {
    const fields = body?.errors ?? {};
    return fields.message ?? fields.username ?? fields.channelId ?? body?.message ?? FAILED;
  }
  if (error.status < 500 && body?.message) return body.message;
  return FAILED;
}
