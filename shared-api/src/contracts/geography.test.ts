import { contract } from './contract';
import {
  countyPart,
  geographicCodeSchema,
  levelOfGeographicCode,
  placePart,
  toCityFips,
  toCountyFips,
} from '.';

describe('geographic codes', () => {
  it('tells the level of a full code', () => {
    expect(levelOfGeographicCode('CA')).toBe('state');
    expect(levelOfGeographicCode('06037')).toBe('county');
    expect(levelOfGeographicCode('0644000')).toBe('city');
    expect(levelOfGeographicCode('037')).toBeUndefined();
    expect(levelOfGeographicCode('99037')).toBeUndefined();
    expect(geographicCodeSchema.safeParse('ZZ').success).toBe(false);
  });

  it('converts between full codes and the parts page routes carry', () => {
    expect(countyPart('06037')).toBe('037');
    expect(placePart('0644000')).toBe('44000');
    expect(toCountyFips('CA', '037')).toBe('06037');
    expect(toCityFips('CA', '44000')).toBe('0644000');
    expect(toCountyFips('ZZ', '037')).toBeUndefined();
  });

  it('accepts a 3-digit or same-state 5-digit county in the cities route', () => {
    const params = contract.geography.cities.params;
    expect(params.safeParse({ state: 'CA', countyFips: '037' }).success).toBe(true);
    expect(params.safeParse({ state: 'CA', countyFips: '06037' }).success).toBe(true);
    expect(params.safeParse({ state: 'CA', countyFips: '48201' }).success).toBe(false);
    expect(params.safeParse({ state: 'CA', countyFips: '37' }).success).toBe(false);
  });

  it('requires the bracket code to match its level', () => {
    const params = contract.tournament.brackets.params;
    expect(params.safeParse({ level: 'state', code: 'CA' }).success).toBe(true);
    expect(params.safeParse({ level: 'county', code: '06037' }).success).toBe(true);
    expect(params.safeParse({ level: 'city', code: '06037' }).success).toBe(false);
  });
});
