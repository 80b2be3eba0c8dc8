import { fullCityCode, fullCountyCode, stateFromParam } from './place-codes';

describe('stateFromParam', () => {
  it('knows a code in any case', () => {
    expect(stateFromParam('CA')).toEqual({ code: 'CA', known: 'CA', name: 'California' });
    expect(stateFromParam('tx')).toEqual({ code: 'TX', known: 'TX', name: 'Texas' });
  });

  it("is 'Unknown State' for anything else", () => {
    expect(stateFromParam('ZZ')).toEqual({ code: 'ZZ', known: undefined, name: 'Unknown State' });
    expect(stateFromParam('DC').name).toBe('Unknown State');
    expect(stateFromParam(undefined)).toEqual({
      code: '',
      known: undefined,
      name: 'Unknown State',
    });
  });
});

describe('fullCountyCode and fullCityCode', () => {
  it('prefix the state FIPS', () => {
    expect(fullCountyCode('CA', '037')).toBe('06037');
    expect(fullCountyCode('TX', '201')).toBe('48201');
    expect(fullCityCode('CA', '44000')).toBe('0644000');
    expect(fullCityCode('TX', '35000')).toBe('4835000');
  });

  it('refuse an unknown state or a malformed part', () => {
    expect(fullCountyCode(undefined, '037')).toBeUndefined();
    expect(fullCountyCode('CA', '06037')).toBeUndefined();
    expect(fullCountyCode('CA', '37')).toBeUndefined();
    expect(fullCountyCode('CA', 'abc')).toBeUndefined();
    expect(fullCityCode('CA', '4400')).toBeUndefined();
    expect(fullCityCode('CA', undefined)).toBeUndefined();
  });
});
