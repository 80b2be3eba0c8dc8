import Uppy, { type Meta } from '@uppy/core';
import { failure, json, mockApi } from 'shared-config/testing';
import { PhotoUploader, type PhotoUploadBody } from './photo-uploader';
import { FakeXhr, installFakeXhr } from 'shared-config/testing';

// The real Uppy with our plugin; only the network is a stand-in: mockApi answers the fetch of
// a fresh upload URL, FakeXhr the PUT of the file's bytes.
installFakeXhr();
// Uppy logs each failed upload to the console, as in the browser.
beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

const UPLOAD_URL = 'POST /api/objects/upload';
const STORED = '/files/uploads/abc.png';
const EVENTS = ['upload', 'upload-start', 'upload-progress', 'upload-success', 'upload-error'];

function setup(uploadUrlAnswer = () => json(200, { uploadURL: '/api/objects/upload/tok' })) {
  const server = mockApi({ [UPLOAD_URL]: uploadUrlAnswer });
  const uppy = new Uppy<Meta, PhotoUploadBody>().use(PhotoUploader);
  const events: [string, ...unknown[]][] = [];
  for (const name of EVENTS) {
    uppy.on(name as 'upload', (...args: unknown[]) => events.push([name, ...args]));
  }
  const file = new File(['png-bytes'], 'me.png', { type: 'image/png' });
  const fileId = uppy.addFile({ name: file.name, type: file.type, data: file });
  return { server, uppy, events, file, fileId, names: () => events.map(([name]) => name) };
}

/** Until the plugin has PUT the file (its URL is fetched first). */
async function putSent() {
  for (let turn = 0; turn < 50 && FakeXhr.sent.length === 0; turn += 1) {
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
  return FakeXhr.last();
}

describe('PhotoUploader', () => {
  it('asks for a fresh URL, PUTs the file there with progress, and reports the stored path', async () => {
    const { server, uppy, events, file, fileId, names } = setup();
    const uploading = uppy.upload();
    const xhr = await putSent();
    expect(server.calls(UPLOAD_URL)).toHaveLength(1);
    expect(xhr.method).toBe('PUT');
    expect(xhr.url).toBe('/api/objects/upload/tok');
    expect(xhr.headers).toEqual({ 'Content-Type': 'image/png' });
    expect(xhr.body).toBe(file);
    xhr.progress(4, 9);
    xhr.answer(200, { objectPath: STORED });
    await uploading;

    expect(names()).toEqual(['upload', 'upload-start', 'upload-progress', 'upload-success']);
    const progress = events.find(([name]) => name === 'upload-progress');
    expect(progress?.[2]).toMatchObject({ bytesUploaded: 4, bytesTotal: 9 });
    const success = events.find(([name]) => name === 'upload-success');
    expect(success?.[1]).toMatchObject({ id: fileId, name: 'me.png' });
    expect(success?.[2]).toEqual({ status: 200, body: { objectPath: STORED }, uploadURL: STORED });
    expect(uppy.getFile(fileId).progress.uploadComplete).toBe(true);
  });

  it("reports a refused upload with the server's message", async () => {
    const { uppy, events, names } = setup();
    const uploading = uppy.upload();
    (await putSent()).answer(400, {
      message: 'Only PNG, JPEG, WebP or GIF images can be uploaded',
    });
    await uploading;
    const error = events.find(([name]) => name === 'upload-error');
    expect(error?.[2]).toEqual({
      name: 'UploadError',
      message: 'Only PNG, JPEG, WebP or GIF images can be uploaded',
    });
    expect(names()).not.toContain('upload-success');
  });

  it('asks a logged-out user to log in again', async () => {
    const { uppy, events } = setup(() => failure(401, 'Unauthorized'));
    await uppy.upload();
    const error = events.find(([name]) => name === 'upload-error');
    expect(error?.[2]).toMatchObject({
      message: 'Your session has ended. Please log in again to upload.',
    });
    expect(FakeXhr.sent).toHaveLength(0);
  });

  it('aborts the PUT of a removed file and reports nothing', async () => {
    const { uppy, fileId, names } = setup();
    const uploading = uppy.upload();
    const xhr = await putSent();
    uppy.removeFile(fileId);
    await uploading;
    expect(xhr.aborted).toBe(true);
    expect(names()).not.toContain('upload-error');
    expect(names()).not.toContain('upload-success');
  });

  it('aborts the PUT when every upload is cancelled, and reports nothing', async () => {
    const { uppy, names } = setup();
    const uploading = uppy.upload();
    const xhr = await putSent();
    uppy.cancelAll();
    await uploading.catch(() => undefined);
    expect(xhr.aborted).toBe(true);
    expect(names()).not.toContain('upload-error');
  });

  it('never sends a finished file twice', async () => {
    const { server, uppy, fileId } = setup();
    const uploading = uppy.upload();
    (await putSent()).answer(200, { objectPath: STORED });
    await uploading;
    // As if Upload or Retry were pressed again on the finished file.
    await uppy.upload();
    await uppy.retryUpload(fileId);
    expect(server.calls(UPLOAD_URL)).toHaveLength(1);
    expect(FakeXhr.sent).toHaveLength(1);
  });

  it('lets go of everything when Uppy is destroyed: the PUT is aborted, nothing reported', async () => {
    const { uppy, names } = setup();
    const uploading = uppy.upload();
    const xhr = await putSent();
    uppy.destroy();
    await uploading.catch(() => undefined);
    expect(xhr.aborted).toBe(true);
    expect(names()).not.toContain('upload-error');
    expect(names()).not.toContain('upload-success');
  });

  it('aborts the PUT when the plugin is removed, keeping the file and reporting nothing', async () => {
    const { uppy, fileId, names } = setup();
    const uploading = uppy.upload();
    const xhr = await putSent();
    const plugin = uppy.getPlugin('PhotoUploader');
    if (plugin) uppy.removePlugin(plugin);
    await uploading.catch(() => undefined);
    expect(xhr.aborted).toBe(true);
    expect(uppy.getFile(fileId)).toBeDefined();
    expect(names()).not.toContain('upload-error');
  });
});
