// The nine offices a candidate can run for. The standalone registration form
// sends the value; the account form lets a candidate type any position, so display code
// should go through `positionLabel`.
export const POSITION_OPTIONS = [
  { value: 'mayor', label: 'Mayor' },
  { value: 'city-council', label: 'City Council' },
  { value: 'county-commissioner', label: 'County Commissioner' },
  { value: 'state-representative', label: 'State Representative' },
  { value: 'state-senator', label: 'State Senator' },
  { value: 'governor', label: 'Governor' },
  { value: 'us-representative', label: 'US Representative' },
  { value: 'us-senator', label: 'US Senator' },
  { value: 'president', label: 'President' },
] as const;

export type PositionValue = (typeof POSITION_OPTIONS)[number]['value'];

export const POSITION_VALUES: readonly PositionValue[] = POSITION_OPTIONS.map((o) => o.value);

/** The label of a position value ('city-council' -> 'City Council'); free text unchanged. */
export function positionLabel(position: string): string {
  return POSITION_OPTIONS.find((option) => option.value === position)?.label ?? position;
}
