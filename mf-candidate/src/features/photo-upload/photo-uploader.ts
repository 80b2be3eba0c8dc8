import { BasePlugin, type Meta, type PluginOpts, type Uppy, type UppyFile } from '@uppy/core';
import { requestUploadUrl, uploadFileToUrl, type UploadedFile } from 'shared-api';
import { t } from '../../candidate-page-messages';
import { uploadErrorMessage } from './upload-error-message';

// Why a small uploader of our own: @uppy/aws-s3 6 signs each request (`signRequest`) and
// reports only `{ location, key }` on success, not the PUT's answer, and our server answers
// the stored file's path (`objectPath`) in that body. This plugin does the same one-PUT
// upload through shared-api: a fresh one-time URL per file, the raw bytes with their
// Content-Type, progress as the browser reports it, and `upload-success` carrying the answer.

/** What `upload-success` carries in `response.body` (and what `file.response.body` holds). */
export type PhotoUploadBody = UploadedFile;

export type PhotoUploaderOptions = PluginOpts & {
  /** Seams for tests; default to shared-api's requests. */
  requestUploadUrl?: typeof requestUploadUrl;
  uploadFile?: typeof uploadFileToUrl;
};

type PhotoFile<M extends Meta> = UppyFile<M, PhotoUploadBody>;

export class PhotoUploader<M extends Meta> extends BasePlugin<
  PhotoUploaderOptions,
  M,
  PhotoUploadBody
> {
  #controllers = new Map<string, AbortController>();

  constructor(uppy: Uppy<M, PhotoUploadBody>, opts: PhotoUploaderOptions = {}) {
    super(uppy, opts);
    this.id = opts.id ?? 'PhotoUploader';
    this.type = 'uploader';
  }

  override install(): void {
    this.uppy.addUploader(this.#upload);
    this.uppy.on('file-removed', this.#onFileRemoved);
    this.uppy.on('cancel-all', this.#abortAll);
  }

  override uninstall(): void {
    this.uppy.removeUploader(this.#upload);
    this.uppy.off('file-removed', this.#onFileRemoved);
    this.uppy.off('cancel-all', this.#abortAll);
    this.#abortAll();
  }

  #onFileRemoved = (file: PhotoFile<M> | undefined): void => {
    if (file) this.#controllers.get(file.id)?.abort();
  };

  #abortAll = (): void => {
    for (const controller of this.#controllers.values()) controller.abort();
    this.#controllers.clear();
  };

  #upload = async (fileIDs: string[]): Promise<void> => {
    // Files that failed stay failed until retried (Uppy clears their error), and finished
    // ones are never sent twice.
    const files = this.uppy
      .getFilesByIds(fileIDs)
      .filter((file) => !file.error && !file.progress.uploadComplete);
    if (files.length === 0) return;
    this.uppy.emit('upload-start', files);
    await Promise.allSettled(files.map((file) => this.#uploadOne(file)));
  };

  async #uploadOne(file: PhotoFile<M>): Promise<void> {
    const controller = new AbortController();
    this.#controllers.set(file.id, controller);
    const { signal } = controller;
    const request = this.opts.requestUploadUrl ?? requestUploadUrl;
    const put = this.opts.uploadFile ?? uploadFileToUrl;
    const uploadStarted = Date.now();
    try {
      if (file.isRemote || !(file.data instanceof Blob)) {
        throw new Error(t('photo.deviceOnly'));
      }
      const { uploadURL } = await request(signal);
      const stored = await put(uploadURL, file.data, {
        signal,
        onProgress: (bytesUploaded, bytesTotal) => {
          if (signal.aborted) return;
          this.uppy.emit('upload-progress', this.uppy.getFile(file.id), {
            uploadStarted,
            bytesUploaded,
            bytesTotal,
          });
        },
      });
      this.uppy.emit('upload-success', this.uppy.getFile(file.id), {
        status: 200,
        body: stored,
        uploadURL: stored.objectPath,
      });
    } catch (error) {
      // A removed file or a cancelled upload is not a failure to report.
      if (signal.aborted) return;
      this.uppy.emit('upload-error', this.uppy.getFile(file.id), {
        name: 'UploadError',
        message: uploadErrorMessage(error),
      });
    } finally {
      this.#controllers.delete(file.id);
    }
  }
}
