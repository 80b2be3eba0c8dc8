import { fireEvent, screen, within } from '@testing-library/react';
import { renderWithTheme } from '../test-utils/render-with-theme';
import { LineChart, type LineChartProps } from './line-chart';
import { SERIES_STYLES } from './series-styles';

const PROPS: LineChartProps = {
  title: 'Points per week',
  summary: 'North scored more than South in every week but the first.',
  pointsHeader: 'Week',
  points: ['W1', 'W2', 'W3'],
  series: [
    { label: 'North', values: [1, 4, 9] },
    { label: 'South', values: [2, 3] },
  ],
  format: (value) => `${value} pts`,
  formatTick: (value) => `${value}p`,
};

describe('LineChart', () => {
  it('says its summary first, before the picture and the numbers', () => {
    const { container } = renderWithTheme(<LineChart {...PROPS} />);
    const figure = container.querySelector('figure')!;
    expect(figure.firstElementChild?.tagName).toBe('FIGCAPTION');
    expect(figure.firstElementChild).toHaveTextContent(PROPS.summary);
    expect(figure.querySelector('svg')?.compareDocumentPosition(figure.firstElementChild!)).toBe(
      Node.DOCUMENT_POSITION_PRECEDING,
    );
  });

  it('hides the picture and its legend from screen readers, and from the tab order', () => {
    const { container } = renderWithTheme(<LineChart {...PROPS} />);
    const svgs = container.querySelectorAll('svg');
    expect(svgs.length).toBeGreaterThan(0);
    for (const svg of svgs) {
      expect(svg.closest('[aria-hidden="true"]')).not.toBeNull();
      expect(svg).toHaveAttribute('focusable', 'false');
    }
    expect(container.querySelector('ul')).toHaveAttribute('aria-hidden', 'true');
    // The axis is drawn with the shorter tick format.
    expect(container.querySelector('svg')).toHaveTextContent('0p');
  });

  it('gives each line its own colour and dash, so colour is not the only difference', () => {
    const { container } = renderWithTheme(<LineChart {...PROPS} />);
    const lines = container.querySelectorAll('svg path');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toHaveAttribute('stroke', SERIES_STYLES[0].color);
    expect(lines[1]).toHaveAttribute('stroke', SERIES_STYLES[1].color);
    expect(lines[1]).toHaveAttribute('stroke-dasharray', SERIES_STYLES[1].dash);
  });

  it('writes every value in the table with `format`, behind a keyboard-reachable toggle', () => {
    renderWithTheme(<LineChart {...PROPS} />);
    const toggle = screen.getByText('Show the numbers');
    expect(toggle.tagName).toBe('SUMMARY');
    fireEvent.click(toggle);
    const region = screen.getByRole('region', { name: 'Points per week: table' });
    // It scrolls when long, so a keyboard must be able to reach it.
    expect(region).toHaveAttribute('tabindex', '0');
    const table = within(region).getByRole('table', { name: 'Points per week' });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => Array.from(row.children, (cell) => cell.textContent));
    expect(rows).toEqual([
      ['Week', 'North', 'South'],
      ['W1', '1 pts', '2 pts'],
      ['W2', '4 pts', '3 pts'],
      // A value missing from a series is written as zero, not left blank.
      ['W3', '9 pts', '0 pts'],
    ]);
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['W1', 'W2', 'W3']);
  });
  it('draws a one-point series as a dot for each line, where a line of one point is invisible', () => {
    const { container } = renderWithTheme(
      <LineChart
        {...PROPS}
        points={['3:04:05 PM']}
        series={[
          { label: 'Gift', values: [25] },
          { label: 'Stream total', values: [25] },
        ]}
      />,
    );
    const dots = container.querySelectorAll('svg circle');
    expect(dots).toHaveLength(2);
    expect(dots[0]).toHaveAttribute('fill', SERIES_STYLES[0].color);
    expect(Number(dots[0].getAttribute('r'))).toBeGreaterThan(0);
    expect(container.querySelector('svg')).toHaveTextContent('3:04:05 PM');
  });

  it('writes every value axis label once', () => {
    const { container } = renderWithTheme(
      <LineChart
        {...PROPS}
        series={[{ label: 'North', values: [1_500, 2_000, 2_600] }]}
        formatTick={(value) => `$${(value / 1000).toFixed(0)}K`}
      />,
    );
    const labels = [...container.querySelectorAll('svg text')]
      .map((text) => text.textContent ?? '')
      .filter((text) => text.startsWith('$'));
    expect(labels.length).toBeGreaterThan(1);
    expect(new Set(labels).size).toBe(labels.length);
  });

  it('shows an empty chart as its summary alone: no axes, no legend', () => {
    const { container } = renderWithTheme(
      <LineChart
        {...PROPS}
        series={[
          { label: 'North', values: [0, 0, 0] },
          { label: 'South', values: [0, 0, 0] },
        ]}
      />,
    );
    expect(screen.getByText(PROPS.summary)).toBeInTheDocument();
    expect(container.querySelector('svg')).toBeNull();
    expect(container.querySelector('ul')).toBeNull();
  });
});
