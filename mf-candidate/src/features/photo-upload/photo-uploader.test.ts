import { ApiError, type UploadFileOptions } from 'shared-api';
import { FakeUppy } from './testing/fake-uppy';
import { PhotoUploader, type PhotoUploaderOptions } from './photo-uploader';

type FakeUppyModule = typeof import('./testing/fake-uppy');
jest.mock('@uppy/core', () =>
  jest.requireActual<FakeUppyModule>('./testing/fake-uppy').fakeUppyCore(),
);

const png = () => new File(['png-bytes'], 'me.png', { type: 'image/png' });

function setup(options: PhotoUploaderOptions) {
  const uppy = new FakeUppy();
  // The fake stands in for Uppy's class, which the plugin's types name.
  uppy.use(PhotoUploader as never, options);
  const fileId = uppy.addFile(png());
  return { uppy, fileId };
}

const events = (uppy: FakeUppy) => uppy.emitted.map(([name]) => name);

describe('PhotoUploader', () => {
  it('asks for a fresh URL, PUTs the file there with progress, and reports the stored path', async () => {
    const requestUploadUrl = jest.fn(async () => ({ uploadURL: '/api/objects/upload/tok' }));
    const uploadFile = jest.fn(async (_url: string, _file: Blob, options?: UploadFileOptions) => {
      options?.onProgress?.(4, 9);
      return { objectPath: '/files/uploads/abc.png' };
    });
    const { uppy, fileId } = setup({ requestUploadUrl, uploadFile });
    await uppy.upload();

    expect(requestUploadUrl).toHaveBeenCalledTimes(1);
    expect(uploadFile).toHaveBeenCalledWith(
      '/api/objects/upload/tok',
      uppy.getFile(fileId)?.data,
      expect.objectContaining({ signal: expect.any(AbortSignal) }),
    );
    expect(events(uppy)).toEqual([
      'file-added',
      'upload',
      'upload-start',
      'upload-progress',
      'upload-success',
    ]);
    const progress = uppy.emitted.find(([name]) => name === 'upload-progress');
    expect(progress?.[2]).toMatchObject({ bytesUploaded: 4, bytesTotal: 9 });
    const success = uppy.emitted.find(([name]) => name === 'upload-success');
    expect(success?.[1]).toBe(uppy.getFile(fileId));
    expect(success?.[2]).toEqual({
      status: 200,
      body: { objectPath: '/files/uploads/abc.png' },
      uploadURL: '/files/uploads/abc.png',
    });
  });

  it("reports a refused upload with the server's message", async () => {
    const { uppy } = setup({
      requestUploadUrl: async () => ({ uploadURL: '/api/objects/upload/tok' }),
      uploadFile: async () => {
        throw new ApiError(
          400,
          '400: {"message":"Only PNG, JPEG, WebP or GIF images can be uploaded"}',
          {
            message: 'Only PNG, JPEG, WebP or GIF images can be uploaded',
          },
        );
      },
    });
    await uppy.upload();
    const error = uppy.emitted.find(([name]) => name === 'upload-error');
    expect(error?.[2]).toEqual({
      name: 'UploadError',
      message: 'Only PNG, JPEG, WebP or GIF images can be uploaded',
    });
    expect(events(uppy)).not.toContain('upload-success');
  });

  it('asks a logged-out user to log in again', async () => {
    const { uppy } = setup({
      requestUploadUrl: async () => {
        throw new ApiError(401, '401: Unauthorized');
      },
      uploadFile: jest.fn(),
    });
    await uppy.upload();
    const error = uppy.emitted.find(([name]) => name === 'upload-error');
    expect(error?.[2]).toMatchObject({
      message: 'Your session has ended. Please log in again to upload.',
    });
  });

  it('aborts the PUT of a removed file and reports nothing', async () => {
    let signal: AbortSignal | undefined;
    const { uppy, fileId } = setup({
      requestUploadUrl: async () => ({ uploadURL: '/api/objects/upload/tok' }),
      uploadFile: (_url, _file, options) =>
        new Promise((_resolve, reject) => {
          signal = options?.signal;
          signal?.addEventListener('abort', () => reject(new DOMException('x', 'AbortError')));
        }),
    });
    const uploading = uppy.upload();
    await new Promise((resolve) => setTimeout(resolve, 0));
    uppy.removeFile(fileId);
    await uploading;
    expect(signal?.aborted).toBe(true);
    expect(events(uppy)).not.toContain('upload-error');
    expect(events(uppy)).not.toContain('upload-success');
  });

  it('skips finished and failed files, and lets go of everything when removed', async () => {
    const requestUploadUrl = jest.fn();
    const { uppy, fileId } = setup({ requestUploadUrl, uploadFile: jest.fn() });
    const file = uppy.getFile(fileId);
    if (file) file.progress.uploadComplete = true;
    await uppy.upload();
    expect(requestUploadUrl).not.toHaveBeenCalled();
    uppy.destroy();
    expect(uppy.uploaders).toHaveLength(0);
    expect(uppy.listenerCount('file-removed')).toBe(0);
    expect(uppy.listenerCount('cancel-all')).toBe(0);
  });
});
