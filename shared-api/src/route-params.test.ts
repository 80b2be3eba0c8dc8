import { contract } from './contracts/contract';
import {
  bracketsParams,
  citiesParams,
  countiesParams,
  geographicCodeParam,
  idParam,
} from './route-params';

// The zod-free checks must accept exactly what the contract's schemas accept.
const ids = [
  1,
  42,
  '7',
  ' 8',
  '0',
  0,
  -3,
  1.5,
  '1.5',
  'abc',
  '',
  undefined,
  null,
  '1e3',
  'Infinity',
];
const states = ['CA', 'ca', 'ZZ', 'DC', '', undefined, 'CAL'];
const counties = ['037', '06037', '48201', '37', 'abcde', '', undefined, '0603'];
const codes = ['CA', 'ca', ' ny ', '06037', '0644000', '99999', 'XX', 'C4', '', undefined, '123'];
const levels = ['state', 'county', 'city'] as const;

const accepted = (
  schema: { safeParse: (v: unknown) => { success: boolean; data?: unknown } },
  v: unknown,
) => {
  const parsed = schema.safeParse(v);
  return parsed.success ? parsed.data : undefined;
};

describe('route params without zod', () => {
  it.each(ids)('idParam(%p) matches idParamSchema', (id) => {
    const viaSchema = accepted(contract.candidates.detail.params, { candidateId: id }) as
      { candidateId: number } | undefined;
    expect(idParam(id as never)).toBe(viaSchema?.candidateId);
  });

  it.each(states)('countiesParams(%p) matches the schema', (state) => {
    expect(countiesParams(state)).toEqual(accepted(contract.geography.counties.params, { state }));
  });

  it('citiesParams matches the schema for every state and county pair', () => {
    for (const state of states) {
      for (const countyFips of counties) {
        expect(citiesParams(state, countyFips)).toEqual(
          accepted(contract.geography.cities.params, { state, countyFips }),
        );
      }
    }
  });

  it.each(codes)('geographicCodeParam(%p) matches the schema', (code) => {
    const viaSchema = accepted(contract.candidates.byGeography.params, { code }) as
      { code: string } | undefined;
    expect(geographicCodeParam(code)).toBe(viaSchema?.code);
  });

  it('bracketsParams matches the schema for every level and code', () => {
    for (const level of levels) {
      for (const code of [...codes, '06999', '0699999', '9900000']) {
        expect(bracketsParams(level, code)).toEqual(
          accepted(contract.tournament.brackets.params, { level, code }),
        );
      }
    }
  });
});
