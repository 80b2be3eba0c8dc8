import fs from 'node:fs';
import path from 'node:path';
import { SERVER_DIR } from '../server-dir';
import { isStateCode, stateCodeFromFips, type StateCode } from './state-fips';

// The real counties and incorporated cities of the 50 states (US Census 2020), read from the
// server's own converted copy (server/census/*.tsv, made by scripts/convert-census.ts), so
// the running site needs neither ../shared nor the network. Codes are always full: county
// '06037', city '0644000'. Lists keep the file's order: by name (en collation).

export const CENSUS_FILE = path.join(SERVER_DIR, 'census/us-counties-and-cities.tsv');

export interface County {
  name: string;
  /** 5 digits: state FIPS + county FIPS. */
  fips: string;
}

export interface City {
  name: string;
  /** 7 digits: state FIPS + place FIPS. */
  fips: string;
}

interface CensusIndex {
  countiesByState: Map<StateCode, County[]>;
  countyByFips: Map<string, County>;
  citiesByCounty: Map<string, City[]>;
  cityByFips: Map<string, City & { countyFips: string[] }>;
}

let index: CensusIndex | undefined;

function parseCensus(text: string): CensusIndex {
  const built: CensusIndex = {
    countiesByState: new Map(),
    countyByFips: new Map(),
    citiesByCounty: new Map(),
    cityByFips: new Map(),
  };
  for (const line of text.split('\n')) {
    if (line === '' || line.startsWith('#')) continue;
    const fields = line.split('\t');
    const code = fields[0];
    const stateCode = stateCodeFromFips(code);
    if (!stateCode) throw new Error(`${CENSUS_FILE}: no state for code ${code}`);
    if (/^\d{5}$/.test(code) && fields.length === 2) {
      const county = { name: fields[1], fips: code };
      built.countyByFips.set(code, county);
      const list = built.countiesByState.get(stateCode) ?? [];
      list.push(county);
      built.countiesByState.set(stateCode, list);
    } else if (/^\d{7}$/.test(code) && fields.length === 3) {
      const [, countyFips, name] = fields;
      const city = { name, fips: code };
      const known = built.cityByFips.get(code);
      if (known) known.countyFips.push(countyFips);
      else built.cityByFips.set(code, { ...city, countyFips: [countyFips] });
      const list = built.citiesByCounty.get(countyFips) ?? [];
      list.push(city);
      built.citiesByCounty.set(countyFips, list);
    } else {
      throw new Error(`${CENSUS_FILE}: cannot read line "${line}"`);
    }
  }
  return built;
}

/** Read once, on first use (about 20 ms), then kept: the data never changes while running. */
function census(): CensusIndex {
  index ??= parseCensus(fs.readFileSync(CENSUS_FILE, 'utf8'));
  return index;
}

/** A state's counties by name; undefined for an unknown state code. */
export function countiesOfState(stateCode: string): readonly County[] | undefined {
  if (!isStateCode(stateCode)) return undefined;
  return census().countiesByState.get(stateCode) ?? [];
}

/** A county's incorporated cities by name; undefined for an unknown county. */
export function citiesOfCounty(countyFips: string): readonly City[] | undefined {
  if (!census().countyByFips.has(countyFips)) return undefined;
  return census().citiesByCounty.get(countyFips) ?? [];
}

export function findCounty(countyFips: string): County | undefined {
  return census().countyByFips.get(countyFips);
}

/** A city and the counties it lies in (several for a city that spans county lines). */
export function findCity(cityFips: string): (City & { countyFips: readonly string[] }) | undefined {
  return census().cityByFips.get(cityFips);
}
