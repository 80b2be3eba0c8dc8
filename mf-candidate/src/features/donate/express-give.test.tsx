import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ExpressLinkView, SavedCardState } from 'shared-api';
import { DONATION_ATTESTATIONS, EXPRESS_LINK_EXPIRED_MESSAGE } from 'shared-api/contracts';
import { json, loggedInUser } from 'shared-config/testing';
import { NEXT_ELECTION } from '../../testing/election-fixtures';
import {
  DONATE,
  donationServer,
  findDonationForm,
  receiptFixture,
  renderDonateScreen,
} from './testing/donation-test-kit';

// An express link on the donate page (docs/donation-rules.md "Express links"): a logged-in
// donor with a saved card sees one confirmation (amount, candidate, election, card's last
// four, the attestations restated) and gives with one press; anyone else gets the form with
// the amount chosen; an expired link says so over the plain form. Opening charges nothing.

jest.setTimeout(20_000);

const TOKEN = 'tok_abcdefghijklmnopqrstuvwxyz012345';
const OPEN = `GET /api/express-links/${TOKEN}`;
const GIVE = `POST /api/express-links/${TOKEN}/give`;

const link = (overrides: Partial<ExpressLinkView> = {}): ExpressLinkView => ({
  candidateId: 7,
  candidateName: 'Casey Morales',
  amount: 37,
  election: {
    id: NEXT_ELECTION.id,
    kind: NEXT_ELECTION.kind,
    date: NEXT_ELECTION.date,
    code: NEXT_ELECTION.code,
  },
  state: 'open',
  message: null,
  ...overrides,
});

const saved: SavedCardState = {
  card: { brand: 'Visa', last4: '4242', savedAt: '2026-03-01T17:30:00.000Z' },
  donor: {
    donorName: 'Jane Doe',
    donorEmail: 'jane@example.com',
    place: 'Sacramento, CA 95814',
    occupation: 'Teacher',
    employer: 'Sac Unified',
  },
};

function server(options: { user?: typeof loggedInUser | null; view?: ExpressLinkView } = {}) {
  return donationServer({
    user: options.user === undefined ? loggedInUser : options.user,
    more: {
      [OPEN]: () => json(200, options.view ?? link()),
      'GET /api/donations/saved-card': () => json(200, saved),
      [GIVE]: () => json(201, receiptFixture({ amount: 37 })),
      'GET /api/donations/41/monthly-offer': () => json(200, { offer: null }),
      'GET /api/donations/recurring': () => json(200, []),
    },
  });
}

describe('an express link on the donate page', () => {
  it('shows one confirmation to a donor with a saved card and gives with one press', async () => {
    const api = server();
    renderDonateScreen(`/donate/7?express=${TOKEN}`);
    const screenPart = await screen.findByRole('region', { name: 'Confirm your gift' });
    expect(
      within(screenPart).getByText('Give $37 to Casey Morales with your Visa ending 4242?'),
    ).toBeVisible();
    expect(within(screenPart).getByText('For the Primary election, March 7, 2028.')).toBeVisible();
    expect(
      within(within(screenPart).getByRole('list'))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(Object.values(DONATION_ATTESTATIONS));
    // One screen: no form beside it, and opening it sent no gift.
    expect(screen.queryByRole('form', { name: 'Donation' })).toBeNull();
    expect(api.calls(GIVE)).toHaveLength(0);
    expect(api.calls(DONATE)).toHaveLength(0);

    await userEvent.setup().click(within(screenPart).getByRole('button', { name: 'Confirm gift' }));
    expect(await screen.findByRole('heading', { name: 'Thank you!' })).toBeVisible();
    expect(api.calls(GIVE)).toHaveLength(1);
    expect(api.calls(GIVE)[0].body).toEqual({ idempotencyKey: expect.any(String) });
  });

  it('gives a visitor the donate form with the link amount chosen', async () => {
    const api = server({ user: null });
    renderDonateScreen(`/donate/7?express=${TOKEN}`);
    const form = await findDonationForm();
    expect(within(form).getByRole('button', { name: 'Donate $37' })).toBeVisible();
    expect(within(form).getByRole('textbox', { name: /Other amount/ })).toHaveValue('37');
    expect(screen.queryByRole('region', { name: 'Confirm your gift' })).toBeNull();
    expect(api.calls('GET /api/donations/saved-card')).toHaveLength(0);
    expect(api.calls(GIVE)).toHaveLength(0);
  });

  it('says an expired link gives nothing and shows the plain form', async () => {
    const api = server({ view: link({ state: 'expired', message: EXPRESS_LINK_EXPIRED_MESSAGE }) });
    renderDonateScreen(`/donate/7?express=${TOKEN}`);
    const form = await findDonationForm();
    expect(screen.getByRole('status')).toHaveTextContent(EXPRESS_LINK_EXPIRED_MESSAGE);
    expect(within(form).getByRole('button', { name: 'Donate' })).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Confirm your gift' })).toBeNull();
    await waitFor(() => expect(api.calls(GIVE)).toHaveLength(0));
  });
});
