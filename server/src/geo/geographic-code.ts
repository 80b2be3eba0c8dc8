import { findCity, findCounty } from './census-geography';
import { stateName, parseGeographicCode, type GeographicLevel, type StateCode } from './state-fips';

// Whether a full geographic code names a place that exists: a state of the 50, a county or
// an incorporated city of the Census data. state-fips.ts only checks the shape and prefix.

export interface RealGeography {
  level: GeographicLevel;
  stateCode: StateCode;
  /** 'California', 'Los Angeles County', 'Los Angeles'. */
  name: string;
}

export type GeographyLookup =
  | { found: true; geography: RealGeography }
  /** `level` is what the code's shape says it would be; undefined when no shape fits. */
  | { found: false; level: GeographicLevel | undefined; reason: string };

const SHAPE_LEVEL: [RegExp, GeographicLevel][] = [
  [/^[A-Z]{2}$/, 'state'],
  [/^\d{5}$/, 'county'],
  [/^\d{7}$/, 'city'],
];

/** A clear word for what is unknown (docs/errors.md, 404). */
const UNKNOWN: Record<GeographicLevel, string> = {
  state: 'Unknown state',
  county: 'Unknown county',
  city: 'Unknown city',
};

export function lookUpGeographicCode(code: string): GeographyLookup {
  const shape = SHAPE_LEVEL.find(([pattern]) => pattern.test(code))?.[1];
  if (!shape) return { found: false, level: undefined, reason: 'Not a geographic code' };
  const parsed = parseGeographicCode(code);
  // A county or city code whose 2-digit prefix is not one of the 50 states.
  if (!parsed) return { found: false, level: shape, reason: UNKNOWN.state };
  const name =
    parsed.level === 'state'
      ? stateName(code)
      : parsed.level === 'county'
        ? findCounty(code)?.name
        : findCity(code)?.name;
  if (name === undefined) return { found: false, level: shape, reason: UNKNOWN[shape] };
  return { found: true, geography: { ...parsed, name } };
}

/** The real place a code names, or undefined. */
export function realGeography(code: string): RealGeography | undefined {
  const lookup = lookUpGeographicCode(code);
  return lookup.found ? lookup.geography : undefined;
}
