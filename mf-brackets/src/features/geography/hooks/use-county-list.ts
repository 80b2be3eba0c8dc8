import { useCounties, type County } from 'shared-api';
import { useLoggedFailure } from './use-logged-failure';

const NONE: County[] = [];

export interface CountyList {
  /** Empty while loading, on failure (logged) and for an unknown state. */
  counties: County[];
  isLoading: boolean;
  /** The answer arrived: an absent county is then really absent. */
  isLoaded: boolean;
}

export function useCountyList(stateCode: string | undefined): CountyList {
  const query = useCounties(stateCode);
  useLoggedFailure(query.error);
  return {
    counties: query.data ?? NONE,
    isLoading: query.isLoading,
    isLoaded: query.isSuccess,
  };
}
