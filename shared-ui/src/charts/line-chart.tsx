import { tUi } from '../i18n/messages';
import { scaleLinear } from '@visx/scale';
import { LinePath } from '@visx/shape';
import { useId, useLayoutEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { isEmptyChart } from './chart-data';
import { AXIS_FONT_PX, pointTicks, valueAxis } from './chart-ticks';
import { seriesStyle } from './series-styles';

// A line chart that every reader can use: the picture (SVG drawn with visx, the
// site's one chart library: ARCHITECTURE.md says why) is hidden from screen readers, because
// the same numbers come as a sentence (`summary`, always shown) and as a table behind a
// "Show the numbers" toggle, which a keyboard reaches like any button. It is drawn at the
// width it is given, in CSS pixels (not a fixed picture scaled down, whose 12 px text read
// about 6 px in a sidebar), and its axes follow chart-ticks.ts.

/** The width drawn before the figure is measured (and where nothing can measure it). */
const DEFAULT_WIDTH = 640;
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
  height: ${HEIGHT}px;
  overflow: visible;
`;

const AxisText = styled.text`
  fill: ${({ theme }) => theme.colors.textMuted};
  font-size: ${AXIS_FONT_PX}px;
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

/** The figure's width in CSS pixels, kept up to date as it changes. */
function useWidth<T extends Element>() {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(DEFAULT_WIDTH);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const measured = Math.round(element.getBoundingClientRect().width);
      if (measured > 0) setWidth(measured);
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
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
  const [figureRef, width] = useWidth<HTMLElement>();
  const empty = isEmptyChart({ points, series });
  const max = Math.max(0, ...series.flatMap((line) => line.values));
  const left = MARGIN.left;
  const right = width - MARGIN.right;
  // A lone point stands in the middle: with one gift there is no line yet, only its dot.
  const lone = points.length === 1;
  const scaleX = scaleLinear<number>({
    domain: [0, Math.max(1, points.length - 1)],
    range: [left, right],
  });
  const x = (index: number) => (lone ? (left + right) / 2 : scaleX(index));
  const axis = valueAxis(max, formatTick);
  const y = scaleLinear<number>({
    domain: [0, axis.top],
    range: [HEIGHT - MARGIN.bottom, MARGIN.top],
  });

  return (
    <Figure ref={figureRef}>
      <Summary>{summary}</Summary>
      {empty ? null : (
        <Svg viewBox={`0 0 ${width} ${HEIGHT}`} aria-hidden focusable="false">
          {axis.ticks.map((tick) => (
            <g key={tick}>
              <line
                x1={left}
                x2={right}
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
          {pointTicks(points, x).map(({ index, anchor }) => (
            <AxisText key={index} x={x(index)} y={HEIGHT - 8} textAnchor={anchor}>
              {points[index]}
            </AxisText>
          ))}
          {series.map((line, index) => {
            const style = seriesStyle(index);
            if (lone) {
              return (
                <circle
                  key={line.label}
                  cx={x(0)}
                  cy={y(line.values[0] ?? 0)}
                  r={5}
                  fill={style.color}
                  data-series={line.label}
                />
              );
            }
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
      )}
      {series.length > 1 && !empty ? (
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
        <summary aria-controls={tableId}>{tUi('ui.showNumbers')}</summary>
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
