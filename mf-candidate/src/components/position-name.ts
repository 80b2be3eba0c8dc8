import { positionLabel } from 'shared-api';
import type { PositionValue } from 'shared-api/contracts';
import { t, type MessageKey } from '../messages';

// The office a candidate runs for, in the page's language: one of the nine positions of
// shared-api (positions.ts), or the candidate's own words, shown as written.

const POSITION_KEYS: Record<PositionValue, MessageKey> = {
  mayor: 'position.mayor',
  'city-council': 'position.cityCouncil',
  'county-commissioner': 'position.countyCommissioner',
  'state-representative': 'position.stateRepresentative',
  'state-senator': 'position.stateSenator',
  governor: 'position.governor',
  'us-representative': 'position.usRepresentative',
  'us-senator': 'position.usSenator',
  president: 'position.president',
};

/** 'city-council' -> 'City Council' (en), 'Concejo Municipal' (es); free text unchanged. */
export function positionName(position: string): string {
  const key = POSITION_KEYS[position as PositionValue] as MessageKey | undefined;
  return key ? t(key) : positionLabel(position);
}
