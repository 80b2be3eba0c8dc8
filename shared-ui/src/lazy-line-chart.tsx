import { useEffect, useState, type ComponentType } from 'react';
import styled from 'styled-components';
import type { LineChartProps } from './charts/line-chart';

// 'shared-ui/lazy-line-chart': what a screen with a chart imports. The chart's code (visx and
// the chart, './charts') is fetched when the first chart mounts, as a chunk of the remote that
// draws it, so the bytes are paid by pages that show a chart only. Meanwhile the summary
// sentence is already there (it needs no code), over the space the chart will take.

const Placeholder = styled.p`
  min-height: 12rem;
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

let loading: Promise<ComponentType<LineChartProps>> | undefined;

function loadLineChart() {
  loading ??= import('./charts').then((charts) => charts.LineChart);
  // A failed download may be tried again by the next chart.
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}

export function LazyLineChart(props: LineChartProps) {
  const [Chart, setChart] = useState<ComponentType<LineChartProps> | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let current = true;
    loadLineChart().then(
      (loaded) => {
        if (current) setChart(() => loaded);
      },
      (error: unknown) => {
        console.error(error);
        if (current) setFailed(true);
      },
    );
    return () => {
      current = false;
    };
  }, []);
  if (Chart) return <Chart {...props} />;
  return (
    <Placeholder>
      {props.summary}
      {failed ? ' (The chart could not be loaded.)' : null}
    </Placeholder>
  );
}

export type { LineChartProps, ChartSeries } from './charts/line-chart';
