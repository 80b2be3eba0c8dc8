import { isStateCode, stateFips, stateOfFips } from './states';

// docs/routes-and-screens.md: county = 5-digit FIPS ('06037'), city = 7-digit place FIPS
// ('0644000'); page routes carry only the parts after the state ('037', '44000').
// No zod here, so the home and bracket pages can use these without loading it.

export const COUNTY_FIPS_PATTERN = /^\d{5}$/;
export const CITY_FIPS_PATTERN = /^\d{7}$/;

export type GeographicLevel = 'state' | 'county' | 'city';

/** The level a full geographic code belongs to, or undefined when it is none of the three. */
export function levelOfGeographicCode(code: string): GeographicLevel | undefined {
  if (isStateCode(code)) return 'state';
  if (COUNTY_FIPS_PATTERN.test(code) && stateOfFips(code)) return 'county';
  if (CITY_FIPS_PATTERN.test(code) && stateOfFips(code)) return 'city';
  return undefined;
}

/** '06037' -> '037' (the part a /PaidCounty route carries). */
export function countyPart(countyFips: string): string {
  return countyFips.slice(2);
}
/** '0644000' -> '44000' (the part a /PaidCity route carries). */
export function placePart(cityFips: string): string {
  return cityFips.slice(2);
}
/** ('CA', '037') -> '06037'; undefined for an unknown state. */
export function toCountyFips(stateCode: string, countyCode: string): string | undefined {
  const prefix = stateFips(stateCode);
  return prefix === undefined ? undefined : `${prefix}${countyCode}`;
}
/** ('CA', '44000') -> '0644000'; undefined for an unknown state. */
export function toCityFips(stateCode: string, placeCode: string): string | undefined {
  const prefix = stateFips(stateCode);
  return prefix === undefined ? undefined : `${prefix}${placeCode}`;
}
