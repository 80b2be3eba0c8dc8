import { useState } from 'react';
import { Link } from 'react-router-dom';
import {
  ENOUGH_CANDIDATES,
  US_STATES,
  type CompetitionSummary,
  type StateCompetition,
  type UsState,
} from 'shared-api';
import { badgeToneColors, formatCompactMoney, SkipLink } from 'shared-ui';
import styled, { useTheme } from 'styled-components';
import { STATE_TILES_ID } from '../components/state-grid';
import { StateTile } from '../components/state-tile';
import { t } from '../../../messages';
import { TILE_STATUS_TONE, tileStatus, tileStatusText, type TileStatus } from '../tile-status';
import type { StateShape, StateShapes } from './state-shapes-url';

// The map of the 50 states: each state the search keeps is a link to its page,
// coloured like its tile's status badge (tile-status.ts, the one rule for both) and labelled
// with its code and the status word, so colour is never the only signal. Its accessible name
// says what the tile says; hovering or focusing it shows the tile's own card beside it.

const STATUSES: readonly TileStatus[] = ['OPEN', 'COLD', 'WARM', 'HOT', 'PAID'];
const FRAME = { width: 1060, height: 610 };

const Svg = styled.svg`
  display: block;
  width: 100%;
  height: 100%;

  a:focus {
    outline: none;
  }
  a:focus-visible path,
  a:hover path {
    stroke: ${({ theme }) => theme.colors.focusRing};
    stroke-width: 3;
  }
`;

const Label = styled.text`
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  text-anchor: middle;
  paint-order: stroke;
  stroke: ${({ theme }) => theme.colors.surface};
  stroke-width: 3px;
  stroke-linejoin: round;
  pointer-events: none;
`;

const CardSpot = styled.div<{ $left: number; $top: number; $above: boolean }>`
  position: absolute;
  left: clamp(5.5rem, ${({ $left }) => $left}%, calc(100% - 5.5rem));
  top: ${({ $top }) => $top}%;
  width: 11rem;
  transform: translate(-50%, ${({ $above }) => ($above ? 'calc(-100% - 1rem)' : '1rem')});
  pointer-events: none;
  z-index: 1;
`;

export interface StateMapViewProps {
  shapes: StateShapes;
  /** The states the search keeps: only these are links; the others are drawn grey. */
  shown: readonly Pick<UsState, 'code'>[];
  summary: CompetitionSummary | undefined;
}

/**
 * What the state's link says: the tile's words, in one sentence. It starts with the code drawn
 * on the state, so a speech user can say what they see (WCAG 2.5.3, label in name).
 */
export function stateMapLabel(
  state: Pick<UsState, 'name' | 'code'>,
  competition: StateCompetition | undefined,
): string {
  if (!competition) return `${state.name} (${state.code})`;
  return t('map.stateLabel', {
    name: state.name,
    code: state.code,
    status: tileStatusText(tileStatus(competition)),
    raised: formatCompactMoney(competition.totalRaised),
    candidates: competition.candidates,
    enough: ENOUGH_CANDIDATES,
  });
}

function StateLabel({
  shape,
  code,
  status,
  color,
}: {
  shape: StateShape;
  code: string;
  status: TileStatus | undefined;
  color: string;
}) {
  return (
    <>
      {shape.lineX !== undefined && shape.lineY !== undefined ? (
        <line
          x1={shape.lineX}
          y1={shape.lineY}
          x2={shape.x - 26}
          y2={shape.y - 4}
          stroke={color}
          strokeWidth={1}
        />
      ) : null}
      <Label x={shape.x} y={shape.y - 2} fontSize={14} fill={color}>
        {code}
      </Label>
      {status ? (
        <Label x={shape.x} y={shape.y + 10} fontSize={9} fill={color}>
          {tileStatusText(status)}
        </Label>
      ) : null}
    </>
  );
}

export function StateMapView({ shapes, shown, summary }: StateMapViewProps) {
  const theme = useTheme();
  const [active, setActive] = useState<string | null>(null);
  const kept = new Set(shown.map((state) => state.code));
  const activeState = US_STATES.find((state) => state.code === active);
  const activeShape = active ? shapes.states[active] : undefined;

  return (
    <>
      {/* The tiles below hold the same 50 links: a keyboard need not pass through both. */}
      <SkipLink targetId={STATE_TILES_ID}>{t('map.skip')}</SkipLink>
      <Svg viewBox={shapes.viewBox} role="group" aria-label={t('map.label')}>
        {US_STATES.map((state) => {
          const shape = shapes.states[state.code];
          if (!shape) return null;
          if (!kept.has(state.code)) {
            return (
              <path
                key={state.code}
                d={shape.d}
                fill={theme.colors.surfaceRaised}
                stroke={theme.colors.border}
                aria-hidden
              />
            );
          }
          const competition = summary?.[state.code];
          const status = competition ? tileStatus(competition) : undefined;
          const tone = badgeToneColors(theme, status ? TILE_STATUS_TONE[status] : 'grey');
          const show = () => setActive(state.code);
          const hide = () => setActive((current) => (current === state.code ? null : current));
          return (
            <Link
              key={state.code}
              to={`/PaidState/${state.code}`}
              aria-label={stateMapLabel(state, competition)}
              data-state={state.code}
              data-status={status}
              onMouseEnter={show}
              onMouseLeave={hide}
              onFocus={show}
              onBlur={hide}
            >
              <path
                d={shape.d}
                fill={`color-mix(in srgb, ${tone.fill} 22%, ${theme.colors.surface})`}
                stroke={`color-mix(in srgb, ${tone.fill} 70%, ${theme.colors.surface})`}
                strokeWidth={1}
              />
              <StateLabel shape={shape} code={state.code} status={status} color={tone.text} />
            </Link>
          );
        })}
        <g aria-hidden transform="translate(880 410)">
          {STATUSES.map((status, index) => {
            const tone = badgeToneColors(theme, TILE_STATUS_TONE[status]);
            return (
              <g key={status} transform={`translate(0 ${index * 30})`}>
                <rect
                  width={18}
                  height={18}
                  rx={3}
                  fill={`color-mix(in srgb, ${tone.fill} 22%, ${theme.colors.surface})`}
                  stroke={tone.fill}
                />
                <text x={28} y={14} fontSize={14} fill={tone.text} fontWeight={700}>
                  {tileStatusText(status)}
                </text>
              </g>
            );
          })}
        </g>
      </Svg>
      {activeState && activeShape ? (
        <CardSpot
          $left={(activeShape.x / FRAME.width) * 100}
          $top={(activeShape.y / FRAME.height) * 100}
          $above={activeShape.y > FRAME.height / 2}
        >
          <StateTile state={activeState} competition={summary?.[activeState.code]} asCard />
        </CardSpot>
      ) : null}
    </>
  );
}
