import * as contract from '../contracts/browser-contract';
import type { UploadTarget } from '../contracts';
import { apiRequest } from '../request';

// Not a hook: the photo uploader (an Uppy plugin, outside React) asks for one fresh upload
// URL per file, so this is the plain request the plugin calls.

/** POST /api/objects/upload: a one-time same-origin URL to PUT one file to (logged in). */
export function requestUploadUrl(signal?: AbortSignal): Promise<UploadTarget> {
  return apiRequest(contract.uploads.create, { signal });
}
