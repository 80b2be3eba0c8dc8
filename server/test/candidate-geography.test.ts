import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { CENSUS_TSV, convertCensusFolder, DEFAULT_SOURCE_DIR } from '../scripts/convert-census';
import {
  CENSUS_FILE,
  citiesOfCounty,
  countiesOfState,
  findCity,
  findCounty,
} from '../src/geo/census-geography';
import { lookUpGeographicCode, realGeography } from '../src/geo/geographic-code';

// The server's own copy of the Census counties and cities, and the real-code checks built on it.

describe('census geography', () => {
  it("lists a state's counties by name with full 5-digit codes", () => {
    const counties = countiesOfState('CA');
    assert.ok(counties);
    assert.equal(counties.length, 58);
    assert.deepEqual(counties[0], { name: 'Alameda County', fips: '06001' });
    assert.ok(counties.some((county) => county.fips === '06037'));
    assert.equal(countiesOfState('ZZ'), undefined);
    assert.equal(countiesOfState('DC'), undefined);
  });

  it("lists a county's incorporated cities with full 7-digit codes", () => {
    const cities = citiesOfCounty('06037');
    assert.ok(cities);
    assert.ok(cities.some((city) => city.fips === '0644000' && city.name === 'Los Angeles'));
    assert.equal(citiesOfCounty('06999'), undefined);
    // A real county with no incorporated place at all.
    assert.deepEqual(citiesOfCounty('15005'), []);
  });

  it('finds counties and cities by code, with every county a city spans', () => {
    assert.deepEqual(findCounty('48201'), { name: 'Harris County', fips: '48201' });
    const houston = findCity('4835000');
    assert.equal(houston?.name, 'Houston');
    assert.deepEqual([...(houston?.countyFips ?? [])].sort(), ['48157', '48201', '48339', '48473']);
    assert.equal(findCity('0699999'), undefined);
  });

  it('tells real codes from well-formed unknown ones', () => {
    assert.deepEqual(realGeography('CA'), { level: 'state', stateCode: 'CA', name: 'California' });
    assert.deepEqual(realGeography('06037'), {
      level: 'county',
      stateCode: 'CA',
      name: 'Los Angeles County',
    });
    assert.deepEqual(realGeography('0644000'), {
      level: 'city',
      stateCode: 'CA',
      name: 'Los Angeles',
    });
    assert.deepEqual(lookUpGeographicCode('ZZ'), {
      found: false,
      level: 'state',
      reason: 'Unknown state',
    });
    assert.deepEqual(lookUpGeographicCode('99001'), {
      found: false,
      level: 'county',
      reason: 'Unknown state',
    });
    assert.deepEqual(lookUpGeographicCode('06999'), {
      found: false,
      level: 'county',
      reason: 'Unknown county',
    });
    assert.deepEqual(lookUpGeographicCode('0699999'), {
      found: false,
      level: 'city',
      reason: 'Unknown city',
    });
    // DC (11) is not one of the product's 50 states.
    assert.equal(realGeography('11001'), undefined);
    assert.equal(lookUpGeographicCode('CAL').found, false);
  });

  it('reads its data from the server folder, not ../shared', () => {
    assert.equal(CENSUS_FILE, CENSUS_TSV);
    assert.ok(CENSUS_FILE.startsWith(path.resolve(import.meta.dirname, '..')));
  });

  it(
    'is exactly what scripts/convert-census.ts makes from the shared Census files',
    { skip: !fs.existsSync(DEFAULT_SOURCE_DIR) && 'no ../shared/data here' },
    () => {
      assert.equal(fs.readFileSync(CENSUS_TSV, 'utf8'), convertCensusFolder());
    },
  );
});
