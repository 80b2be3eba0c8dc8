import { levelOfGeographicCode, type GeographicLevel } from './contracts/geographic-codes';
import { isStateCode, stateFips, type StateCode } from './contracts/states';

// What the hooks check before they call the API, so a bad id or code in a URL is never sent (it
// could only get a 400). The same rules as the contract's params schemas, without zod, which
// this module's pages must not load; route-params.test.ts checks both agree.

/** An id from a URL or a prop: a whole number above 0 (digits as text are fine). */
export function idParam(value: number | string | undefined | null): number | undefined {
  if (value === undefined || value === null) return undefined;
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : undefined;
}

/** Ids are Postgres integers: anything larger cannot name a candidate. */
const MAX_ID = 2_147_483_647;

/**
 * The candidate id of a /candidate/{candidateId} or /donate/{candidateId} path, or null when
 * the segment is not a plain positive whole number ('abc', '1e3', '0x10', '-1', '007'): such
 * a page is 'Candidate Not Found' without asking the server. The server writes a candidate
 * into those pages (server/src/http/page-data.ts) by the same rule.
 */
export function parseCandidateId(segment: string | undefined): number | null {
  if (segment === undefined || !/^[1-9]\d{0,9}$/.test(segment)) return null;
  const id = Number(segment);
  return id <= MAX_ID ? id : null;
}

/** GET /api/counties/:state */
export function countiesParams(state: string | undefined): { state: StateCode } | undefined {
  return state !== undefined && isStateCode(state) ? { state } : undefined;
}

/** GET /api/cities/:state/:countyFips (the 3-digit part, or a full code of that state). */
export function citiesParams(
  state: string | undefined,
  countyFips: string | undefined,
): { state: StateCode; countyFips: string } | undefined {
  if (state === undefined || countyFips === undefined || !isStateCode(state)) return undefined;
  if (!/^(\d{3}|\d{5})$/.test(countyFips)) return undefined;
  if (countyFips.length === 5 && !countyFips.startsWith(stateFips(state) ?? '-')) return undefined;
  return { state, countyFips };
}

/** GET /api/candidates/:code: a state code (any case), 5-digit county or 7-digit city FIPS. */
export function geographicCodeParam(code: string | undefined): string | undefined {
  const normal = code?.trim().toUpperCase();
  return normal !== undefined && /^([A-Z]{2}|\d{5}|\d{7})$/.test(normal) ? normal : undefined;
}

/** GET /api/tournament/:level/:code/brackets: the code must be of the level's kind. */
export function bracketsParams(
  level: GeographicLevel,
  code: string | undefined,
): { level: GeographicLevel; code: string } | undefined {
  return code !== undefined && levelOfGeographicCode(code) === level ? { level, code } : undefined;
}
