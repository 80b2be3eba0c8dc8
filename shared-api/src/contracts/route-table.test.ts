import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isRouteTableFile, routeTableFiles } from '../../scripts/route-table-files';
import * as browserContract from './browser-contract';
import { contract } from './contract';
import { routeKey, type RoutePlace } from './route';

// The browser's route table (routes-<area>.ts, browser-contract.ts) is generated from the
// contract: a route declared or changed without `npm run generate -w shared-api` fails here.

describe("the browser's route table", () => {
  const files = routeTableFiles(contract);

  it.each([...files.keys()])(
    '%s is what `npm run generate -w shared-api` writes from the contract',
    (name) => {
      expect(readFileSync(join(__dirname, name), 'utf8')).toBe(files.get(name));
    },
  );

  it('has no file of an area the contract does not have', () => {
    expect(readdirSync(__dirname).filter(isRouteTableFile).sort()).toEqual(
      [...files.keys()].sort(),
    );
  });

  it("holds each contract route's method and path, and no schema", () => {
    const browserAreas = browserContract as unknown as Record<string, Record<string, RoutePlace>>;
    expect(Object.keys(browserAreas).sort()).toEqual(Object.keys(contract).sort());
    for (const [area, routes] of Object.entries(contract)) {
      const places = Object.fromEntries(
        Object.entries(routes).map(([name, { method, path }]) => [name, { method, path }]),
      );
      expect(browserAreas[area]).toEqual(places);
    }
  });

  it('names each route by its method and path', () => {
    expect(routeKey(browserContract.posts.list)).toBe('GET /api/posts');
  });
});
