import { registerRemotes } from '@module-federation/enhanced/runtime';

export interface RuntimeRemote {
  name: string;
  entry: string;
}

/**
 * The element in which the server writes the remote list into index.html
 * (server/src/http/shell-html.ts), which saves a round trip before a remote can load.
 */
export const REMOTE_LIST_ELEMENT_ID = 'paid-remotes';

function validRemotes(list: unknown): RuntimeRemote[] {
  if (!Array.isArray(list)) throw new Error('the remote list is not a list');
  return list.filter(
    (item): item is RuntimeRemote =>
      typeof item?.name === 'string' && typeof item?.entry === 'string',
  );
}

/** The list written into the page, or null where there is none (the shell's dev server). */
export function inlineRemoteList(doc: Document = document): RuntimeRemote[] | null {
  const text = doc.getElementById(REMOTE_LIST_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    return validRemotes(JSON.parse(text));
  } catch {
    return null;
  }
}

/** The remotes the server lists in /remotes.json (served no-cache). */
export async function fetchRemoteList(fetchImpl: typeof fetch = fetch): Promise<RuntimeRemote[]> {
  const response = await fetchImpl('/remotes.json', { cache: 'no-store' });
  if (!response.ok) throw new Error(`${response.status}: ${response.statusText}`);
  return validRemotes(await response.json());
}

export async function registerRuntimeRemotes(): Promise<void> {
  try {
    registerRemotes(inlineRemoteList() ?? (await fetchRemoteList()));
  } catch (error) {
    // Without the list every remote area shows its own fallback; the shell still works.
    console.warn('Could not read /remotes.json; remote areas will show their fallback.', error);
  }
}
