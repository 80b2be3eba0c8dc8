import { queryKeys } from './query-keys';

describe('queryKeys', () => {
  it('starts every key with its resource prefix, for invalidation', () => {
    expect(queryKeys.chat.messages('state-CA').slice(0, 1)).toEqual(queryKeys.chat.all);
    expect(queryKeys.geography.cities('CA', '037')).toEqual(['geography', 'cities', 'CA', '037']);
    expect(queryKeys.competition.summary()).toEqual(['competition', 'summary']);
    expect(queryKeys.auth.user()).toEqual(['auth', 'user']);
  });

  it('shares one entry for an id given as text or number', () => {
    expect(queryKeys.candidates.detail('7')).toEqual(queryKeys.candidates.detail(7));
    expect(queryKeys.stream.liveDonations('7')).toEqual(queryKeys.stream.liveDonations(7));
    expect(queryKeys.stream.liveDonations(7).slice(0, 2)).toEqual(
      queryKeys.stream.liveDonationsAll,
    );
  });
});
