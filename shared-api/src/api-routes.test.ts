import { contract as apiRoutes } from './api-routes';
import { contract } from './contracts/contract';

describe("the browser's route table", () => {
  it('has every route of the contract with the same method and path, and nothing else', () => {
    const pick = (table: Record<string, Record<string, { method: string; path: string }>>) =>
      Object.fromEntries(
        Object.entries(table).map(([group, routes]) => [
          group,
          Object.fromEntries(
            Object.entries(routes).map(([name, { method, path }]) => [name, { method, path }]),
          ),
        ]),
      );
    expect(pick(apiRoutes)).toEqual(pick(contract));
  });
});
