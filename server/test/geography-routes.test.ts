import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { contract, countyPart, placePart } from 'shared-api/contracts';
import { testApp, unusedDb } from './helpers/test-app';

// GET /api/counties/:state and GET /api/cities/:state/:countyFips (docs/routes-and-screens.md,
// Geography codes): Census facts, no database. Answers carry full codes (county 5 digits, city 7);
// the pages cut them to the parts their routes carry with countyPart / placePart.

describe('geography routes', () => {
  let app: FastifyInstance;
  before(() => {
    app = testApp(unusedDb());
  });
  after(() => app.close());

  const get = (url: string) => app.inject({ method: 'GET', url });

  it("lists a state's counties by name, with full 5-digit codes", async () => {
    const response = await get('/api/counties/DE');
    assert.equal(response.statusCode, 200);
    assert.deepEqual(contract.geography.counties.response.parse(response.json()), [
      { name: 'Kent County', fips: '10001' },
      { name: 'New Castle County', fips: '10003' },
      { name: 'Sussex County', fips: '10005' },
    ]);
  });

  it('lists all 58 California counties, sorted by name', async () => {
    const counties = contract.geography.counties.response.parse(
      (await get('/api/counties/CA')).json(),
    );
    assert.equal(counties.length, 58);
    const names = counties.map((county) => county.name);
    assert.deepEqual(
      names,
      [...names].sort((a, b) => a.localeCompare(b, 'en')),
    );
    const la = counties.find((county) => county.name === 'Los Angeles County')!;
    assert.equal(la.fips, '06037');
    assert.equal(countyPart(la.fips), '037', 'the part /PaidCounty/CA/037 carries');
  });

  it("lists a county's incorporated cities by name, with full 7-digit codes", async () => {
    const response = await get('/api/cities/CA/037');
    assert.equal(response.statusCode, 200);
    const cities = contract.geography.cities.response.parse(response.json());
    assert.equal(cities.length, 88);
    const names = cities.map((city) => city.name);
    assert.deepEqual(
      names,
      [...names].sort((a, b) => a.localeCompare(b, 'en')),
    );
    const la = cities.find((city) => city.name === 'Los Angeles')!;
    assert.equal(la.fips, '0644000');
    assert.equal(placePart(la.fips), '44000', 'the part /PaidCity/CA/037/44000 carries');
  });

  it('accepts the full county code too', async () => {
    assert.deepEqual((await get('/api/cities/CA/06075')).json(), [
      { name: 'San Francisco', fips: '0667000' },
    ]);
  });

  it('lists a city spanning several counties in each of them', async () => {
    for (const county of ['201', '157', '339']) {
      const cities = (await get(`/api/cities/TX/${county}`)).json() as { fips: string }[];
      assert.ok(
        cities.some((city) => city.fips === '4835000'),
        `Houston in 48${county}`,
      );
    }
  });

  it('answers 200 [] for a county without incorporated cities', async () => {
    const response = await get('/api/cities/CA/003'); // Alpine County
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json(), []);
  });

  it('answers 404 with a clear message for an unknown state or county', async () => {
    const cases: [string, string][] = [
      ['/api/counties/ZZ', 'Unknown state: ZZ'],
      ['/api/counties/DC', 'Unknown state: DC'],
      ['/api/cities/ZZ/037', 'Unknown state: ZZ'],
      ['/api/cities/CA/999', 'Unknown county: 999 in CA'],
      ['/api/cities/CA/06999', 'Unknown county: 06999 in CA'],
    ];
    for (const [url, message] of cases) {
      const response = await get(url);
      assert.equal(response.statusCode, 404, url);
      assert.deepEqual(response.json(), { message }, url);
    }
  });

  it('answers 400 for codes of the wrong shape', async () => {
    for (const url of [
      '/api/counties/CAL',
      '/api/counties/1',
      '/api/cities/CA/37',
      '/api/cities/CA/abc',
      '/api/cities/CA/48201', // a Texas county under California
    ]) {
      const response = await get(url);
      assert.equal(response.statusCode, 400, url);
      assert.ok(response.json().message, url);
    }
  });
});
