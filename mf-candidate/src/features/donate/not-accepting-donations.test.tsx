import { screen } from '@testing-library/react';
import { json, loggedInUser } from 'shared-config/testing';
import { candidateFixture } from '../../testing/candidate-fixture';
import { ALLOWANCE, DONATE, donationServer, renderDonateScreen } from './testing/donation-test-kit';

// docs/donation-rules.md: money only to candidates support has activated. /donate/{id} of one
// still pending verification says so and offers no form (the server refuses the gift too).

describe('/donate/{candidateId} of a candidate pending verification', () => {
  it.each([
    ['a visitor', null],
    ['a logged-in user', loggedInUser],
  ])('tells %s the candidate is not accepting donations yet, with no form', async (_, user) => {
    const server = donationServer({
      user,
      candidate: () => json(200, candidateFixture({ isActivated: false })),
    });
    renderDonateScreen();
    expect(await screen.findByRole('heading', { level: 2 })).toHaveTextContent(
      'Casey Morales is not accepting donations yet',
    );
    expect(screen.getByText('Pending verification')).toBeVisible();
    expect(screen.getByRole('link', { name: "View Casey Morales's page" })).toHaveAttribute(
      'href',
      '/candidate/7',
    );
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Donate/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    // Nothing about money is asked for.
    expect(server.calls(ALLOWANCE)).toEqual([]);
    expect(server.calls(DONATE)).toEqual([]);
  });

  it('shows the form once the candidate is activated', async () => {
    donationServer({ candidate: () => json(200, candidateFixture({ isActivated: true })) });
    renderDonateScreen();
    expect(await screen.findByRole('form', { name: 'Donation' })).toBeVisible();
    expect(screen.queryByText('Pending verification')).not.toBeInTheDocument();
  });
});
