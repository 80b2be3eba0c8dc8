import { z } from 'zod';
import { contract, geographicLevelSchema } from 'shared-api/contracts';
import { stateFips } from './state-fips';

// Path params of the geography lookups, checked for their SHAPE only. The contract's own
// params refuse an unknown state code outright, so the browser never asks for one; a
// request that does reach the server must still be told the place does not exist (404,
// docs/errors.md), not that it is malformed (400). Anything else is the contract's.

const STATE_SHAPE = /^[A-Z]{2}$/;
const CODE_SHAPE = { state: STATE_SHAPE, county: /^\d{5}$/, city: /^\d{7}$/ } as const;

const stateCodeShape = z.string().regex(STATE_SHAPE, 'A state code is two capital letters');

export const countiesLookupRoute = {
  ...contract.geography.counties,
  params: z.object({ state: stateCodeShape }),
};

export const citiesLookupRoute = {
  ...contract.geography.cities,
  params: z
    .object({ state: stateCodeShape, countyFips: z.string().regex(/^(\d{3}|\d{5})$/) })
    .refine(
      ({ state, countyFips }) => {
        const prefix = stateFips(state);
        return countyFips.length === 3 || prefix === undefined || countyFips.startsWith(prefix);
      },
      { message: 'County FIPS belongs to another state', path: ['countyFips'] },
    ),
};

const placeShape = z
  .object({ level: geographicLevelSchema, code: z.string() })
  .refine(({ level, code }) => CODE_SHAPE[level].test(code), {
    message: 'Code does not match the level',
    path: ['code'],
  });

/** GET /api/tournament/:level/:code, the place's tournament: a place as the bracket's. */
export const placeTournamentLookupRoute = { ...contract.tournament.place, params: placeShape };

export const bracketsLookupRoute = {
  ...contract.tournament.brackets,
  params: z
    .object({ level: geographicLevelSchema, code: z.string() })
    .refine(({ level, code }) => CODE_SHAPE[level].test(code), {
      message: 'Code does not match the level',
      path: ['code'],
    }),
};
