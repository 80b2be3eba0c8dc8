import { US_STATES, isStateCode, stateCodeSchema, stateFips, stateName, stateOfFips } from '.';

describe('US_STATES', () => {
  it('holds the 50 states once each, without DC', () => {
    expect(US_STATES).toHaveLength(50);
    expect(new Set(US_STATES.map((state) => state.code)).size).toBe(50);
    expect(new Set(US_STATES.map((state) => state.fips)).size).toBe(50);
    expect(isStateCode('DC')).toBe(false);
  });

  it('validates codes with stateCodeSchema', () => {
    expect(stateCodeSchema.parse('CA')).toBe('CA');
    expect(stateCodeSchema.safeParse('ZZ').success).toBe(false);
    expect(stateCodeSchema.safeParse('ca').success).toBe(false);
  });
});

describe('stateName', () => {
  it('names a known code in any case', () => {
    expect(stateName('CA')).toBe('California');
    expect(stateName('ny')).toBe('New York');
  });

  it("falls back to 'Unknown State'", () => {
    expect(stateName('ZZ')).toBe('Unknown State');
    expect(stateName('')).toBe('Unknown State');
    expect(stateName(undefined)).toBe('Unknown State');
  });
});

describe('state FIPS', () => {
  it('maps codes to FIPS prefixes and back', () => {
    expect(stateFips('CA')).toBe('06');
    expect(stateFips('WY')).toBe('56');
    expect(stateOfFips('0644000')?.code).toBe('CA');
    expect(stateOfFips('11001')).toBeUndefined();
  });
});
