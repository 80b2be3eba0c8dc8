import { screen, within } from '@testing-library/react';
import type { RecurringPlan } from 'shared-api';
import { authUserAnswer, json, mockApi, renderWithProviders } from 'shared-config/testing';
import { MonthlyGiftsList } from './monthly-gifts-list';

/** A plan as GET /api/donations/recurring answers it. */
function plan(patch: Partial<RecurringPlan>): RecurringPlan {
  return {
    id: 4,
    candidateId: 3,
    candidateName: 'Casey Morales',
    amount: 20,
    status: 'active',
    pauseReason: null,
    nextChargeOn: '2026-02-15',
    giftsMade: 1,
    createdAt: '2026-01-15T10:00:00.000Z',
    election: { id: 2, kind: 'general', date: '2026-11-03', code: 'G2026' },
    ...patch,
  };
}

describe('MonthlyGiftsList (My donations)', () => {
  it("shows a paused plan with the clock's reason, an ended one as ended, an active one with its next charge", async () => {
    mockApi({
      'GET /api/auth/user': authUserAnswer(),
      'GET /api/donations/recurring': () =>
        json(200, [
          plan({
            id: 6,
            status: 'paused',
            pauseReason: 'The charge of 2026-02-15 was declined: Your card was declined.',
          }),
          plan({ id: 5, status: 'ended', amount: 40, giftsMade: 3 }),
          plan({
            id: 4,
            election: { id: 22, kind: 'general', date: '2028-11-07', code: 'G2028' },
          }),
        ]),
    });
    renderWithProviders(<MonthlyGiftsList />);
    expect(await screen.findByText('Paused')).toBeInTheDocument();
    const [paused, ended, active] = screen.getAllByRole('article');
    expect(paused).toHaveAccessibleName('$20.00 every month to Casey Morales');
    expect(within(paused).getByText('Paused')).toBeInTheDocument();
    expect(
      within(paused).getByText('The charge of 2026-02-15 was declined: Your card was declined.'),
    ).toBeInTheDocument();
    // A paused plan is not resumed, but it can be cancelled.
    expect(within(paused).getByRole('button', { name: /^Cancel monthly gift/ })).toBeEnabled();

    expect(within(ended).getByText('Ended')).toBeInTheDocument();
    expect(
      within(ended).getByText('Ended at the election on November 3, 2026.'),
    ).toBeInTheDocument();
    expect(within(ended).getByText(/3 gifts made/)).toBeInTheDocument();
    expect(within(ended).queryByRole('button')).not.toBeInTheDocument();
    expect(within(ended).queryByText(/Next charge/)).not.toBeInTheDocument();

    expect(within(active).getByText('Recurring')).toBeInTheDocument();
    expect(within(active).getByText(/Next charge: February 15, 2026/)).toBeInTheDocument();
    expect(within(active).queryByText(/declined/)).not.toBeInTheDocument();
    // Each plan runs until its own election's day, which the server answers.
    expect(
      within(active).getByText('Runs until the General election, November 7, 2028.'),
    ).toBeInTheDocument();
  });
});
