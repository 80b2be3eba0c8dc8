import type { UploadedFile } from '../contracts';
import { ApiError, parseApiErrorBody } from '../request';

// Not a hook: the PUT of the file bytes to the URL from `requestUploadUrl`. It is an
// XMLHttpRequest, not `apiRequest`, because fetch reports no upload progress and the
// upload dialog shows it; errors read the same as apiRequest's ("{status}: {text}").

export interface UploadFileOptions {
  /** Bytes sent so far and in all, as the browser reports them. */
  onProgress?: (bytesUploaded: number, bytesTotal: number) => void;
  signal?: AbortSignal;
}

function abortError(): DOMException {
  return new DOMException('The upload was cancelled', 'AbortError');
}

/**
 * PUTs `file` as the raw request body with its own Content-Type (the server checks the bytes
 * are the image type they claim) and resolves to the stored file's path, `/files/<key>`.
 */
export function uploadFileToUrl(
  uploadURL: string,
  file: Blob,
  { onProgress, signal }: UploadFileOptions = {},
): Promise<UploadedFile> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(abortError());
      return;
    }
    const xhr = new XMLHttpRequest();
    const onAbortSignal = () => xhr.abort();
    const settle = () => signal?.removeEventListener('abort', onAbortSignal);

    xhr.open('PUT', uploadURL);
    xhr.withCredentials = true;
    if (file.type) xhr.setRequestHeader('Content-Type', file.type);
    xhr.upload.onprogress = (event) => {
      onProgress?.(event.loaded, event.lengthComputable ? event.total : file.size);
    };
    xhr.onload = () => {
      settle();
      const text = xhr.responseText;
      if (xhr.status < 200 || xhr.status >= 300) {
        reject(
          new ApiError(
            xhr.status,
            `${xhr.status}: ${text || xhr.statusText}`,
            parseApiErrorBody(text),
          ),
        );
        return;
      }
      try {
        const answer = JSON.parse(text) as Partial<UploadedFile> | null;
        if (typeof answer?.objectPath !== 'string') throw new Error('no objectPath');
        resolve({ objectPath: answer.objectPath });
      } catch {
        reject(new Error('The server did not say where the file was stored'));
      }
    };
    xhr.onerror = () => {
      settle();
      reject(new Error('Network error: the upload did not reach the server'));
    };
    xhr.onabort = () => {
      settle();
      reject(abortError());
    };
    signal?.addEventListener('abort', onAbortSignal);
    xhr.send(file);
  });
}
