import { registerRemotes } from '@module-federation/enhanced/runtime';
import {
  REMOTE_LIST_ELEMENT_ID,
  fetchRemoteList,
  inlineRemoteList,
  registerRuntimeRemotes,
} from './register-runtime-remotes';

jest.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: jest.fn() }));

test('reads the remote list and drops malformed entries', async () => {
  const fetchImpl = jest
    .fn()
    .mockResolvedValue(
      new Response(
        JSON.stringify([
          { name: 'mf_shorts', entry: '/remotes/mf-shorts/mf-manifest.json' },
          { name: 1 },
        ]),
      ),
    );
  await expect(fetchRemoteList(fetchImpl)).resolves.toEqual([
    { name: 'mf_shorts', entry: '/remotes/mf-shorts/mf-manifest.json' },
  ]);
  expect(fetchImpl).toHaveBeenCalledWith('/remotes.json', { cache: 'no-store' });
});

test('a failing list is an error the caller can survive', async () => {
  const fetchImpl = jest
    .fn()
    .mockResolvedValue(new Response('down', { status: 503, statusText: 'Service Unavailable' }));
  await expect(fetchRemoteList(fetchImpl)).rejects.toThrow('503: Service Unavailable');
});

describe('the list written into the page by the server', () => {
  afterEach(() => document.getElementById(REMOTE_LIST_ELEMENT_ID)?.remove());

  function writeList(text: string) {
    const element = document.createElement('script');
    element.id = REMOTE_LIST_ELEMENT_ID;
    element.type = 'application/json';
    element.textContent = text;
    document.head.append(element);
  }

  test('is used without asking the server', async () => {
    writeList('[{"name":"mf_shorts","entry":"/remotes/mf-shorts/mf-manifest.json"},{"name":2}]');
    expect(inlineRemoteList()).toEqual([
      { name: 'mf_shorts', entry: '/remotes/mf-shorts/mf-manifest.json' },
    ]);
    const fetchSpy = jest.spyOn(globalThis, 'fetch');
    await registerRuntimeRemotes();
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(registerRemotes).toHaveBeenLastCalledWith([
      { name: 'mf_shorts', entry: '/remotes/mf-shorts/mf-manifest.json' },
    ]);
    fetchSpy.mockRestore();
  });

  test('is ignored when missing or unreadable, so /remotes.json is read instead', () => {
    expect(inlineRemoteList()).toBeNull();
    writeList('{not json');
    expect(inlineRemoteList()).toBeNull();
  });
});
