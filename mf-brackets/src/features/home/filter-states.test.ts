import { US_STATES } from 'shared-api';
import { filterStates } from './filter-states';

const names = (query: string) => filterStates(US_STATES, query).map((state) => state.name);

describe('filterStates', () => {
  it('keeps all 50 for an empty or blank query', () => {
    expect(filterStates(US_STATES, '')).toHaveLength(50);
    expect(filterStates(US_STATES, '   ')).toHaveLength(50);
  });

  it('matches a substring of the name, ignoring case', () => {
    expect(names('tex')).toEqual(['Texas']);
    expect(names('TEX')).toEqual(['Texas']);
    expect(names('carolina')).toEqual(['North Carolina', 'South Carolina']);
    expect(names('new')).toEqual(['New Hampshire', 'New Jersey', 'New Mexico', 'New York']);
  });

  it('matches the code, ignoring case', () => {
    expect(names('tx')).toEqual(['Texas']);
    expect(names('ny')).toEqual(['New York']);
    // 'ca' is California's code and part of both Carolinas' names.
    expect(names('ca')).toEqual(['California', 'North Carolina', 'South Carolina']);
  });

  it('ignores spaces around the query', () => {
    expect(names('  tex ')).toEqual(['Texas']);
  });

  it('finds nothing for a query no state contains', () => {
    expect(names('zz')).toEqual([]);
    expect(names('Atlantis')).toEqual([]);
  });
});
