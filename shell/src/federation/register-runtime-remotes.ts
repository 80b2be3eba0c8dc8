import { registerRemotes } from '@module-federation/enhanced/runtime';
import { PAGE_ELEMENTS } from 'shared-config/page-elements';
import { readPageElement } from '../start-up/read-page-element';

export interface RuntimeRemote {
  name: string;
  entry: string;
  /** The release the entry belongs to (server/src/releases), 'built' for a plain build. */
  release?: string;
}

/** What this page registered: the release each remote area of this tab runs. */
let registered: RuntimeRemote[] = [];

export function registeredRemote(name: string): RuntimeRemote | undefined {
  return registered.find((remote) => remote.name === name);
}

function validRemotes(list: unknown): RuntimeRemote[] {
  if (!Array.isArray(list)) throw new Error('the remote list is not a list');
  return list
    .filter(
      (item): item is RuntimeRemote =>
        typeof item?.name === 'string' && typeof item?.entry === 'string',
    )
    .map(({ name, entry, release }) =>
      typeof release === 'string' ? { name, entry, release } : { name, entry },
    );
}

/**
 * The list the server writes into the page (server/src/http/shell-html.ts), which saves a
 * round trip before a remote can load; null where there is none (the shell's dev server).
 */
export function inlineRemoteList(doc: Document = document): RuntimeRemote[] | null {
  const list = readPageElement(PAGE_ELEMENTS.remoteList, doc);
  if (list === undefined) return null;
  try {
    return validRemotes(list);
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

/**
 * Whether the server now serves another release of this remote than the one this tab
 * registered: then a failed load is an old tab's (its files may be gone), and only a reload
 * brings the new release. False when that cannot be told (no list, or the server is down).
 */
export async function isRemoteOutdated(
  name: string,
  fetchImpl: typeof fetch = fetch,
): Promise<boolean> {
  const mine = registeredRemote(name);
  if (!mine) return false;
  try {
    const live = (await fetchRemoteList(fetchImpl)).find((remote) => remote.name === name);
    return live !== undefined && live.entry !== mine.entry;
  } catch {
    return false;
  }
}

export async function registerRuntimeRemotes(): Promise<void> {
  try {
    registered = inlineRemoteList() ?? (await fetchRemoteList());
    // Copies: the runtime rewrites what it is given (entries become absolute URLs).
    registerRemotes(registered.map((remote) => ({ ...remote })));
  } catch (error) {
    // Without the list every remote area shows its own fallback; the shell still works.
    console.warn('Could not read /remotes.json; remote areas will show their fallback.', error);
  }
}
