import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authUserAnswer, failure, json, mockApi, renderWithProviders } from 'shared-config/testing';
import { myDonation } from '../features/my-donations/my-donation-fixture';
import MyDonationsScreen from './my-donations-screen';

const MINE = 'GET /api/donations/mine';

describe('MyDonationsScreen (/donations)', () => {
  it('lists each gift with amount, candidate link, date, reference, state and receipt', async () => {
    mockApi({
      'GET /api/auth/user': authUserAnswer(),
      [MINE]: () =>
        json(200, [
          myDonation({
            id: 14,
            reference: 'PAID-000014',
            amount: 100,
            candidateName: 'Ana Ruiz',
            election: { id: 21, kind: 'primary', date: '2028-03-07', code: 'P2028' },
          }),
          myDonation({ status: 'refunded', refundedAt: '2026-11-21T10:00:00.000Z' }),
          myDonation({ id: 9, reference: 'PAID-000009', recurringPlanId: 4, election: null }),
        ]),
    });
    renderWithProviders(<MyDonationsScreen />, { path: '/donations' });
    expect(await screen.findByRole('heading', { name: 'Your gifts (3)' })).toBeInTheDocument();
    const [newest, older, monthly] = screen.getAllByRole('article');
    expect(within(newest).getByText('$100.00')).toBeInTheDocument();
    expect(within(newest).getByText('Succeeded')).toBeInTheDocument();
    expect(within(newest).getByRole('link', { name: 'Ana Ruiz' })).toHaveAttribute(
      'href',
      '/candidate/3',
    );
    expect(within(newest).getByText(/· PAID-000014$/, { selector: 'p' })).toBeInTheDocument();
    expect(within(newest).getByRole('link', { name: 'Receipt PAID-000014' })).toHaveAttribute(
      'href',
      '/donations/14/receipt',
    );
    // The election each gift is designated to; an old gift the server found none for, none.
    expect(within(newest).getByText('For the Primary election, March 7, 2028')).toBeInTheDocument();
    expect(
      within(older).getByText('For the General election, November 7, 2028'),
    ).toBeInTheDocument();
    expect(within(monthly).queryByText(/^For the/)).not.toBeInTheDocument();
    expect(within(older).getByText('Refunded')).toBeInTheDocument();
    expect(within(older).getByText('November 20, 2026 at 10:00 AM')).toBeInTheDocument();
    // A monthly plan's gift says so beside its state; a single gift does not.
    expect(within(monthly).getByText('Succeeded')).toBeInTheDocument();
    expect(within(monthly).getByText('Monthly')).toBeInTheDocument();
    expect(within(newest).queryByText('Monthly')).not.toBeInTheDocument();
    expect(within(older).queryByText('Monthly')).not.toBeInTheDocument();
  });

  it('says "No gifts yet" and points to a candidate when there are none', async () => {
    mockApi({ 'GET /api/auth/user': authUserAnswer(), [MINE]: () => json(200, []) });
    renderWithProviders(<MyDonationsScreen />, { path: '/donations' });
    expect(await screen.findByRole('heading', { name: 'No gifts yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find a candidate' })).toHaveAttribute('href', '/home');
  });

  it('shows a failure with a retry that reads again', async () => {
    let fail = true;
    const server = mockApi({
      'GET /api/auth/user': authUserAnswer(),
      [MINE]: () => (fail ? failure(500, 'Internal Server Error') : json(200, [myDonation()])),
    });
    jest.spyOn(console, 'error').mockImplementation(() => {});
    renderWithProviders(<MyDonationsScreen />, { path: '/donations' });
    const retry = await screen.findByRole('button', { name: /try again|retry/i });
    fail = false;
    await userEvent.click(retry);
    expect(await screen.findByText('$25.00')).toBeInTheDocument();
    expect(server.calls(MINE)).toHaveLength(2);
  });

  it('asks a visitor to log in, and asks the server nothing', async () => {
    const server = mockApi({ 'GET /api/auth/user': authUserAnswer(null) });
    renderWithProviders(<MyDonationsScreen />, { path: '/donations' });
    expect(
      await screen.findByRole('heading', { name: 'Authentication Required' }),
    ).toBeInTheDocument();
    expect(server.calls(MINE)).toHaveLength(0);
  });
});
