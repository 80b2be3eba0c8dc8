import { useEffect, useRef, useState } from 'react';
import { loadRemoteScreen, loadedRemoteScreen, type ScreenModule } from './load-remote-screen';

export type RemoteScreenLoad =
  | { status: 'loading' }
  | { status: 'loaded'; module: ScreenModule }
  | { status: 'failed'; error: unknown };

/**
 * Loads an exposed screen as plain state, not through React.lazy + Suspense: React holds back
 * the reveal of a Suspense boundary's content until ~300 ms after its fallback showed (so
 * content does not flash), which made every remote page appear later than its files allowed.
 * A screen loaded before renders at once, with no spinner. `attempt` (the area's Retry) makes
 * it load again after a failure.
 */
export function useRemoteScreen(id: string, attempt: number): RemoteScreenLoad {
  const key = `${id}#${attempt}`;
  // One load per screen and attempt, started while rendering rather than after the commit,
  // so the download overlaps the rest of the first render; the effect waits on this same one.
  const started = useRef<{ key: string; promise: Promise<ScreenModule> } | null>(null);
  const start = () => {
    if (started.current?.key !== key) {
      const promise = loadRemoteScreen(id);
      promise.catch(() => undefined);
      started.current = { key, promise };
    }
    return started.current.promise;
  };
  const known = (): RemoteScreenLoad => {
    const module = loadedRemoteScreen(id);
    if (module) return { status: 'loaded', module };
    start();
    return { status: 'loading' };
  };

  const [state, setState] = useState(() => ({ key, load: known() }));
  useEffect(() => {
    if (state.key === key && state.load.status !== 'loading') return;
    let current = true;
    // Not in a transition: Lighthouse measured /tournament/CA and /PaidState/CA slower so
    // (likely because its render yields between slices, and a query answering meanwhile, a
    // store read with useSyncExternalStore, makes React render the screen again at once).
    start().then(
      (module) => current && setState({ key, load: { status: 'loaded', module } }),
      (error: unknown) => current && setState({ key, load: { status: 'failed', error } }),
    );
    return () => {
      current = false;
    };
    // `start` and `state` are read for this key only; a new key is a new load.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  // Another screen (or attempt) than the state was made for: what is known of it now.
  return state.key === key ? state.load : known();
}
