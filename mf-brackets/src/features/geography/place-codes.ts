import { isStateCode, stateName, toCityFips, toCountyFips, type StateCode } from 'shared-api';
import { t } from '../../place-messages';

// Page routes carry short parts ('CA', '037', '44000'); API calls use full codes
// (docs/routes-and-screens.md). These turn a route's params into both, or undefined when a part is
// malformed.

/** 'ca' and 'CA' are the same state; anything else is unknown. */
export function stateFromParam(param: string | undefined): {
  /** Upper-cased as given (shown even when unknown). */
  code: string;
  known: StateCode | undefined;
  name: string;
} {
  const code = (param ?? '').trim().toUpperCase();
  return isStateCode(code)
    ? { code, known: code, name: stateName(code) }
    : { code, known: undefined, name: t('place.unknownState') };
}

/** ('CA', '037') -> '06037'; undefined for an unknown state or a part that is not 3 digits. */
export function fullCountyCode(state: StateCode | undefined, countyPart: string | undefined) {
  if (!state || !countyPart || !/^\d{3}$/.test(countyPart)) return undefined;
  return toCountyFips(state, countyPart);
}

/** ('CA', '44000') -> '0644000'; undefined for an unknown state or a part that is not 5 digits. */
export function fullCityCode(state: StateCode | undefined, placePart: string | undefined) {
  if (!state || !placePart || !/^\d{5}$/.test(placePart)) return undefined;
  return toCityFips(state, placePart);
}
