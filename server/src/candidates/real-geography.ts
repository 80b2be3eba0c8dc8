import { REAL_GEOGRAPHIC_CODE_MESSAGE } from 'shared-api/contracts';
import { realGeography, type RealGeography } from '../geo/geographic-code';
import { invalid } from '../domain-error';

/**
 * The place a submitted `geographicCode` names, or a 400 on that field. The forms only check
 * the code's shape; whether county 06999 or city 0699999 exists needs the Census data,
 * which only the server holds. The message format follows parseOrThrow's.
 */
export function requireRealGeography(code: string): RealGeography {
  const geography = realGeography(code);
  if (!geography) {
    throw invalid(`Invalid body: geographicCode: ${REAL_GEOGRAPHIC_CODE_MESSAGE}`, {
      geographicCode: REAL_GEOGRAPHIC_CODE_MESSAGE,
    });
  }
  return geography;
}
