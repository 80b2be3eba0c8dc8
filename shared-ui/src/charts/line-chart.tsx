import { scaleLinear } from '@visx/scale';
import { LinePath } from '@visx/shape';
import { useId } from 'react';
import styled from 'styled-components';
import { seriesStyle } from './series-styles';

// A line chart that every reader can use: the picture (SVG drawn with visx, the
// site's one chart library: ARCHITECTURE.md says why) is hidden from screen readers, because
// the same numbers come as a sentence (`summary`, always shown) and as a table behind a
// "Show the numbers" toggle, which a keyboard reaches like any button.

const WIDTH = 640;
const HEIGHT = 220;
const MARGIN = { top: 12, right: 16, bottom: 28, left: 64 };

const Figure = styled.figure`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 0;
  margin: 0;
`;

const Summary = styled.figcaption`
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Svg = styled.svg`
  display: block;
  width: 100%;
  height: auto;
  overflow: visible;
`;

const AxisText = styled.text`
  fill: ${({ theme }) => theme.colors.textMuted};
  font-size: 12px;
`;

const Legend = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space[1]} ${theme.space[4]}`};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.text};
`;

const LegendItem = styled.li`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;

const Numbers = styled.details`
  font-size: ${({ theme }) => theme.fontSizes.sm};

  summary {
    width: fit-content;
    cursor: pointer;
    color: ${({ theme }) => theme.colors.primaryText};
  }
`;

const TableBox = styled.div`
  max-height: 20rem;
  margin-top: ${({ theme }) => theme.space[2]};
  overflow: auto;
`;

const Table = styled.table`
  border-collapse: collapse;
  font-variant-numeric: tabular-nums;

  th,
  td {
    padding: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: right;
    white-space: nowrap;
  }
  th:first-child {
    text-align: left;
  }
  caption {
    text-align: left;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export interface ChartSeries {
  /** The line's name: the legend and the table's column header. */
  label: string;
  /** One value per point of `points`. */
  values: readonly number[];
}

export interface LineChartProps {
  /** What the chart shows; the table's caption. */
  title: string;
  /** The chart in one or two sentences: what a reader should take from it. */
  summary: string;
  /** The table's first column header, e.g. 'Day'. */
  pointsHeader: string;
  /** The x axis points, as written in the table and under the axis. */
  points: readonly string[];
  series: readonly ChartSeries[];
  /** How a value is written in the table (money to the cent, a count). */
  format: (value: number) => string;
  /** How the axis writes a value, shorter ('$12K'); `format` by default. */
  formatTick?: (value: number) => string;
}

/** The ticks under the axis: the first, the last and one between when there is room. */
function xTicks(count: number): number[] {
  if (count <= 1) return [0];
  if (count === 2) return [0, 1];
  return [0, Math.floor((count - 1) / 2), count - 1];
}

export function LineChart({
  title,
  summary,
  pointsHeader,
  points,
  series,
  format,
  formatTick = format,
}: LineChartProps) {
  const tableId = useId();
  const max = Math.max(0, ...series.flatMap((line) => line.values));
  const x = scaleLinear<number>({
    domain: [0, Math.max(1, points.length - 1)],
    range: [MARGIN.left, WIDTH - MARGIN.right],
  });
  const y = scaleLinear<number>({
    domain: [0, max > 0 ? max : 1],
    range: [HEIGHT - MARGIN.bottom, MARGIN.top],
    nice: true,
  });

  return (
    <Figure>
      <Summary>{summary}</Summary>
      <Svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} aria-hidden focusable="false">
        {y.ticks(4).map((tick) => (
          <g key={tick}>
            <line
              x1={MARGIN.left}
              x2={WIDTH - MARGIN.right}
              y1={y(tick)}
              y2={y(tick)}
              stroke="currentColor"
              strokeOpacity={0.15}
            />
            <AxisText x={MARGIN.left - 8} y={y(tick) + 4} textAnchor="end">
              {formatTick(tick)}
            </AxisText>
          </g>
        ))}
        {xTicks(points.length).map((index, order, all) => (
          <AxisText
            key={index}
            x={x(index)}
            y={HEIGHT - 8}
            textAnchor={order === 0 ? 'start' : order === all.length - 1 ? 'end' : 'middle'}
          >
            {points[index]}
          </AxisText>
        ))}
        {series.map((line, index) => {
          const style = seriesStyle(index);
          return (
            <LinePath
              key={line.label}
              data={[...line.values]}
              x={(_, at) => x(at)}
              y={(value) => y(value)}
              stroke={style.color}
              strokeDasharray={style.dash}
              strokeWidth={2.5}
              strokeLinejoin="round"
              fill="none"
            />
          );
        })}
      </Svg>
      {series.length > 1 ? (
        <Legend aria-hidden>
          {series.map((line, index) => {
            const style = seriesStyle(index);
            return (
              <LegendItem key={line.label}>
                <svg width="28" height="8" aria-hidden focusable="false">
                  <line
                    x1="0"
                    x2="28"
                    y1="4"
                    y2="4"
                    stroke={style.color}
                    strokeDasharray={style.dash}
                    strokeWidth="3"
                  />
                </svg>
                {line.label}
              </LegendItem>
            );
          })}
        </Legend>
      ) : null}
      <Numbers>
        <summary aria-controls={tableId}>Show the numbers</summary>
        <TableBox id={tableId} tabIndex={0} role="region" aria-label={`${title}: table`}>
          <Table>
            <caption>{title}</caption>
            <thead>
              <tr>
                <th scope="col">{pointsHeader}</th>
                {series.map((line) => (
                  <th key={line.label} scope="col">
                    {line.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {points.map((point, index) => (
                <tr key={`${point}-${index}`}>
                  <th scope="row">{point}</th>
                  {series.map((line) => (
                    <td key={line.label}>{format(line.values[index] ?? 0)}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </Table>
        </TableBox>
      </Numbers>
    </Figure>
  );
}
