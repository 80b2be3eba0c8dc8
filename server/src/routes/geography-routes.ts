import type { FastifyInstance } from 'fastify';
import { citiesOfCounty, countiesOfState, findCounty } from '../geo/census-geography';
import { citiesLookupRoute, countiesLookupRoute } from '../geo/lookup-params';
import { stateFips } from '../geo/state-fips';
import { notFound } from '../http/http-error';
import { registerRoute } from '../http/validate';

// Counties of a state and incorporated cities of a county, from the Census data the server
// carries (docs/routes-and-screens.md). Answers carry FULL codes, as every API call does: county
// '06037', city '0644000'; the pages build /PaidCounty/CA/037 and /PaidCity/CA/037/44000
// from them with shared-api's countyPart and placePart. Lists are sorted by name (the
// Census file's order).

export function registerGeographyRoutes(app: FastifyInstance) {
  const countiesRoute = registerRoute(app, countiesLookupRoute, ({ params }) => {
    const counties = countiesOfState(params.state);
    if (!counties) throw notFound(`Unknown state: ${params.state}`);
    return counties.map(({ name, fips }) => ({ name, fips }));
  });

  const citiesRoute = registerRoute(app, citiesLookupRoute, ({ params }) => {
    const prefix = stateFips(params.state);
    if (prefix === undefined) throw notFound(`Unknown state: ${params.state}`);
    // The route carries the county's 3-digit part ('037'); the full code works too.
    const countyFips =
      params.countyFips.length === 3 ? `${prefix}${params.countyFips}` : params.countyFips;
    const cities = findCounty(countyFips) ? citiesOfCounty(countyFips) : undefined;
    if (!cities) throw notFound(`Unknown county: ${params.countyFips} in ${params.state}`);
    // A county without incorporated cities is a real county: 200 [].
    return cities.map(({ name, fips }) => ({ name, fips }));
  });

  return [countiesRoute, citiesRoute];
}
