import { registeredRemote } from './register-runtime-remotes';
import { remoteErrorReport, reportRemoteError } from './report-remote-error';

jest.mock('./register-runtime-remotes', () => ({ registeredRemote: jest.fn() }));
const registered = jest.mocked(registeredRemote);

beforeEach(() => {
  registered.mockReturnValue({
    name: 'mf_shorts',
    entry: '/releases/mf-shorts/20261125T071502Z-08c6718/mf-manifest.json',
    release: '20261125T071502Z-08c6718',
  });
  window.history.replaceState(null, '', '/Shorts');
});

test('names the release the tab registered for the remote, the page and the cause', () => {
  const error = new Error('The mf_shorts area could not be loaded.', {
    cause: new Error('Loading chunk 12 failed'),
  });
  expect(remoteErrorReport('mf_shorts', error)).toEqual({
    remote: 'mf_shorts',
    release: '20261125T071502Z-08c6718',
    message: 'The mf_shorts area could not be loaded. (Loading chunk 12 failed)',
    stack: error.stack,
    path: '/Shorts',
  });
});

test("says 'built' for a remote with no release, and clips what the server would refuse", () => {
  registered.mockReturnValue(undefined);
  const report = remoteErrorReport('mf_shorts', new Error('x'.repeat(5000)));
  expect(report.release).toBe('built');
  expect(report.message).toHaveLength(1000);
});

test('posts to /api/client-errors, at most five times per page, and never throws', async () => {
  const fetchMock = jest.fn<Promise<Response>, Parameters<typeof fetch>>(async () =>
    Response.json({ counted: true }, { status: 202 }),
  );
  globalThis.fetch = fetchMock;
  for (let i = 0; i < 7; i += 1) reportRemoteError('mf_shorts', new Error(`boom ${i}`));
  await Promise.resolve();
  expect(fetchMock).toHaveBeenCalledTimes(5);
  const [url, init] = fetchMock.mock.calls[0];
  expect(String(url)).toBe('/api/client-errors');
  expect(init?.method).toBe('POST');
  expect(JSON.parse(String(init?.body))).toMatchObject({ remote: 'mf_shorts', message: 'boom 0' });
});
