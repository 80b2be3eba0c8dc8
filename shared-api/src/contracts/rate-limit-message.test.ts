import { tooManyRequestsMessage, waitInWords } from './rate-limit-message';

describe('waitInWords', () => {
  it.each([
    [0, '1 second'],
    [1, '1 second'],
    [1_000, '1 second'],
    [1_001, '2 seconds'],
    [45_000, '45 seconds'],
    [89_000, '89 seconds'],
    [90_000, 'about 2 minutes'],
    [2_089_000, 'about 35 minutes'],
    [15 * 60_000, 'about 15 minutes'],
    [89 * 60_000, 'about 89 minutes'],
    [90 * 60_000, 'about 2 hours'],
    [60 * 60_000 * 5.2, 'about 5 hours'],
  ])('%d ms -> %j', (ms, words) => {
    expect(waitInWords(ms)).toBe(words);
  });
});

describe('tooManyRequestsMessage', () => {
  it('says the wait as people say it', () => {
    expect(tooManyRequestsMessage(2_089_000)).toBe(
      'Too many requests. Try again in about 35 minutes.',
    );
    expect(tooManyRequestsMessage(30_000)).toBe('Too many requests. Try again in 30 seconds.');
    expect(tooManyRequestsMessage(1_000)).toBe('Too many requests. Try again in 1 second.');
  });
});
