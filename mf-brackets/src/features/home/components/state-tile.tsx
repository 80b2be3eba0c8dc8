import { Link } from 'react-router-dom';
import { ENOUGH_CANDIDATES, type StateCompetition, type UsState } from 'shared-api';
import { Badge, Cluster, formatCompactMoney, VisuallyHidden } from 'shared-ui';
import styled, { css } from 'styled-components';
import { t } from '../../../messages';
import {
  TILE_STATUS_TONE,
  tileHeat,
  tileStatus,
  tileStatusText,
  type TileHeat,
} from '../tile-status';

interface TileLook {
  $heat: TileHeat | undefined;
  $paid: boolean;
}

const tileLook = css<TileLook>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  height: 100%;
  min-width: 0;
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-top: 4px solid
    ${({ theme, $heat }) => {
      if ($heat === 'COLD') return theme.colors.heat.cold;
      if ($heat === 'WARM') return theme.colors.heat.warm;
      if ($heat === 'HOT') return theme.colors.heat.hot;
      return theme.colors.borderStrong;
    }};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  transition:
    border-color ${({ theme }) => theme.durations.fast},
    box-shadow ${({ theme }) => theme.durations.fast};
  ${({ theme, $paid }) =>
    $paid &&
    css`
      box-shadow: ${theme.shadows.glowGold};
    `}

  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
    box-shadow: ${({ theme }) => theme.shadows.glowGreen};
  }
`;

const Tile = styled(Link)<TileLook>`
  ${tileLook}
`;

const Card = styled.div<TileLook>`
  ${tileLook}
`;

const Top = styled(Cluster).attrs({
  as: 'span',
  $gap: 2,
  $justify: 'space-between',
  $wrap: false,
})``;

const Code = styled.span`
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
  font-weight: ${({ theme }) => theme.fontWeights.black};
  color: ${({ theme }) => theme.colors.primaryText};
  letter-spacing: 0.04em;
`;

const Name = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  overflow-wrap: break-word;
`;

const Figures = styled(Cluster).attrs({
  as: 'span',
  $gap: 2,
  $align: 'baseline',
  $justify: 'space-between',
  $wrap: false,
})`
  margin-top: auto;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  font-variant-numeric: tabular-nums;
`;

const Money = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.text};
`;

export interface StateTileProps {
  state: Pick<UsState, 'code' | 'name'>;
  /** Absent while the summary loads or when it failed: the tile is then only a link. */
  competition: StateCompetition | undefined;
  /**
   * The same card drawn as a picture, not a link: the map's hover and focus card, shown
   * beside the state's own link (which says all of it), so it is hidden from screen readers.
   */
  asCard?: boolean;
}

/** One state of the /home grid: a link to its page with its heat, candidates and money. */
export function StateTile({ state, competition, asCard = false }: StateTileProps) {
  const status = competition ? tileStatus(competition) : undefined;
  const look = {
    $heat: competition ? tileHeat(competition.totalRaised) : undefined,
    $paid: status === 'PAID',
  };
  const content = (
    <>
      <Top>
        <Code>{state.code}</Code>
        {status ? <Badge $tone={TILE_STATUS_TONE[status]}>{tileStatusText(status)}</Badge> : null}
      </Top>
      <Name>{state.name}</Name>
      {competition ? (
        <Figures>
          <span>
            {competition.candidates}/{ENOUGH_CANDIDATES}
            <VisuallyHidden> {t('tile.candidates')}</VisuallyHidden>
          </span>
          <Money>
            {formatCompactMoney(competition.totalRaised)}
            <VisuallyHidden> {t('tile.raised')}</VisuallyHidden>
          </Money>
        </Figures>
      ) : null}
    </>
  );
  return asCard ? (
    <Card aria-hidden {...look}>
      {content}
    </Card>
  ) : (
    <Tile to={`/PaidState/${state.code}`} {...look}>
      {content}
    </Tile>
  );
}
