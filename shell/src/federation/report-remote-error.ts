import {
  CLIENT_ERROR_MESSAGE_MAX,
  CLIENT_ERROR_PATH_MAX,
  CLIENT_ERROR_STACK_MAX,
  sendClientErrorReport,
  type ClientErrorReport,
} from 'shared-api';
import { registeredRemote } from './register-runtime-remotes';

// A remote area's failure, reported to the server with the release it ran (POST
// /api/client-errors, rate-limited there), so `npm run admin -- releases` shows which release
// breaks in browsers. Best effort: a report that cannot be sent is dropped, never retried.

/** The most a page sends: a crash loop must not flood the server (it limits per address too). */
const MAX_REPORTS_PER_PAGE = 5;
let sent = 0;

const clip = (text: string, max: number) => (text.length > max ? text.slice(0, max) : text);

export function remoteErrorReport(remote: string, error: unknown): ClientErrorReport {
  const failure = error instanceof Error ? error : new Error(String(error));
  // A failed load wraps the runtime's error: report what really went wrong.
  const cause = failure.cause instanceof Error ? failure.cause : undefined;
  const message = cause ? `${failure.message} (${cause.message})` : failure.message;
  return {
    remote,
    release: registeredRemote(remote)?.release ?? 'built',
    message: clip(message || failure.name, CLIENT_ERROR_MESSAGE_MAX),
    stack: failure.stack ? clip(failure.stack, CLIENT_ERROR_STACK_MAX) : undefined,
    path: clip(window.location.pathname, CLIENT_ERROR_PATH_MAX),
  };
}

export function reportRemoteError(remote: string, error: unknown): void {
  if (sent >= MAX_REPORTS_PER_PAGE) return;
  sent += 1;
  void sendClientErrorReport(remoteErrorReport(remote, error));
}
