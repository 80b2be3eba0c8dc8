import { startTransition, useCallback, useEffect, useState, type ComponentType } from 'react';
import styled from 'styled-components';
import { isEmptyChart } from './charts/chart-data';
import type { LineChartProps } from './charts/line-chart';

// 'shared-ui/lazy-line-chart': what a screen with a chart imports. The chart's code (visx and
// the chart, './charts') is fetched when the first chart comes near the window, as a chunk of
// the remote that draws it, so the bytes are paid by pages that show a chart only, and only
// once it is scrolled to. Meanwhile the summary sentence is already there (it needs no code),
// over the space the chart will take.

/**
 * How far below (or above) the window a chart starts loading and drawing, so it is usually
 * drawn before it scrolls in. A chart is hundreds of SVG elements: drawn as the page started,
 * below the first screen, it was the largest piece of work left after the screen's own first
 * render (/candidate/:id, /PaidState/:state).
 */
export const CHART_LOOK_AHEAD = '400px 0px';

const Placeholder = styled.p`
  min-height: 12rem;
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** A chart with nothing to draw: its summary alone, without the space of a picture. */
const EmptyChart = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

let loading: Promise<ComponentType<LineChartProps>> | undefined;

function loadLineChart() {
  // Named: a remote's chunks are numbered (create-webpack-config.js), and a page's requests
  // should still say which file is the chart's (e2e money-charts.spec.ts checks /home has none).
  loading ??= import(/* webpackChunkName: "charts" */ './charts').then(
    (charts) => charts.LineChart,
  );
  // A failed download may be tried again by the next chart.
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}

/**
 * Whether the element given to the returned ref has come near the window; true at once where
 * there is no IntersectionObserver (nothing could tell).
 */
function useNearWindow(): [boolean, (element: Element | null) => (() => void) | undefined] {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  const ref = useCallback(
    (element: Element | null) => {
      if (near || !element) return;
      const observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          observer.disconnect();
          startTransition(() => setNear(true));
        },
        { rootMargin: CHART_LOOK_AHEAD },
      );
      observer.observe(element);
      return () => observer.disconnect();
    },
    [near],
  );
  return [near, ref];
}

export function LazyLineChart(props: LineChartProps) {
  // Nothing to draw: no chart code is fetched, and no empty axes are shown.
  if (isEmptyChart(props)) return <EmptyChart>{props.summary}</EmptyChart>;
  return <LoadedLineChart {...props} />;
}

function LoadedLineChart(props: LineChartProps) {
  const [near, placeholderRef] = useNearWindow();
  const [Chart, setChart] = useState<ComponentType<LineChartProps> | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!near) return;
    let current = true;
    loadLineChart().then(
      // A transition: the chart is drawn in slices that yield to the browser, not in one
      // blocking task (an update from a promise is not sliced otherwise).
      (loaded) => {
        if (current) startTransition(() => setChart(() => loaded));
      },
      (error: unknown) => {
        console.error(error);
        if (current) setFailed(true);
      },
    );
    return () => {
      current = false;
    };
  }, [near]);
  if (Chart) return <Chart {...props} />;
  return (
    <Placeholder ref={placeholderRef}>
      {props.summary}
      {failed ? ' (The chart could not be loaded.)' : null}
    </Placeholder>
  );
}

export type { LineChartProps, ChartSeries } from './charts/line-chart';
