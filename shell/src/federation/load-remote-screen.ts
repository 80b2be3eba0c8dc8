import type { ComponentType } from 'react';
import { loadRemote, preloadRemote } from '@module-federation/enhanced/runtime';
import { REMOTE_UNAVAILABLE, RemoteUnavailableError } from './remote-unavailable';

export interface ScreenModule {
  default: ComponentType;
}

const loaded = new Map<string, Promise<ScreenModule>>();
/** Screens whose load has finished, for rendering them without waiting a turn. */
const ready = new Map<string, ScreenModule>();

/** The screen's module if it has already loaded (a page visited before), else undefined. */
export function loadedRemoteScreen(id: string): ScreenModule | undefined {
  return ready.get(id);
}

/**
 * Loads an exposed screen (`mf_shorts/shorts-screen`). Successful loads are cached; a failed
 * one is forgotten so that the area's Retry button really tries the network again.
 */
export function loadRemoteScreen(id: string): Promise<ScreenModule> {
  const cached = loaded.get(id);
  if (cached) return cached;
  const attempt = loadRemote<ScreenModule & Record<string, unknown>>(id).then(
    (module) => {
      if (!module || module[REMOTE_UNAVAILABLE] || typeof module.default !== 'function') {
        throw new RemoteUnavailableError(id);
      }
      ready.set(id, module);
      return module;
    },
    (error: unknown) => {
      throw new RemoteUnavailableError(id, error);
    },
  );
  attempt.catch(() => loaded.delete(id));
  loaded.set(id, attempt);
  return attempt;
}

/** Warms a remote (entry + shared negotiation) when the user is about to visit it. */
export function preloadRemoteArea(remoteName: string): void {
  void Promise.resolve()
    .then(() => preloadRemote([{ nameOrAlias: remoteName, exposes: [] }]))
    .catch(() => undefined);
}
