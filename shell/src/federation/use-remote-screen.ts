import { useEffect, useState } from 'react';
import { loadRemoteScreen, loadedRemoteScreen, type ScreenModule } from './load-remote-screen';

export type RemoteScreenLoad =
  | { status: 'loading' }
  | { status: 'loaded'; module: ScreenModule }
  | { status: 'failed'; error: unknown };

/** What is known of the screen now; a screen not loaded yet starts downloading at once. */
function loadNow(id: string): RemoteScreenLoad {
  const module = loadedRemoteScreen(id);
  if (module) return { status: 'loaded', module };
  // Started while rendering rather than after the commit: the download overlaps the rest of
  // the first render. The promise is cached, so the effect below waits on this same one.
  loadRemoteScreen(id).catch(() => undefined);
  return { status: 'loading' };
}

/**
 * Loads an exposed screen as plain state, not through React.lazy + Suspense: React holds back
 * the reveal of a Suspense boundary's content until ~300 ms after its fallback showed (so
 * content does not flash), which made every remote page appear later than its files allowed.
 * A screen loaded before renders at once, with no spinner. `attempt` (the area's Retry) makes
 * it load again after a failure.
 */
export function useRemoteScreen(id: string, attempt: number): RemoteScreenLoad {
  const key = `${id}#${attempt}`;
  const [state, setState] = useState(() => ({ key, load: loadNow(id) }));
  useEffect(() => {
    let current = true;
    const known = loadNow(id);
    if (known.status === 'loaded') {
      setState({ key, load: known });
      return;
    }
    loadRemoteScreen(id).then(
      (module) => current && setState({ key, load: { status: 'loaded', module } }),
      (error: unknown) => current && setState({ key, load: { status: 'failed', error } }),
    );
    return () => {
      current = false;
    };
  }, [id, key]);
  // Another screen (or attempt) than the state was made for: what is known of it now.
  return state.key === key ? state.load : loadNow(id);
}
