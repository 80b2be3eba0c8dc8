import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SavedCardState } from 'shared-api';
import { DONATION_ATTESTATIONS } from 'shared-api/contracts';
import {
  authUserAnswer,
  failure,
  json,
  loggedInUser,
  mockApi,
  renderWithProviders,
  type MockHandler,
} from 'shared-config/testing';
import { OneTapGive } from './one-tap-give';
import { receiptFixture } from './testing/donation-test-kit';

// The one-tap gift (docs/donation-rules.md, "Saved card, one tap"): the confirmation names the
// amount, the candidate and the card, and nothing is sent before "Confirm gift".

const ONE_TAP = 'POST /api/donations/one-tap';

// A few user events and a dialog each: more than Jest's 5 s on a busy machine.
jest.setTimeout(20_000);

const savedState: SavedCardState = {
  card: { brand: 'Visa', last4: '4242', savedAt: '2026-03-01T17:30:00.000Z' },
  donor: {
    donorName: 'Jane Doe',
    donorEmail: 'jane@example.com',
    place: 'Sacramento, CA 95814',
    occupation: 'Teacher',
    employer: 'Sac Unified',
  },
};

function server({
  saved = savedState,
  give = () => json(201, receiptFixture()),
}: { saved?: SavedCardState; give?: MockHandler } = {}) {
  return mockApi({
    'GET /api/auth/user': authUserAnswer(loggedInUser),
    'GET /api/donations/saved-card': () => json(200, saved),
    [ONE_TAP]: give,
  });
}

function renderOneTap(onDonated = jest.fn()) {
  renderWithProviders(
    <OneTapGive candidateId={7} candidateName="Casey Morales" onDonated={onDonated} />,
  );
  return onDonated;
}

describe('one-tap giving', () => {
  it('confirms the amount, the candidate and the card, and sends nothing until Confirm', async () => {
    const api = server();
    const onDonated = renderOneTap();
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'One-tap gift' });
    expect(within(form).getByText(/With your saved Visa ending 4242\./)).toBeVisible();

    await user.click(within(form).getByRole('button', { name: '$50' }));
    await user.click(within(form).getByRole('button', { name: 'Give $50 with one tap' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm your gift' });
    expect(
      within(dialog).getByText('Give $50 to Casey Morales with your Visa ending 4242?'),
    ).toBeVisible();
    expect(within(dialog).getByText(/From Jane Doe \(jane@example\.com\)/)).toBeVisible();
    // The reminder of the last gift's attestations, which this gift reuses: all five, in order.
    expect(
      within(dialog).getByText('As with your last gift, by giving you confirm that:'),
    ).toBeVisible();
    expect(
      within(within(dialog).getByRole('list'))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(Object.values(DONATION_ATTESTATIONS));
    // Choosing and opening the confirmation charged nothing.
    expect(api.calls(ONE_TAP)).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Confirm gift' }));
    await waitFor(() => expect(onDonated).toHaveBeenCalledTimes(1));
    expect(api.calls(ONE_TAP)).toHaveLength(1);
    expect(api.calls(ONE_TAP)[0].body).toEqual({
      candidateId: 7,
      amount: 50,
      idempotencyKey: expect.any(String),
    });
    expect(onDonated.mock.calls[0][0]).toMatchObject({ reference: 'PAID-000041' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('names the election the gift is for, and sends it', async () => {
    const api = server();
    const onDonated = jest.fn();
    renderWithProviders(
      <OneTapGive
        candidateId={7}
        candidateName="Casey Morales"
        election={{ id: 22, kind: 'general', date: '2028-11-07', dateProvisional: false }}
        onDonated={onDonated}
      />,
    );
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'One-tap gift' });
    expect(within(form).getByText(/For the General election, November 7, 2028\./)).toBeVisible();
    await user.click(within(form).getByRole('button', { name: '$50' }));
    await user.click(within(form).getByRole('button', { name: 'Give $50 with one tap' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm your gift' });
    expect(within(dialog).getByText('For the General election, November 7, 2028.')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm gift' }));
    await waitFor(() => expect(onDonated).toHaveBeenCalledTimes(1));
    expect(api.calls(ONE_TAP)[0].body).toMatchObject({ candidateId: 7, electionId: 22 });
  });

  it('sends nothing when the donor cancels the confirmation', async () => {
    const api = server();
    const onDonated = renderOneTap();
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'One-tap gift' });
    await user.click(within(form).getByRole('button', { name: '$100' }));
    await user.click(within(form).getByRole('button', { name: 'Give $100 with one tap' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm your gift' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls(ONE_TAP)).toHaveLength(0);
    expect(onDonated).not.toHaveBeenCalled();
  });

  it('opens no confirmation without an amount', async () => {
    const api = server();
    renderOneTap();
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'One-tap gift' });
    await user.click(within(form).getByRole('button', { name: 'Give with one tap' }));
    expect(await within(form).findByText('Enter an amount')).toBeVisible();
    expect(within(form).getByRole('textbox', { name: /Other amount/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.calls(ONE_TAP)).toHaveLength(0);
  });

  it("shows the server's refusal in the confirmation and keeps it open", async () => {
    server({ give: () => failure(402, 'Payment Required', 'Your card was declined.') });
    const onDonated = renderOneTap();
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'One-tap gift' });
    await user.click(within(form).getByRole('button', { name: '$50' }));
    await user.click(within(form).getByRole('button', { name: 'Give $50 with one tap' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm your gift' });
    await user.click(within(dialog).getByRole('button', { name: 'Confirm gift' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Your card was declined.');
    expect(onDonated).not.toHaveBeenCalled();
  });

  it('shows nothing without a saved card', async () => {
    const api = server({ saved: { card: null, donor: null } });
    renderOneTap();
    await waitFor(() => expect(api.calls('GET /api/donations/saved-card')).toHaveLength(1));
    expect(screen.queryByRole('form', { name: 'One-tap gift' })).not.toBeInTheDocument();
  });
});
