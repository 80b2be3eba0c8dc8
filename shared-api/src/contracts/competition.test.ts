import { competitionSummarySchema } from './competition';
import { US_STATES } from './states';

function summary() {
  const perState = Object.fromEntries(
    US_STATES.map((state) => [
      state.code,
      { totalRaised: 0, hasEnoughCandidates: false, candidates: 0 },
    ]),
  );
  return { ...perState, totalPlatform: 0, activeStates: 0, totalCandidates: 0, totalDonors: 0 };
}

describe('competitionSummarySchema', () => {
  it('has one key per state plus the four platform totals', () => {
    expect(Object.keys(competitionSummarySchema.shape)).toHaveLength(54);
    expect(competitionSummarySchema.safeParse(summary()).success).toBe(true);
  });

  it('refuses an answer missing a state', () => {
    const answer: Record<string, unknown> = summary();
    delete answer.CA;
    expect(competitionSummarySchema.safeParse(answer).success).toBe(false);
  });
});
