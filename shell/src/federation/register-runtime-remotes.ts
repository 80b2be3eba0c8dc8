import { registerRemotes } from '@module-federation/enhanced/runtime';

export interface RuntimeRemote {
  name: string;
  entry: string;
}

/** The remotes the server lists in /remotes.json (served no-cache). */
export async function fetchRemoteList(fetchImpl: typeof fetch = fetch): Promise<RuntimeRemote[]> {
  const response = await fetchImpl('/remotes.json', { cache: 'no-store' });
  if (!response.ok) throw new Error(`${response.status}: ${response.statusText}`);
  const list: unknown = await response.json();
  if (!Array.isArray(list)) throw new Error('remotes.json is not a list');
  return list.filter(
    (item): item is RuntimeRemote =>
      typeof item?.name === 'string' && typeof item?.entry === 'string',
  );
}

export async function registerRuntimeRemotes(): Promise<void> {
  try {
    registerRemotes(await fetchRemoteList());
  } catch (error) {
    // Without the list every remote area shows its own fallback; the shell still works.
    console.warn('Could not read /remotes.json; remote areas will show their fallback.', error);
  }
}
