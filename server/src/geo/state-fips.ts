import { US_STATES, type StateCode } from 'shared-api/contracts';

// State code <-> 2-digit state FIPS, the prefix of every county (5-digit) and city (7-digit
// place) code: how a stored geographic code names its state. The state list itself is
// shared-api's (the 50 states, no DC or territories).

export type { StateCode };
export type GeographicLevel = 'state' | 'county' | 'city';

const byCode = new Map<string, (typeof US_STATES)[number]>(
  US_STATES.map((state) => [state.code, state]),
);
const byFips = new Map<string, (typeof US_STATES)[number]>(
  US_STATES.map((state) => [state.fips, state]),
);

export function isStateCode(code: string): code is StateCode {
  return byCode.has(code);
}

export function stateFips(code: string): string | undefined {
  return byCode.get(code)?.fips;
}

export function stateCodeFromFips(fips: string): StateCode | undefined {
  return byFips.get(fips.slice(0, 2))?.code;
}

export function stateName(code: string): string | undefined {
  return byCode.get(code)?.name;
}

export interface ParsedGeography {
  level: GeographicLevel;
  stateCode: StateCode;
}

/**
 * What a stored geographic code names: 'CA' a state, '06037' a county, '0644000' a city.
 * Undefined for anything else (including FIPS codes of DC and the territories).
 */
export function parseGeographicCode(code: string): ParsedGeography | undefined {
  if (/^[A-Z]{2}$/.test(code))
    return isStateCode(code) ? { level: 'state', stateCode: code } : undefined;
  const level = /^\d{5}$/.test(code) ? 'county' : /^\d{7}$/.test(code) ? 'city' : undefined;
  const stateCode = level ? stateCodeFromFips(code) : undefined;
  return level && stateCode ? { level, stateCode } : undefined;
}
