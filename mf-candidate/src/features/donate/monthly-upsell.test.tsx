import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MonthlyOffer } from 'shared-api';
import { json, mockApi, renderWithProviders } from 'shared-config/testing';
import { NEXT_ELECTION } from '../../testing/election-fixtures';
import { MonthlyUpsell } from './monthly-upsell';

// "Make it monthly" on the thank-you (docs/donation-rules.md "Make it monthly"): the server's
// numbers stated in full, nothing pre-selected, one press to accept or "No thanks", and
// nothing at all when the server offers nothing.

jest.setTimeout(20_000);

const OFFER = 'GET /api/donations/41/monthly-offer';
const ACCEPT = 'POST /api/donations/41/monthly-offer/accept';
const DECLINE = 'POST /api/donations/41/monthly-offer/decline';

const offer: MonthlyOffer = {
  donationId: 41,
  candidateId: 7,
  candidateName: 'Casey Morales',
  amount: 50,
  card: { brand: 'Visa', last4: '4242' },
  election: {
    id: NEXT_ELECTION.id,
    kind: NEXT_ELECTION.kind,
    date: NEXT_ELECTION.date,
    code: NEXT_ELECTION.code,
  },
  nextChargeOn: '2026-04-01',
  endsOn: '2028-11-07',
  gifts: 32,
  total: 1600,
};

function server(answer: MonthlyOffer | null = offer) {
  return mockApi({
    [OFFER]: () => json(200, { offer: answer }),
    [ACCEPT]: () => json(201, {}),
    [DECLINE]: () => json(200, { declined: true }),
  });
}

describe('the monthly upsell', () => {
  it('states the amount, the next charge and the total, and accepts with one press', async () => {
    const api = server();
    renderWithProviders(<MonthlyUpsell donationId={41} />);
    const section = await screen.findByRole('region', { name: 'Make it monthly?' });
    expect(section).toHaveTextContent(
      "Give $50.00 to Casey Morales every month with your Visa ending 4242, for the Primary election, March 7, 2028. Next charge: April 1, 2026. Until November 7, 2028 that is 32 gifts, today's included: $1,600.00 in all. You can cancel it any time in My donations.",
    );
    // Nothing is pre-selected: no box to untick, only two buttons.
    expect(within(section).queryByRole('checkbox')).toBeNull();
    expect(api.calls(ACCEPT)).toHaveLength(0);
    await userEvent
      .setup()
      .click(within(section).getByRole('button', { name: 'Give $50.00 monthly' }));
    expect(api.calls(ACCEPT)).toHaveLength(1);
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Make it monthly?' })).toBeNull(),
    );
  });

  it('remembers No thanks on the server and hides the offer', async () => {
    const api = server();
    renderWithProviders(<MonthlyUpsell donationId={41} />);
    const section = await screen.findByRole('region', { name: 'Make it monthly?' });
    await userEvent.setup().click(within(section).getByRole('button', { name: 'No thanks' }));
    expect(screen.queryByRole('region', { name: 'Make it monthly?' })).toBeNull();
    expect(api.calls(DECLINE)).toHaveLength(1);
    expect(api.calls(ACCEPT)).toHaveLength(0);
  });

  it('shows nothing when the server offers nothing', async () => {
    const api = server(null);
    renderWithProviders(<MonthlyUpsell donationId={41} />);
    await waitFor(() => expect(api.calls(OFFER)).toHaveLength(1));
    expect(screen.queryByRole('region', { name: 'Make it monthly?' })).toBeNull();
  });
});
