import { createTournamentBodySchema } from 'shared-api/contracts';
import { newTournamentPayload, tournamentTitle } from './tournament-payload';

describe('newTournamentPayload', () => {
  it('is an upcoming state tournament starting exactly 7 days after now', () => {
    const now = new Date('2026-03-01T09:30:15.250Z');
    expect(newTournamentPayload('WY', 'Wyoming', now)).toEqual({
      name: 'Wyoming Debate Tournament',
      type: 'state',
      geographicCode: 'WY',
      status: 'upcoming',
      startDate: '2026-03-08T09:30:15.250Z',
    });
  });

  it('is accepted by the schema the server validates with', () => {
    const payload = newTournamentPayload('CA', 'California', new Date());
    expect(createTournamentBodySchema.safeParse(payload).success).toBe(true);
  });

  it('names the page title', () => {
    expect(tournamentTitle('Unknown State')).toBe('Unknown State Debate Tournament');
  });
});
