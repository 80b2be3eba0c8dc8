/** Marks a fallback module produced by the runtime plugin for a remote that failed. */
export const REMOTE_UNAVAILABLE = '__paidRemoteUnavailable';

export class RemoteUnavailableError extends Error {
  constructor(
    readonly moduleId: string,
    cause?: unknown,
  ) {
    super(`The ${moduleId.split('/')[0]} area could not be loaded.`, { cause });
    this.name = 'RemoteUnavailableError';
  }
}
