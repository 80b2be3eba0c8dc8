import { fetchRemoteList } from './register-runtime-remotes';

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
