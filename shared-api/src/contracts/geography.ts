import { z } from 'zod';
import { defineRoute, type RouteGroup } from './route';
import { stateCodeSchema } from './state-code';
import {
  CITY_FIPS_PATTERN,
  COUNTY_FIPS_PATTERN,
  levelOfGeographicCode,
  type GeographicLevel,
} from './geographic-codes';
import { stateFips, stateOfFips } from './states';

// docs/routes-and-screens.md: county = 5-digit FIPS ('06037'), city = 7-digit place FIPS
// ('0644000'); page routes carry only the parts after the state ('037', '44000').

export const countyFipsSchema = z
  .string()
  .regex(COUNTY_FIPS_PATTERN, 'County FIPS must be 5 digits')
  .refine((fips) => stateOfFips(fips) !== undefined, 'County FIPS does not start with a state');
export const cityFipsSchema = z
  .string()
  .regex(CITY_FIPS_PATTERN, 'City FIPS must be 7 digits')
  .refine((fips) => stateOfFips(fips) !== undefined, 'City FIPS does not start with a state');

export const geographicLevelSchema = z.enum([
  'state',
  'county',
  'city',
] as const satisfies readonly GeographicLevel[]);

/** A stored `geographicCode`: a state code, a 5-digit county FIPS or a 7-digit city FIPS. */
export const geographicCodeSchema = z
  .string()
  .refine(
    (code) => levelOfGeographicCode(code) !== undefined,
    'Use a state code (CA), a 5-digit county FIPS (06037) or a 7-digit city FIPS (0644000)',
  );

// Answers carry FULL codes (county '06037', city '0644000'); pages build their links
// (/PaidCounty/CA/037, /PaidCity/CA/037/44000) with countyPart and placePart.
export const countySchema = z.object({
  name: z.string(),
  fips: z.string().regex(COUNTY_FIPS_PATTERN),
});
export const citySchema = z.object({ name: z.string(), fips: z.string().regex(CITY_FIPS_PATTERN) });
export type County = z.infer<typeof countySchema>;
export type City = z.infer<typeof citySchema>;

/** Routes of the contract's `geography` area (contract.ts), by name. */
export const geographyRoutes = {
  counties: defineRoute({
    method: 'GET',
    path: '/api/counties/:state',
    params: z.object({ state: stateCodeSchema }),
    response: z.array(countySchema),
    summary: "A state's counties, sorted by name",
  }),
  cities: defineRoute({
    method: 'GET',
    path: '/api/cities/:state/:countyFips',
    // The page route carries the 3-digit county part; the full 5-digit code is accepted too
    // (API calls use full codes) as long as it belongs to the state.
    params: z
      .object({ state: stateCodeSchema, countyFips: z.string().regex(/^(\d{3}|\d{5})$/) })
      .refine(
        ({ state, countyFips }) =>
          countyFips.length === 3 || countyFips.startsWith(stateFips(state) ?? '-'),
        { message: 'County FIPS belongs to another state', path: ['countyFips'] },
      ),
    response: z.array(citySchema),
    summary: "A county's incorporated cities, sorted by name",
  }),
} satisfies RouteGroup;
