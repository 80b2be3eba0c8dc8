import { speakingShares } from './speaking-share';

describe('speakingShares', () => {
  it('is 0 and 0 before anyone has spoken', () => {
    expect(speakingShares([0, 0])).toEqual([0, 0]);
  });

  it('splits the floor in whole percents that add up to 100', () => {
    expect(speakingShares([3, 1])).toEqual([75, 25]);
    expect(speakingShares([1, 2])).toEqual([33, 67]);
    expect(speakingShares([5, 0])).toEqual([100, 0]);
  });
});
