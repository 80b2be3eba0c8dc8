import { PAGE_ELEMENTS } from 'shared-config/page-elements';
import { registerRemotes } from '@module-federation/enhanced/runtime';
import {
  fetchRemoteList,
  inlineRemoteList,
  isRemoteOutdated,
  registerRuntimeRemotes,
  registeredRemote,
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
  afterEach(() => document.getElementById(PAGE_ELEMENTS.remoteList)?.remove());

  function writeList(text: string) {
    const element = document.createElement('script');
    element.id = PAGE_ELEMENTS.remoteList;
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

describe('isRemoteOutdated', () => {
  const listed = (entry: string) =>
    jest
      .fn()
      .mockResolvedValue(
        new Response(JSON.stringify([{ name: 'mf_shorts', entry, release: 'r2' }])),
      );

  beforeAll(async () => {
    const element = document.createElement('script');
    element.id = PAGE_ELEMENTS.remoteList;
    element.textContent = JSON.stringify([
      { name: 'mf_shorts', entry: '/releases/mf-shorts/r1/mf-manifest.json', release: 'r1' },
    ]);
    document.head.append(element);
    await registerRuntimeRemotes();
    element.remove();
  });

  test('keeps the release each remote was registered with', () => {
    expect(registeredRemote('mf_shorts')).toEqual({
      name: 'mf_shorts',
      entry: '/releases/mf-shorts/r1/mf-manifest.json',
      release: 'r1',
    });
  });

  test('is true when the server now lists another entry for the remote', async () => {
    await expect(
      isRemoteOutdated('mf_shorts', listed('/releases/mf-shorts/r2/mf-manifest.json')),
    ).resolves.toBe(true);
  });

  test('is false for the same entry, an unknown remote, or a list that cannot be read', async () => {
    await expect(
      isRemoteOutdated('mf_shorts', listed('/releases/mf-shorts/r1/mf-manifest.json')),
    ).resolves.toBe(false);
    await expect(
      isRemoteOutdated('mf_nope', listed('/releases/mf-shorts/r2/mf-manifest.json')),
    ).resolves.toBe(false);
    const down = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(isRemoteOutdated('mf_shorts', down)).resolves.toBe(false);
  });
});
