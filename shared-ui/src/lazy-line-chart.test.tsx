import { act, screen } from '@testing-library/react';
import { LazyLineChart } from './lazy-line-chart';
import type { LineChartProps } from './charts/line-chart';
import { renderWithTheme } from './test-utils/render-with-theme';

// The chart's chunk ('./charts') fails to download while `mockChunkFails` is set: the factory
// throws, so the dynamic import rejects as a failed chunk load does in the browser.
let mockChunkFails = false;
jest.mock('./charts', () => {
  if (mockChunkFails) throw new Error('Loading chunk charts failed');
  return jest.requireActual('./charts');
});

const PROPS: LineChartProps = {
  title: 'Points per week',
  summary: 'North leads.',
  pointsHeader: 'Week',
  points: ['W1', 'W2'],
  series: [{ label: 'North', values: [1, 4] }],
  format: (value) => `${value} pts`,
};

afterEach(() => {
  jest.restoreAllMocks();
});

describe('LazyLineChart', () => {
  // In this order: the module keeps its one download, and a failed one is dropped.
  it('keeps the summary and says the chart could not be loaded when its chunk fails', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    mockChunkFails = true;
    renderWithTheme(<LazyLineChart {...PROPS} />);
    // The summary needs no code: it is there before and after the failure.
    expect(screen.getByText('North leads.')).toBeInTheDocument();
    expect(
      await screen.findByText('North leads. (The chart could not be loaded.)'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(log).toHaveBeenCalled();
  });

  it('draws the chart once its chunk arrives, trying again after a failed download', async () => {
    mockChunkFails = false;
    renderWithTheme(<LazyLineChart {...PROPS} />);
    expect(screen.getByText('North leads.')).toBeInTheDocument();
    expect(await screen.findByRole('table', { name: 'Points per week' })).toBeInTheDocument();
    expect(screen.getByText('North leads.').tagName).toBe('FIGCAPTION');
  });

  it('loads and draws nothing until the chart comes near the window', async () => {
    mockChunkFails = false;
    let report: IntersectionObserverCallback = () => {};
    const observed: Element[] = [];
    class FakeObserver {
      constructor(callback: IntersectionObserverCallback) {
        report = callback;
      }
      observe(element: Element) {
        observed.push(element);
      }
      disconnect() {}
    }
    (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = FakeObserver;
    try {
      renderWithTheme(<LazyLineChart {...PROPS} />);
      const placeholder = screen.getByText('North leads.');
      expect(observed).toEqual([placeholder]);
      const entries = (isIntersecting: boolean) =>
        [{ isIntersecting, target: placeholder }] as unknown as IntersectionObserverEntry[];
      act(() => report(entries(false), {} as IntersectionObserver));
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
      act(() => report(entries(true), {} as IntersectionObserver));
      expect(await screen.findByRole('table', { name: 'Points per week' })).toBeInTheDocument();
    } finally {
      delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
    }
  });

  it('shows a chart with nothing to draw as its summary alone, without loading the chart', async () => {
    mockChunkFails = false;
    renderWithTheme(<LazyLineChart {...PROPS} series={[{ label: 'North', values: [0, 0] }]} />);
    expect(screen.getByText('North leads.')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(document.querySelector('svg')).toBeNull();
    expect(screen.queryByText('Show the numbers')).not.toBeInTheDocument();
  });
});
