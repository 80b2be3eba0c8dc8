import { TILE_HOT_ABOVE, TILE_WARM_MIN, type StateCompetition } from 'shared-api';
import type { BadgeTone } from 'shared-ui';
import { t } from '../../messages';

// A state tile's status (docs/tournament-rules.md): the money heat, with PAID in place of the heat
// once the state bracket can be filled.

export type TileHeat = 'OPEN' | 'COLD' | 'WARM' | 'HOT';
export type TileStatus = TileHeat | 'PAID';

/** 0 OPEN; under 10,000 COLD; 10,000 to 50,000 inclusive WARM; over 50,000 HOT. */
export function tileHeat(totalRaised: number): TileHeat {
  if (totalRaised <= 0) return 'OPEN';
  if (totalRaised < TILE_WARM_MIN) return 'COLD';
  if (totalRaised <= TILE_HOT_ABOVE) return 'WARM';
  return 'HOT';
}

/** PAID replaces HOT, WARM or COLD when the state has enough candidates; OPEN stays OPEN. */
export function tileStatus({
  totalRaised,
  hasEnoughCandidates,
}: Pick<StateCompetition, 'totalRaised' | 'hasEnoughCandidates'>): TileStatus {
  const heat = tileHeat(totalRaised);
  return hasEnoughCandidates && heat !== 'OPEN' ? 'PAID' : heat;
}

/**
 * Each status its own colour (the badge and the map): grey open, blue cold, yellow warm, red hot,
 * and the money green for PAID, which gold (the prize's colour) made a second yellow beside WARM.
 */
export const TILE_STATUS_TONE: Record<TileStatus, BadgeTone> = {
  OPEN: 'grey',
  COLD: 'blue',
  WARM: 'yellow',
  HOT: 'red',
  PAID: 'green',
};

const TILE_STATUS_TEXT = {
  OPEN: 'tileStatus.open',
  COLD: 'tileStatus.cold',
  WARM: 'tileStatus.warm',
  HOT: 'tileStatus.hot',
  PAID: 'tileStatus.paid',
} as const satisfies Record<TileStatus, string>;

/** The status as the badge and the map write it, in the page's language ('HOT', 'CALIENTE'). */
export function tileStatusText(status: TileStatus): string {
  return t(TILE_STATUS_TEXT[status]);
}
