import * as contract from './contracts/browser-contract';
import type { ClientErrorReport } from './contracts/releases';
import { apiRequest } from './request';

/**
 * POST /api/client-errors: a remote's failure with the release it ran. Best effort: the
 * promise never rejects, since a report that cannot be sent is dropped, never retried.
 */
export function sendClientErrorReport(report: ClientErrorReport): Promise<void> {
  return apiRequest(contract.releases.clientError, { body: report }).then(
    () => undefined,
    () => undefined,
  );
}
