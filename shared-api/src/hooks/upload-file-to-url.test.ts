import { ApiError } from '../request';
import { FakeXhr, installFakeXhr } from 'shared-config/testing';
import { uploadFileToUrl } from './upload-file-to-url';

installFakeXhr();

const png = () => new File(['png-bytes'], 'me.png', { type: 'image/png' });
const URL_ = '/api/objects/upload/abc';

describe('uploadFileToUrl', () => {
  it('PUTs the raw file with its Content-Type, reports progress and answers the objectPath', async () => {
    const file = png();
    const onProgress = jest.fn();
    const done = uploadFileToUrl(URL_, file, { onProgress });
    const xhr = FakeXhr.last();
    expect(xhr.method).toBe('PUT');
    expect(xhr.url).toBe(URL_);
    expect(xhr.headers).toEqual({ 'Content-Type': 'image/png' });
    expect(xhr.body).toBe(file);
    xhr.upload.onprogress?.({ loaded: 4, total: 9, lengthComputable: true } as ProgressEvent);
    expect(onProgress).toHaveBeenCalledWith(4, 9);
    xhr.answerText(200, '{"objectPath":"/files/uploads/x.png"}');
    await expect(done).resolves.toEqual({ objectPath: '/files/uploads/x.png' });
  });

  it('rejects a non-ok answer with an ApiError reading "{status}: {text}"', async () => {
    const done = uploadFileToUrl(URL_, png());
    FakeXhr.last().answerText(
      400,
      '{"message":"Only PNG, JPEG, WebP or GIF images can be uploaded"}',
    );
    const error = await done.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(400);
    expect((error as ApiError).message).toBe(
      '400: {"message":"Only PNG, JPEG, WebP or GIF images can be uploaded"}',
    );
    expect((error as ApiError).body?.message).toBe(
      'Only PNG, JPEG, WebP or GIF images can be uploaded',
    );
  });

  it('uses the status text for an empty error body', async () => {
    const done = uploadFileToUrl(URL_, png());
    FakeXhr.last().answerText(413, '', 'Payload Too Large');
    await expect(done).rejects.toThrow('413: Payload Too Large');
  });

  it('rejects a network failure and an answer without objectPath', async () => {
    const failed = uploadFileToUrl(URL_, png());
    FakeXhr.last().onerror?.();
    await expect(failed).rejects.toThrow('Network error');
    const odd = uploadFileToUrl(URL_, png());
    FakeXhr.last().answerText(200, '{}');
    await expect(odd).rejects.toThrow('The server did not say where the file was stored');
  });

  it('aborts the request when the signal fires', async () => {
    const controller = new AbortController();
    const done = uploadFileToUrl(URL_, png(), { signal: controller.signal });
    controller.abort();
    expect(FakeXhr.last().aborted).toBe(true);
    await expect(done).rejects.toMatchObject({ name: 'AbortError' });
  });
});
