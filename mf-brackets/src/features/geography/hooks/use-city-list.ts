import { useCities, type City } from 'shared-api';
import { useLoggedFailure } from './use-logged-failure';

const NONE: City[] = [];

export interface CityList {
  /** Empty while loading, on failure (logged) and for an unknown county. */
  cities: City[];
  isLoading: boolean;
  /** The answer arrived: an absent city is then really absent. */
  isLoaded: boolean;
}

/** `countyFips` is the full 5-digit code ('06037'). */
export function useCityList(
  stateCode: string | undefined,
  countyFips: string | undefined,
): CityList {
  const query = useCities(stateCode, countyFips);
  useLoggedFailure(query.error);
  return {
    cities: query.data ?? NONE,
    isLoading: query.isLoading,
    isLoaded: query.isSuccess,
  };
}
