import { useEffect, useState, useSyncExternalStore, type ComponentType } from 'react';
import styled, { useTheme } from 'styled-components';
import { t } from '../../../messages';
import type { StateMapViewProps } from './state-map-view';
import { STATE_SHAPES_URL, type StateShapes } from './state-shapes-url';

// The /home map is drawn after the first paint: its code (a chunk of its own) and
// the states' shapes (a JSON file) are fetched together once the page has shown, so /home's
// first load carries neither. The frame keeps the map's proportions meanwhile, so nothing
// below it moves when it arrives. Where the map is not shown (below a tablet's width) neither
// is fetched at all, until the window grows wide enough to show it.

const Frame = styled.div`
  position: relative;
  width: 100%;
  aspect-ratio: 1060 / 610;
`;

// Below a tablet's width the map's labels (9-14 units in a 1060-wide picture) would be 3-5 px
// and its small states too small to tap: the map is left out there, and the grid below, which
// lists every state with the same words, is the way in.
const WideScreensOnly = styled.div`
  ${({ theme }) => theme.media.tablet} {
    display: none;
  }
`;

const Failure = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Whether the window is at most `width` wide, following it as it changes. */
function useNarrowerThan(width: string): boolean {
  const query = `(max-width: ${width})`;
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
  );
}

type Loaded =
  | { kind: 'loading' }
  | { kind: 'failed' }
  | { kind: 'ready'; View: ComponentType<StateMapViewProps>; shapes: StateShapes };

async function loadShapes(): Promise<StateShapes> {
  // A static file of this remote's build, not the API: shared-api's hooks have nothing to say.
  // eslint-disable-next-line no-restricted-globals
  const response = await fetch(STATE_SHAPES_URL);
  if (!response.ok) throw new Error(`${response.status}: the map's shapes`);
  return (await response.json()) as StateShapes;
}

export type StateMapProps = Omit<StateMapViewProps, 'shapes'>;

export function StateMap(props: StateMapProps) {
  const hidden = useNarrowerThan(useTheme().breakpoints.tablet);
  const [loaded, setLoaded] = useState<Loaded>({ kind: 'loading' });
  useEffect(() => {
    if (hidden) return;
    let current = true;
    // Named: a remote's chunks are numbered (create-webpack-config.js); this one's name says
    // what /home fetches after its first paint (e2e money-charts.spec.ts).
    Promise.all([
      import(/* webpackChunkName: "state-map-view" */ './state-map-view'),
      loadShapes(),
    ]).then(
      ([view, shapes]) => {
        if (current) setLoaded({ kind: 'ready', View: view.StateMapView, shapes });
      },
      (error: unknown) => {
        console.error(error);
        if (current) setLoaded({ kind: 'failed' });
      },
    );
    return () => {
      current = false;
    };
  }, [hidden]);

  return (
    <WideScreensOnly>
      {loaded.kind === 'failed' ? (
        <Failure>{t('map.failed')}</Failure>
      ) : (
        <Frame>
          {/* Nothing to announce while it loads: the grid below already lists every state. */}
          {loaded.kind === 'ready' ? <loaded.View {...props} shapes={loaded.shapes} /> : null}
        </Frame>
      )}
    </WideScreensOnly>
  );
}
