import { ApiError } from 'shared-api';
import { t } from '../../messages';
import { localTime } from './local-time';

/**
 * What the sender reads under the message box when a send fails: the server's own words for
 * a refusal (a 400's field message, a 429's rate-limit message, a 404's missing channel),
 * a general line for anything else (network, 5xx).
 */
export function sendErrorText(error: unknown): string {
  const failed = t('chat.sendFailed');
  if (!(error instanceof ApiError)) return failed;
  const body = error.body;
  if (error.status === 429) return body?.message ?? t('chat.tooFast');
  // A time-out: the server names the end in UTC; the reader gets their own clock's time.
  if (error.status === 403 && body?.until) {
    return t('chat.timedOutUntil', { time: localTime(body.until) });
  }
  if (error.status === 400) {
    const fields = body?.errors ?? {};
    return fields.message ?? fields.username ?? fields.channelId ?? body?.message ?? failed;
  }
  if (error.status < 500 && body?.message) return body.message;
  return failed;
}
